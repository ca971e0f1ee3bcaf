// mail/{id}: a mail the platform sends, queued by a function and sent by another (functions/src/mail).
// Clients never read or write this collection. Templates live with the translations
// (public/locales/<lng>/mail.json).
import * as z from 'zod/mini';
import { timestampField } from './fields.js';
import { LOCALES } from './locales.js';

export const MAIL_TEMPLATES = [
  'invitation',
  'applicationReceived',
  'stageChanged',
  'rejection',
  'stillUnderReview',
  'bookingInvite',
  'interviewInvitation',
  'interviewUpdated',
  'interviewCancelled',
  'savedSearchAlert',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * pending: queued, not tried yet; sending: a function has claimed it and is sending it (so a
 * redelivered event does not send it again); sent; retrying: a try failed, the next is due at
 * `nextAttemptAt`; failed: every try failed.
 */
const MAIL_STATUSES = ['pending', 'sending', 'sent', 'retrying', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The wait after the first failed try; each next wait doubles, up to MAIL_MAX_RETRY_DELAY_MS. */
export const MAIL_FIRST_RETRY_MS = 60_000;
/** The longest wait between two tries: an SMTP server down for a day is tried every hour. */
export const MAIL_MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * The wait before try `attempts + 1` after `attempts` failed tries: 1 min, 2, 4, 8, 16, 32, then
 * every hour.
 */
export const mailRetryDelayMs = (attempts: number) =>
  Math.min(MAIL_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAIL_MAX_RETRY_DELAY_MS);

/**
 * Sending is tried this many times in all: the waits between them add up to about two days
 * (63 minutes of doubling waits, then 47 hourly ones), so an outage of a day loses no mail.
 */
export const MAIL_MAX_ATTEMPTS = 54;

/**
 * A claimed mail ('sending') whose function never finished (it crashed) is tried again this long
 * after the claim; a pending mail whose trigger never ran, this long after it was queued.
 */
export const MAIL_SENDING_LEASE_MS = 10 * 60_000;
/** The retry schedule sends at most this many due mails per run. */
export const MAIL_RETRY_BATCH = 50;

/** The iTIP method of a calendar part: an invitation or its update, or a cancellation. */
export const MAIL_CALENDAR_METHODS = ['REQUEST', 'CANCEL'] as const;

/**
 * A calendar event sent with a mail (an interview's .ics, domain/interview-ics.ts): the sender
 * hands it to nodemailer's `icalEvent`, so calendar apps offer to add, update or remove it.
 */
const mailCalendarSchema = z.object({
  method: z.enum(MAIL_CALENDAR_METHODS),
  filename: z.string().check(z.minLength(1)),
  /** The iCalendar text. */
  content: z.string().check(z.minLength(1)),
});
export type MailCalendar = z.infer<typeof mailCalendarSchema>;

export const mailSchema = z.object({
  to: z.string().check(z.minLength(3)),
  locale: z.enum(LOCALES),
  template: z.enum(MAIL_TEMPLATES),
  /** The template's values, as text. */
  params: z.record(z.string(), z.string()),
  /** The mail as rendered when queued: it is sent as it was written. */
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** Tries begun so far (a try counts when it is claimed). */
  attempts: z.int(),
  /** The last failure's message (never an address); null until a try fails. */
  lastError: z.nullable(z.string()),
  /**
   * When the retry schedule may pick the mail up: the next try of a retrying mail, the end of a
   * claim or of a pending mail's wait for its trigger; null once sent or failed.
   */
  nextAttemptAt: z.nullable(timestampField),
  sentAt: z.nullable(timestampField),
  /** The SMTP server's Message-ID of the sent mail; null until sent. */
  messageId: z.nullable(z.string()),
  /** A calendar event sent with the mail (an interview's invitation); absent for other mails. */
  icalEvent: z.optional(mailCalendarSchema),
  /**
   * An alert's one-click unsubscription (RFC 8058): the sender adds the List-Unsubscribe and
   * List-Unsubscribe-Post headers naming it; absent for other mails.
   */
  unsubscribeUrl: z.optional(z.string()),
  createdAt: timestampField,
});
export type MailDocument = z.infer<typeof mailSchema>;
