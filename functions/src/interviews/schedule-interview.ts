// The interview callables: scheduleInterview, rescheduleInterview, cancelInterview
// (contracts/interview.ts). Each checks the caller's rights as every hiring callable does
// (canScheduleInterviews in the application's company, lib/team-access.ts), then writes in one
// transaction the interview, the job seeker's notice (interviewNotices/{id}, applicants only),
// the candidate's move to the interview stage (with its stage event, as the app writes one) and
// the mails with the event attached (interview-mails.ts). Scheduling also queues the
// 'interview.scheduled' webhook event. A booking link's hold (booking.ts) joins the same
// transaction: its reads after the interview's, its writes with them.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  docPaths,
  INTERVIEW_LIMITS,
  interviewAttributesOf,
  pathOf,
  type ApplicationStage,
  type InterviewDocument,
  type InterviewKind,
  type InterviewNoticeDocument,
  type InterviewStatus,
  type MailTemplate,
  type ScheduleInterviewResult,
  type StageEventDocument,
  type CallableInput,
} from '../contracts.js';
import { queueWebhookEvent } from '../lib/webhooks/emit.js';
import { authEmail, type AccountEmail } from '../lib/mail/account-email.js';
import { mailDocumentOf } from '../lib/mail/queue-mail.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { requireCompany, requireTeam, teamAccess, type TeamAccess } from '../lib/team-access.js';
import {
  candidateRecipient,
  interviewersOf,
  requireOpenApplication,
  type InterviewerRecipient,
  type Recipient,
} from '../lib/interview-people.js';
import { checkedStart } from './interview-checks.js';
import {
  interviewerRecipients,
  interviewMail,
  interviewMailId,
  type InterviewMailContext,
} from './interview-mails.js';

interface InterviewOptions {
  /** Where an applicant's address comes from (by default Firebase Auth). */
  accountEmail?: AccountEmail;
  /** The time the checks count from (by default now). */
  now?: Date;
  /** A booking link's part of the same transaction (booking.ts). */
  hold?: Hold;
}

/**
 * Reads of its own in the interview's transaction, after the interview's (it may refuse), and the
 * writes it returns, made with the interview's: a booking link's busy cells and state.
 */
export type Hold = (tx: Transaction, interviewId: string) => Promise<() => void>;

/** The stages a candidate moves on from to 'interview' when one is scheduled. */
const MOVED_TO_INTERVIEW: readonly ApplicationStage[] = ['applied', 'screening'];

const interviewRef = (firestore: Firestore, id: string) =>
  firestore.doc(pathOf(docPaths.interview(id)));
const noticeRef = (firestore: Firestore, id: string) =>
  firestore.doc(pathOf(docPaths.interviewNotice(id)));
const applicationRef = (firestore: Firestore, id: string) =>
  firestore.doc(pathOf(docPaths.application(id)));

/** The caller's name as stage events and interviews record it: their profile's. */
const callerNameOf = (access: TeamAccess) =>
  (access.profile.exists ? textOf(access.profile, 'displayName') : '') || access.caller.name || '';

async function accessFor(
  firestore: Firestore,
  tx: Transaction,
  caller: Caller,
  companyId: string,
): Promise<TeamAccess> {
  const access = await teamAccess(firestore, tx, caller, companyId);
  requireTeam(access, 'canScheduleInterviews');
  requireCompany(access);
  return access;
}

/** Queues each mail in the transaction, so it is sent only if the change is made. */
function stageMails(
  firestore: Firestore,
  tx: Transaction,
  mails: { template: MailTemplate & `interview${string}`; recipient: Recipient }[],
  context: InterviewMailContext,
): void {
  for (const { template, recipient } of mails) {
    const ref = firestore
      .collection(COLLECTIONS.mail)
      .doc(interviewMailId(context.interview.id, context.interview.sequence, recipient));
    tx.create(ref, mailDocumentOf(interviewMail(template, recipient, context)));
  }
}

const candidateOf = (application: DocumentSnapshot) => {
  const candidate = (application.get('candidate') ?? {}) as Record<string, unknown>;
  return {
    name: typeof candidate.name === 'string' ? candidate.name : '',
    email: typeof candidate.email === 'string' ? candidate.email.trim() : '',
  };
};

interface Details {
  start: Date;
  timeZone: string;
  durationMinutes: number;
  kind: InterviewKind;
  location: string;
  interviewers: InterviewerRecipient[];
}

const storedInterviewers = (interviewers: readonly InterviewerRecipient[]) =>
  interviewers.map(({ uid, name, email }) => ({ uid, name, email }));

