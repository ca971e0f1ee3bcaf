// The mails a job seeker gets about their application: 'applicationReceived' when they apply,
// 'stageChanged' when the team moves them to a stage they may see, 'rejection' (with the reason
// only when the team chose to share it). Talent-pool candidates (no account) get none. Each mail
// has an id made of the application and the event's content, so an event delivered twice queues
// it once.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { APPLICATION_STAGES, COLLECTIONS, type ApplicationStage } from '../contracts.js';
import { adminDb } from '../lib/admin.js';
import { appUrl, MY_APPLICATIONS_PATH } from './config.js';
import { queueMail } from './queue-mail.js';
import { isMailLocale, mailLocaleOf } from './render.js';

type Data = Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const isStage = (value: unknown): value is ApplicationStage =>
  typeof value === 'string' && (APPLICATION_STAGES as readonly string[]).includes(value);

interface Recipient {
  to: string;
  name: string;
  locale: string;
}

/**
 * The applicant to write to: none for a talent-pool candidate or without an address. Their
 * language: their profile's (users/{uid}.locale) when it is one of ours, else the application's.
 */
async function recipientOf(firestore: Firestore, application: Data): Promise<Recipient | null> {
  const uid = text(application?.applicantUid);
  const candidate = (application?.candidate ?? {}) as Record<string, unknown>;
  const to = text(candidate.email).trim();
  if (application?.source !== 'applicant' || !uid || !to.includes('@')) return null;
  const profile = await firestore.collection(COLLECTIONS.users).doc(uid).get();
  const locale: unknown = profile.get('locale');
  return {
    to,
    name: text(candidate.name),
    locale: isMailLocale(locale) ? locale : mailLocaleOf(application.locale),
  };
}

const applicationsLink = () => `${appUrl()}${MY_APPLICATIONS_PATH}`;

/** 'applicationReceived' for a new application; returns the mail's id, or null when none. */
export async function queueApplicationReceived(
  applicationId: string,
  application: Data,
  firestore: Firestore = adminDb(),
): Promise<string | null> {
  const recipient = await recipientOf(firestore, application);
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
    { firestore, id: `application_${applicationId}_received` },
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
  firestore: Firestore = adminDb(),
): Promise<string | null> {
  const stage = after?.stage;
  if (!isStage(stage) || stage === before?.stage) return null;
  const recipient = await recipientOf(firestore, after);
  if (!recipient) return null;
  const changedAt: unknown = after?.stageChangedAt;
  const when = changedAt instanceof Timestamp ? String(changedAt.toMillis()) : eventId;
  const common = {
    name: recipient.name,
    jobTitle: text(after?.jobTitle),
    companyName: text(after?.companyName),
  };
  const reason = text(after?.sharedReason).trim();
  return queueMail(
    stage === 'rejected'
      ? {
          to: recipient.to,
          locale: recipient.locale,
          template: 'rejection',
          params: { ...common, ...(reason ? { reason } : {}) },
        }
      : {
          to: recipient.to,
          locale: recipient.locale,
          template: 'stageChanged',
          params: { ...common, stage, link: applicationsLink() },
        },
    { firestore, id: `application_${applicationId}_${stage}_${when}` },
  );
}
