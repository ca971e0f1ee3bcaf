// The mails a job seeker gets about their application: 'applicationReceived' when they apply,
// 'stageChanged' when the team moves them to a stage they may see, 'rejection' (with the reason
// only when the team chose to share it), 'stillUnderReview' when it waits past the company's
// response promise (status-mails.ts). A stage update, a rejection and a status mail are written
// in the company's own template when it has one (lib/mail/candidate-template.ts). Talent-pool
// candidates (no account) get none. Each mail
// has an id made of the application and the event's content, so an event delivered twice queues
// it once. The address is the account's (Firebase Auth, else the profile's), never the one the
// application carries: the applicant wrote that one, and could name anybody.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  APPLICATION_STAGES,
  COLLECTIONS,
  LINKED_PATHS,
  type ApplicationStage,
} from '../contracts.js';
import { adminDb } from '../lib/admin.js';
import { authEmail, type AccountEmail } from '../lib/mail/account-email.js';
import { renderCandidateMail, type CandidateMailFields } from '../lib/mail/candidate-template.js';
import { appUrl } from '../lib/mail/config.js';
import { isMailAddress, queueMail } from '../lib/mail/queue-mail.js';
import { isMailLocale, mailLocaleOf } from '../lib/mail/render.js';

type Data = Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const isStage = (value: unknown): value is ApplicationStage =>
  typeof value === 'string' && (APPLICATION_STAGES as readonly string[]).includes(value);

export interface ApplicationMailOptions {
  firestore?: Firestore;
  /** Where the applicant's address comes from (by default Firebase Auth: authEmail). */
  accountEmail?: AccountEmail;
}

interface Recipient {
  to: string;
  name: string;
  locale: string;
}

/**
 * The applicant to write to: none for a talent-pool candidate or an account without an address.
 * Their address: their account's (Firebase Auth), else their profile's (users/{uid}.email). Their
 * language: their profile's (users/{uid}.locale) when it is one of ours, else the application's.
 */
async function recipientOf(
  application: Data,
  { firestore = adminDb(), accountEmail = authEmail }: ApplicationMailOptions,
): Promise<Recipient | null> {
  const uid = text(application?.applicantUid);
  if (application?.source !== 'applicant' || !uid) return null;
  const [profile, accountAddress] = await Promise.all([
    firestore.collection(COLLECTIONS.users).doc(uid).get(),
    accountEmail(uid),
  ]);
  const to = (accountAddress ?? '').trim() || text(profile.get('email')).trim();
  if (!isMailAddress(to)) return null;
  const candidate = (application.candidate ?? {}) as Record<string, unknown>;
  const locale: unknown = profile.get('locale');
  return {
    to,
    name: text(candidate.name) || text(profile.get('displayName')),
    locale: isMailLocale(locale) ? locale : mailLocaleOf(application.locale),
  };
}

const applicationsLink = () => `${appUrl()}${LINKED_PATHS.myApplications}`;

/** 'applicationReceived' for a new application; returns the mail's id, or null when none. */
export async function queueApplicationReceived(
  applicationId: string,
  application: Data,
  options: ApplicationMailOptions = {},
): Promise<string | null> {
  const recipient = await recipientOf(application, options);
  if (!recipient) return null;
  return queueMail(
    {
      to: recipient.to,
      locale: recipient.locale,
      template: 'applicationReceived',
      params: {
        name: recipient.name,
        jobTitle: text(application?.jobTitle),
        companyName: text(application?.companyName),
        link: applicationsLink(),
      },
    },
    { firestore: options.firestore, id: `application_${applicationId}_received` },
  );
}

/**
 * 'rejection' or 'stageChanged' when an application's stage changed; returns the mail's id, or
 * null when none. `eventId` names the mail when the change has no time of its own.
 */
export async function queueStageChange(
  applicationId: string,
  before: Data,
  after: Data,
  eventId: string,
  options: ApplicationMailOptions = {},
): Promise<string | null> {
  const stage = after?.stage;
  if (!isStage(stage) || stage === before?.stage) return null;
  const recipient = await recipientOf(after, options);
  if (!recipient) return null;
  const changedAt: unknown = after?.stageChangedAt;
  const when = changedAt instanceof Timestamp ? String(changedAt.toMillis()) : eventId;
  const mail = await renderCandidateMail({
    firestore: options.firestore,
    companyId: text(after?.companyId),
    kind: stage === 'rejected' ? 'rejection' : 'stageUpdate',
    locale: recipient.locale,
    fields: {
      ...fieldsOf(recipient, after),
      stage,
      reason: stage === 'rejected' ? text(after?.sharedReason) : '',
    },
  });
  return queueMail(
    { to: recipient.to, ...mail },
    { firestore: options.firestore, id: `application_${applicationId}_${stage}_${when}` },
  );
}

/** What a mail about the application says of it. */
const fieldsOf = (recipient: Recipient, application: Data): CandidateMailFields => ({
  name: recipient.name,
  jobTitle: text(application?.jobTitle),
  companyName: text(application?.companyName),
  applicationsLink: applicationsLink(),
});

/**
 * 'stillUnderReview' for an application waiting in its stage since `since` (ms): once per wait,
 * however often it is asked (the mail's id names the application and the wait's start). Returns
 * the mail's id, or null when there is nobody to write to.
 */
export async function queueStillUnderReview(
  applicationId: string,
  application: Data,
  since: number,
  options: ApplicationMailOptions = {},
): Promise<string | null> {
  const stage = application?.stage;
  if (!isStage(stage)) return null;
  const recipient = await recipientOf(application, options);
  if (!recipient) return null;
  const mail = await renderCandidateMail({
    firestore: options.firestore,
    companyId: text(application?.companyId),
    kind: 'stillUnderReview',
    locale: recipient.locale,
    fields: { ...fieldsOf(recipient, application), stage },
  });
  return queueMail(
    { to: recipient.to, ...mail },
    { firestore: options.firestore, id: statusMailId(applicationId, since) },
  );
}

/** The id of the status mail of an application's wait that began at `since` (ms). */
export const statusMailId = (applicationId: string, since: number) =>
  `application_${applicationId}_waiting_${since}`;