function contextOf(
  id: string,
  status: InterviewStatus,
  sequence: number,
  details: Omit<Details, 'interviewers'> & {
    interviewers: readonly { name: string; email: string }[];
  },
  names: { jobTitle: string; companyName: string; candidateName: string; candidateEmail: string },
): InterviewMailContext {
  return {
    interview: {
      id,
      status,
      sequence,
      startsAt: details.start,
      timeZone: details.timeZone,
      durationMinutes: details.durationMinutes,
      kind: details.kind,
      location: details.location,
      interviewers: details.interviewers,
    },
    jobTitle: names.jobTitle,
    companyName: names.companyName,
    candidateName: names.candidateName,
    candidateEmail: names.candidateEmail || null,
  };
}

/** The notice the job seeker reads: date, time, kind and nothing else. */
function noticeOf(
  interview: Pick<
    InterviewDocument,
    'applicantUid' | 'applicationId' | 'jobTitle' | 'timeZone' | 'durationMinutes' | 'kind'
  > & { startsAt: Date; status: InterviewStatus },
  companyName: string,
): WithFieldValue<InterviewNoticeDocument> {
  return {
    applicantUid: interview.applicantUid ?? '',
    applicationId: interview.applicationId,
    jobTitle: interview.jobTitle,
    companyName,
    startsAt: Timestamp.fromDate(interview.startsAt),
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    kind: interview.kind,
    status: interview.status,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * scheduleInterview {applicationId, startsAt, timeZone, durationMinutes, kind, location,
 * interviewerUids}: a new interview of the application's candidate.
 */
export async function scheduleInterview(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'scheduleInterview'>,
  options: InterviewOptions = {},
): Promise<ScheduleInterviewResult> {
  const now = options.now ?? new Date();
  const accountEmail = options.accountEmail ?? authEmail;
  const ref = firestore.collection(COLLECTIONS.interviews).doc();
  let companyId = '';
  let stored: { startsAt: Date; applicationId: string; jobId: string } | null = null;
  await firestore.runTransaction(async (tx) => {
    const application = await tx.get(applicationRef(firestore, input.applicationId));
    if (!application.exists) throw refusal('not-found', 'There is no such application');
    companyId = textOf(application, 'companyId');
    const access = await accessFor(firestore, tx, caller, companyId);
    requireOpenApplication(application);
    const start = checkedStart(input.startsAt, input.timeZone, now);
    const jobId = textOf(application, 'jobId');
    const [job] = await tx.getAll(firestore.doc(pathOf(docPaths.job(jobId))));
    const interviewers = await interviewersOf(firestore, tx, access, input.interviewerUids);
    const candidateMail = await candidateRecipient(firestore, tx, application, accountEmail);
    const held = await options.hold?.(tx, ref.id);

    const skills: unknown = job?.exists ? job.get('skills') : [];
    const companyName = textOf(access.company, 'name');
    const jobTitle = textOf(application, 'jobTitle') || (job?.exists ? textOf(job, 'title') : '');
    const candidate = candidateOf(application);
    const applicantUid = textOf(application, 'applicantUid') || null;
    const byName = callerNameOf(access);
    const details: Details = {
      start,
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      kind: input.kind,
      location: input.location,
      interviewers,
    };
    const interview: WithFieldValue<InterviewDocument> = {
      companyId,
      applicationId: application.id,
      jobId,
      jobTitle,
      candidateName: candidate.name,
      applicantUid,
      startsAt: Timestamp.fromDate(start),
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      kind: input.kind,
      location: input.location,
      interviewers: storedInterviewers(interviewers),
      interviewerUids: interviewers.map((interviewer) => interviewer.uid),
      attributes: interviewAttributesOf(
        Array.isArray(skills) ? skills.filter((skill) => typeof skill === 'string') : [],
      ),
      status: 'scheduled',
      sequence: 0,
      scheduledBy: caller.uid,
      scheduledByName: byName,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, interview);
    if (applicantUid) {
      tx.set(
        noticeRef(firestore, ref.id),
        noticeOf(
          {
            applicantUid,
            applicationId: application.id,
            jobTitle,
            timeZone: input.timeZone,
            durationMinutes: input.durationMinutes,
            kind: input.kind,
            startsAt: start,
            status: 'scheduled',
          },
          companyName,
        ),
      );
    }
    const stage = textOf(application, 'stage') as ApplicationStage;
    if (MOVED_TO_INTERVIEW.includes(stage))
      moveToInterview(firestore, tx, application.ref, stage, caller, byName);

    const context = contextOf(ref.id, 'scheduled', 0, details, {
      jobTitle,
      companyName,
      candidateName: candidate.name,
      candidateEmail: candidateMail?.email ?? candidate.email,
    });
    const recipients = [
      ...(candidateMail ? [candidateMail] : []),
      ...interviewerRecipients(interviewers),
    ];
    stageMails(
      firestore,
      tx,
      recipients.map((recipient) => ({ template: 'interviewInvitation', recipient })),
      context,
    );
    held?.();
    stored = { startsAt: start, applicationId: application.id, jobId };
  });
  const done = stored as { startsAt: Date; applicationId: string; jobId: string } | null;
  if (done) {
    await queueWebhookEvent(firestore, {
      companyId,
      type: 'interview.scheduled',
      eventId: `interview_${ref.id}_scheduled`,
      data: {
        interviewId: ref.id,
        applicationId: done.applicationId,
        jobId: done.jobId,
        startsAt: done.startsAt.toISOString(),
        timeZone: input.timeZone,
        durationMinutes: input.durationMinutes,
        kind: input.kind,
        interviewerUids: [...new Set(input.interviewerUids)],
      },
    });
  }
  return { interviewId: ref.id };
}

/** The candidate's move to the interview stage, as the app's "Move to" writes it. */
function moveToInterview(
  firestore: Firestore,
  tx: Transaction,
  application: DocumentReference,
  from: ApplicationStage,
  caller: Caller,
  byName: string,
): void {
  const eventRef = application.collection(COLLECTIONS.stageEvents).doc();
  tx.update(application, {
    stage: 'interview' satisfies ApplicationStage,
    stageChangedAt: FieldValue.serverTimestamp(),
    stageChangedBy: caller.uid,
    sharedReason: null,
    stageEventId: eventRef.id,
  });
  const event: WithFieldValue<StageEventDocument> = {
    from,
    to: 'interview',
    by: caller.uid,
    byName,
    at: FieldValue.serverTimestamp(),
    reason: null,
    reasonShared: false,
  };
  tx.set(eventRef, event);
}

/** The interview, the caller's rights over it, its application and company name. */
async function loadInterview(firestore: Firestore, tx: Transaction, caller: Caller, id: string) {
  const interview = await tx.get(interviewRef(firestore, id));
  if (!interview.exists) throw refusal('not-found', 'There is no such interview');
  const access = await accessFor(firestore, tx, caller, textOf(interview, 'companyId'));
  if (textOf(interview, 'status') === 'cancelled') {
    throw refusal('interview-cancelled', 'The interview was cancelled');
  }
  const application = await tx.get(applicationRef(firestore, textOf(interview, 'applicationId')));
  return { interview, access, application };
}

/**
 * What a change to a stored interview reads last (after its checks): the candidate's recipient
 * (none without an application), the job seeker's notice, and the names its mails show.
 */
async function changeReads(
  firestore: Firestore,
  tx: Transaction,
  { interview, access, application }: Awaited<ReturnType<typeof loadInterview>>,
  accountEmail: AccountEmail,
) {
  const candidateMail = application.exists
    ? await candidateRecipient(firestore, tx, application, accountEmail)
    : null;
  const notice = await tx.get(noticeRef(firestore, interview.id));
  const names = {
    jobTitle: textOf(interview, 'jobTitle'),
    companyName: textOf(access.company, 'name'),
    candidateName: textOf(interview, 'candidateName'),
    candidateEmail:
      candidateMail?.email ?? (application.exists ? candidateOf(application).email : ''),
  };
  return { candidateMail, notice, names };
}

const sequenceOf = (interview: DocumentSnapshot) => {
  const value: unknown = interview.get('sequence');
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
};

const storedInterviewersOf = (interview: DocumentSnapshot): InterviewerRecipient[] => {
  const value: unknown = interview.get('interviewers');
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const text = (field: string) => (typeof record[field] === 'string' ? record[field] : '');
    return { uid: text('uid'), name: text('name'), email: text('email'), locale: '' };
  });
};

