// Sends queued mail. A try first claims the mail in a transaction (status → 'sending'), so an
// event delivered twice, or the trigger and the retry schedule at once, never send it twice.
// Success records 'sent', `sentAt` and the `messageId`; a failure records the error (its message,
// never an address) and 'retrying' with `nextAttemptAt`, or 'failed' after MAIL_MAX_ATTEMPTS tries
// (about two days: contracts/mail.ts). A missing SMTP setting (config.ts) is such a failure too:
// the mail records which ones are missing, and is sent once they are set.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { Transporter } from 'nodemailer';
import * as logger from 'firebase-functions/logger';
import {
  COLLECTIONS,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_BATCH,
  MAIL_CALENDAR_METHODS,
  MAIL_SENDING_LEASE_MS,
  mailRetryDelayMs,
  type MailCalendar,
  type MailStatus,
} from '../contracts.js';
import { adminDb } from '../lib/admin.js';
import { mayClaim, recordTry, tryInBatches } from '../lib/queue-claim.js';
import { mailConfig, mailTransport } from '../lib/mail/config.js';

type SendOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

interface SendOptions {
  firestore?: Firestore;
  /** The SMTP transport (by default one made from the environment: config.ts). */
  transport?: Transporter;
  /** The sender (by default MAIL_FROM). */
  from?: string;
  /** The time of the try (retry times are counted from it). */
  now?: Date;
}

const LAST_ERROR_MAX_LENGTH = 500;

/** An error's message, without the addresses it may quote (an SMTP server's answer often does). */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[address]')
    .slice(0, LAST_ERROR_MAX_LENGTH);
}

interface Claimed {
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  icalEvent: MailCalendar | null;
  unsubscribeUrl: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The mail's calendar part as stored, or null without one (or with one that is unusable). */
function calendarOf(value: unknown): MailCalendar | null {
  if (typeof value !== 'object' || value === null) return null;
  const { method, filename, content } = value as Record<string, unknown>;
  if (!(MAIL_CALENDAR_METHODS as readonly unknown[]).includes(method)) return null;
  if (typeof filename !== 'string' || typeof content !== 'string' || !content) return null;
  return { method: method as MailCalendar['method'], filename, content };
}

/**
 * Claims the mail for one try, in a transaction. `due`: a try of the retry schedule, which takes
 * any mail whose `nextAttemptAt` has come (a retrying one, a pending one whose trigger never ran,
 * a claim whose function never finished); otherwise a pending mail only (the trigger).
 */
function claim(
  firestore: Firestore,
  ref: DocumentReference,
  now: Date,
  due: boolean,
): Promise<Claimed | null> {
  return firestore.runTransaction(async (tx) => {
    const mail = await tx.get(ref);
    if (!mail.exists) return null;
    if (!mayClaim(mail, now, due, 'sending' satisfies MailStatus)) return null;
    const attempts = (Number(mail.get('attempts')) || 0) + 1;
    tx.update(ref, {
      status: 'sending' satisfies MailStatus,
      attempts,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + MAIL_SENDING_LEASE_MS),
    });
    return {
      to: text(mail.get('to')),
      subject: text(mail.get('subject')),
      text: text(mail.get('text')),
      html: text(mail.get('html')),
      attempts,
      icalEvent: calendarOf(mail.get('icalEvent')),
      unsubscribeUrl: text(mail.get('unsubscribeUrl')),
    };
  });
}

/**
 * The transport of a run, made when the first mail needs it: a missing setting is then that
 * mail's error, recorded on it, rather than the whole run's.
 */
function lazyTransport(given: Transporter | undefined): () => Transporter {
  let transport = given;
  return () => (transport ??= mailTransport());
}

async function send(
  firestore: Firestore,
  mailId: string,
  options: Omit<SendOptions, 'transport'> & { transport: () => Transporter },
  due: boolean,
): Promise<SendOutcome> {
  const now = options.now ?? new Date();
  const ref = firestore.collection(COLLECTIONS.mail).doc(mailId);
  const mail = await claim(firestore, ref, now, due);
  if (!mail) return 'skipped';
  try {
    const info = (await options.transport().sendMail({
      from: options.from ?? mailConfig().from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // a calendar event goes as the text/calendar alternative calendar apps act on
      ...(mail.icalEvent
        ? {
            icalEvent: {
              method: mail.icalEvent.method.toLowerCase(),
              filename: mail.icalEvent.filename,
              content: mail.icalEvent.content,
            },
          }
        : {}),
      // an alert: mail clients offer one-click unsubscription (RFC 8058)
      ...(mail.unsubscribeUrl
        ? {
            headers: {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    })) as { messageId?: unknown };
    await recordTry(ref, {
      status: 'sent' satisfies MailStatus,
      sentAt: FieldValue.serverTimestamp(),
      messageId: typeof info.messageId === 'string' ? info.messageId : null,
      nextAttemptAt: null,
    });
    return 'sent';
  } catch (error) {
    const failed = mail.attempts >= MAIL_MAX_ATTEMPTS;
    logger.warn('mail try failed', { mailId, attempt: mail.attempts, error: errorText(error) });
    await recordTry(ref, {
      status: (failed ? 'failed' : 'retrying') satisfies MailStatus,
      lastError: errorText(error),
      nextAttemptAt: failed
        ? null
        : Timestamp.fromMillis(now.getTime() + mailRetryDelayMs(mail.attempts)),
    });
    return failed ? 'failed' : 'retrying';
  }
}

/** Sends a newly queued (pending) mail: what the trigger on mail/{id} does. */
export function sendQueuedMail(mailId: string, options: SendOptions = {}): Promise<SendOutcome> {
  const transport = lazyTransport(options.transport);
  return send(options.firestore ?? adminDb(), mailId, { ...options, transport }, false);
}

/**
 * Sends every mail whose next try is due at `now` (at most MAIL_RETRY_BATCH, the longest waiting
 * first): what the schedule `retryMail` does every minute. Returns each mail's outcome by id.
 */
export async function retryDueMail(
  now: Date = new Date(),
  options: Omit<SendOptions, 'now'> = {},
): Promise<Record<string, SendOutcome>> {
  const firestore = options.firestore ?? adminDb();
  const transport = lazyTransport(options.transport);
  const due = await firestore
    .collection(COLLECTIONS.mail)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(MAIL_RETRY_BATCH)
    .get();
  return tryInBatches(due.docs, ({ id }) =>
    send(firestore, id, { ...options, transport, now }, true),
  );
}
