// Queues a mail: renders it in the recipient's language and writes mail/{id} (contracts/mail.ts).
// The trigger `sendMail` sends it; the schedule `retryMail` retries it (functions/src/mail/send-mail.ts).
import {
  FieldValue,
  Timestamp,
  type Firestore,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  GRPC_STATUS,
  MAIL_SENDING_LEASE_MS,
  type MailCalendar,
  type MailDocument,
  type MailTemplate,
} from '../../contracts.js';
import { adminDb } from '../admin.js';
import {
  mailLocaleOf,
  MAIL_TEMPLATE_PARAMS,
  renderMail,
  type DigestSection,
  type MailParams,
} from './render.js';

export interface MailToQueue {
  /** The recipient's address. */
  to: string;
  /** The recipient's language (one of the six; another value gets English). */
  locale: string;
  template: MailTemplate;
  /** The template's values (see MAIL_TEMPLATE_PARAMS). */
  params: MailParams;
  /**
   * The mail as already rendered (a company's own template, lib/mail/candidate-template.ts); by
   * default the template is rendered with the params.
   */
  content?: { subject: string; text: string; html: string };
  /** A calendar event sent with the mail (an interview's invitation, update or cancellation). */
  icalEvent?: MailCalendar;
  /** A digest's sections of jobs (a saved-search alert), listed after the body. */
  digest?: DigestSection[];
  /** An alert's one-click unsubscription (RFC 8058 headers; contracts/mail.ts). */
  unsubscribeUrl?: string;
}

interface QueueOptions {
  firestore?: Firestore;
  /**
   * The mail's document id, for a mail that must be queued once only (an event delivered twice
   * queues it once): when that document exists, nothing is written. By default a new id.
   */
  id?: string;
}

const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** Whether `value` is one address a mail can be queued to. */
export const isMailAddress = (value: string) => ADDRESS.test(value.trim());

/**
 * The mail/{id} document of a mail to queue, rendered and pending: what queueMail writes, and what
 * a transaction writes to queue a mail together with the change it is about.
 */
export function mailDocumentOf(mail: MailToQueue): WithFieldValue<MailDocument> {
  const to = mail.to.trim();
  if (!isMailAddress(to)) throw new TypeError('A mail needs one recipient address.');
  const locale = mailLocaleOf(mail.locale);
  const rendered = mail.content ?? renderMail(mail.template, locale, mail.params, mail.digest);
  const { required, optional } = MAIL_TEMPLATE_PARAMS[mail.template];
  const params: MailParams = {};
  for (const name of [...required, ...optional] as string[]) {
    const value = mail.params[name];
    if (typeof value === 'string') params[name] = value;
  }
  return {
    to,
    locale,
    template: mail.template,
    params,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    status: 'pending',
    attempts: 0,
    lastError: null,
    // the retry schedule picks the mail up should its trigger never run
    nextAttemptAt: Timestamp.fromMillis(Date.now() + MAIL_SENDING_LEASE_MS),
    sentAt: null,
    messageId: null,
    ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
    ...(mail.unsubscribeUrl ? { unsubscribeUrl: mail.unsubscribeUrl } : {}),
    createdAt: FieldValue.serverTimestamp(),
  };
}

/** Renders the mail and writes it as pending; returns its id. */
export async function queueMail(mail: MailToQueue, options: QueueOptions = {}): Promise<string> {
  const document = mailDocumentOf(mail);
  const collection = (options.firestore ?? adminDb()).collection(COLLECTIONS.mail);
  const ref = options.id ? collection.doc(options.id) : collection.doc();
  try {
    await ref.create(document);
  } catch (error) {
    // ALREADY_EXISTS: this mail was queued before (its event came again)
    if (!options.id || (error as { code?: number }).code !== GRPC_STATUS.alreadyExists) throw error;
  }
  return ref.id;
}