/** The stored interviewers' languages (their profiles'), for the mails to them. */
async function withLocales(
  firestore: Firestore,
  tx: Transaction,
  interviewers: InterviewerRecipient[],
): Promise<InterviewerRecipient[]> {
  if (interviewers.length === 0) return [];
  const profiles = await tx.getAll(
    ...interviewers.map((interviewer) =>
      firestore.collection(COLLECTIONS.users).doc(interviewer.uid),
    ),
  );
  return interviewers.map((interviewer, index) => {
    const profile = profiles[index];
    return { ...interviewer, locale: profile?.exists ? textOf(profile, 'locale') : '' };
  });
}

/**
 * rescheduleInterview {interviewId, …the details}: a new time, length, kind, place or interviewers;
 * the sequence goes up, the notice follows, and everyone gets the update (an interviewer added
 * gets the invitation, one taken off gets a cancellation).
 */
export async function rescheduleInterview(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'rescheduleInterview'>,
  options: InterviewOptions = {},
): Promise<{ ok: true; sequence: number }> {
  const now = options.now ?? new Date();
  const accountEmail = options.accountEmail ?? authEmail;
  let sequence = 0;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadInterview(firestore, tx, caller, input.interviewId);
    const { interview, access, application } = loaded;
    if (application.exists) requireOpenApplication(application);
    // every move mails everyone: an interview moved this often is cancelled and scheduled anew
    if (sequenceOf(interview) >= INTERVIEW_LIMITS.changesMax) {
      throw refusal('interview-change-limit', 'The interview has been changed too often');
    }
    const start = checkedStart(input.startsAt, input.timeZone, now);
    const interviewers = await interviewersOf(firestore, tx, access, input.interviewerUids);
    const before = await withLocales(firestore, tx, storedInterviewersOf(interview));
    const { candidateMail, notice, names } = await changeReads(firestore, tx, loaded, accountEmail);
    const held = await options.hold?.(tx, interview.id);

    sequence = sequenceOf(interview) + 1;
    held?.();
    tx.update(interview.ref, {
      startsAt: Timestamp.fromDate(start),
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      kind: input.kind,
      location: input.location,
      interviewers: storedInterviewers(interviewers),
      interviewerUids: interviewers.map((interviewer) => interviewer.uid),
      sequence,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const applicantUid = textOf(interview, 'applicantUid') || null;
    if (applicantUid && notice.exists) {
      tx.update(notice.ref, {
        startsAt: Timestamp.fromDate(start),
        timeZone: input.timeZone,
        durationMinutes: input.durationMinutes,
        kind: input.kind,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    const details = {
      start,
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      kind: input.kind,
      location: input.location,
    };
    const context = contextOf(
      interview.id,
      'scheduled',
      sequence,
      { ...details, interviewers },
      names,
    );
    const kept = new Set(before.map((interviewer) => interviewer.uid));
    const staying = new Set(interviewers.map((interviewer) => interviewer.uid));
    const team = interviewerRecipients(interviewers);
    stageMails(
      firestore,
      tx,
      [
        ...(candidateMail
          ? [{ template: 'interviewUpdated' as const, recipient: candidateMail }]
          : []),
        ...team.map((recipient) => ({
          template: kept.has(recipient.key)
            ? ('interviewUpdated' as const)
            : ('interviewInvitation' as const),
          recipient,
        })),
      ],
      context,
    );
    // an interviewer taken off: the event leaves their calendar
    const removed = interviewerRecipients(before.filter((entry) => !staying.has(entry.uid)));
    if (removed.length > 0) {
      stageMails(
        firestore,
        tx,
        removed.map((recipient) => ({ template: 'interviewCancelled' as const, recipient })),
        contextOf(
          interview.id,
          'cancelled',
          sequence,
          { ...details, interviewers: removed },
          names,
        ),
      );
    }
  });
  return { ok: true, sequence };
}

/** cancelInterview {interviewId}: the interview is cancelled; everyone gets the cancellation. */
export async function cancelInterview(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'cancelInterview'>,
  options: InterviewOptions = {},
): Promise<{ ok: true; sequence: number }> {
  const accountEmail = options.accountEmail ?? authEmail;
  let sequence = 0;
  await firestore.runTransaction(async (tx) => {
    const loaded = await loadInterview(firestore, tx, caller, input.interviewId);
    const { interview } = loaded;
    const interviewers = await withLocales(firestore, tx, storedInterviewersOf(interview));
    const { candidateMail, notice, names } = await changeReads(firestore, tx, loaded, accountEmail);
    const held = await options.hold?.(tx, interview.id);

    sequence = sequenceOf(interview) + 1;
    held?.();
    tx.update(interview.ref, {
      status: 'cancelled' satisfies InterviewStatus,
      sequence,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (notice.exists) {
      tx.update(notice.ref, {
        status: 'cancelled' satisfies InterviewStatus,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    const startsAt: unknown = interview.get('startsAt');
    const start = startsAt instanceof Timestamp ? startsAt.toDate() : new Date(0);
    const durationValue: unknown = interview.get('durationMinutes');
    const context = contextOf(
      interview.id,
      'cancelled',
      sequence,
      {
        start,
        timeZone: textOf(interview, 'timeZone', 'UTC'),
        durationMinutes: typeof durationValue === 'number' ? durationValue : 0,
        kind: textOf(interview, 'kind', 'video') as InterviewKind,
        location: textOf(interview, 'location'),
        interviewers,
      },
      names,
    );
    stageMails(
      firestore,
      tx,
      [...(candidateMail ? [candidateMail] : []), ...interviewerRecipients(interviewers)].map(
        (recipient) => ({ template: 'interviewCancelled' as const, recipient }),
      ),
      context,
    );
  });
  return { ok: true, sequence };
}
