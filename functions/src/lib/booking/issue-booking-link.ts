// One candidate's booking link: the checks and the write behind the createBookingLink callable,
// and what bulk actions call for each of many candidates. The caller needs canScheduleInterviews
// in the application's company; the application must still be open; the window must lie ahead,
// within BOOKING_LIMITS.windowDaysMax days; every interviewer must be a member who may conduct
// interviews and keep a time zone and working hours. The server makes the link's id (or takes
// the one a bulk run made, so a retry finds the link it already made) and its signed token, and
// mails the link to an applicant in their language (the company's own 'bookingInvite' template,
// else the platform's), once per link: a retry queues no second mail.
//
//   const link = await issueBookingLink(firestore, caller, input, { now, linkId });
//   // → { linkId, url, created, mailed }
import {
  FieldValue,
  Timestamp,
  type Firestore,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  BOOKING_LIMITS,
  COLLECTIONS,
  DAY_MS,
  INTERVIEW_LIMITS,
  bookingPagePath,
  docPaths,
  pathOf,
  type BookingLinkDocument,
  type CreateBookingLinkInput,
} from '../../contracts.js';
import { bookingWindow, isValidTimeZone, workingHoursOf } from '../../domain.js';
import { refusal, type Caller } from '../callable.js';
import {
  candidateRecipient,
  interviewersOf,
  requireOpenApplication,
  type Recipient,
} from '../interview-people.js';
import { authEmail, type AccountEmail } from '../mail/account-email.js';
import { renderCandidateMail } from '../mail/candidate-template.js';
import { appUrl } from '../mail/config.js';
import { queueMail } from '../mail/queue-mail.js';
import { mailLocaleOf } from '../mail/render.js';
import { profileRef } from '../refs.js';
import { textOf } from '../snapshot.js';
import { requireCompany, requireTeam, teamAccess } from '../team-access.js';
import { bookingToken } from './booking-token.js';

export interface IssueBookingLinkOptions {
  /** The time the window is checked against (by default now). */
  now?: Date;
  /** Where an applicant's address comes from (by default Firebase Auth). */
  accountEmail?: AccountEmail;
  /** The link's id, made by the server (a bulk run's); by default a new one. */
  linkId?: string;
}

export interface IssuedBookingLink {
  linkId: string;
  /** The candidate's page, `<APP_URL>/book/<token>`. */
  url: string;
  /** False when a link of that id already existed (a retried bulk run): nothing was written. */
  created: boolean;
  /** Whether the link was mailed to the candidate (an applicant; never a talent-pool candidate). */
  mailed: boolean;
}

/** The id of a link's mail: one per link. */
export const bookingMailId = (linkId: string) => `booking_${linkId}`;

/** The link's mail to the candidate, queued once (its id is the link's). */
async function mailLink(
  firestore: Firestore,
  link: { linkId: string; url: string; companyId: string; companyName: string; jobTitle: string },
  candidate: Recipient,
): Promise<void> {
  const mail = await renderCandidateMail({
    firestore,
    companyId: link.companyId,
    kind: 'bookingInvite',
    locale: candidate.locale,
    fields: {
      name: candidate.name,
      jobTitle: link.jobTitle,
      companyName: link.companyName,
      bookingLink: link.url,
    },
  });
  await queueMail({ to: candidate.email, ...mail }, { firestore, id: bookingMailId(link.linkId) });
}

const HOUR_MS = 3_600_000;

/** The first word of a name: all the candidate sees of an interviewer. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export const bookingLinkRef = (firestore: Firestore, linkId: string) =>
  firestore.doc(pathOf(docPaths.bookingLink(linkId)));

/** The link's page for its token. */
export const bookingUrl = (linkId: string) => `${appUrl()}${bookingPagePath(bookingToken(linkId))}`;

/** Checks and stores one candidate's booking link (see the top of this file). */
export async function issueBookingLink(
  firestore: Firestore,
  caller: Caller,
  input: CreateBookingLinkInput,
  options: IssueBookingLinkOptions = {},
): Promise<IssuedBookingLink> {
  const now = options.now ?? new Date();
  const accountEmail = options.accountEmail ?? authEmail;
  const ref = options.linkId
    ? bookingLinkRef(firestore, options.linkId)
    : firestore.collection(COLLECTIONS.bookingLinks).doc();
  const issued = await firestore.runTransaction(async (tx) => {
    const [application, existing] = await tx.getAll(
      firestore.doc(pathOf(docPaths.application(input.applicationId))),
      ref,
    );
    if (!application?.exists) throw refusal('not-found', 'There is no such application');
    const companyId = textOf(application, 'companyId');
    const access = await teamAccess(firestore, tx, caller, companyId);
    requireTeam(access, 'canScheduleInterviews');
    requireCompany(access);
    const companyName = textOf(access.company, 'name');
    const jobTitle = textOf(application, 'jobTitle');
    const candidate = await candidateRecipient(firestore, tx, application, accountEmail);
    const found = { linkId: ref.id, url: bookingUrl(ref.id), candidate, jobTitle, companyId };
    if (existing?.exists) {
      if (textOf(existing, 'applicationId') !== application.id) {
        throw refusal('invalid-input', 'linkId: names another candidate’s link');
      }
      return { ...found, companyName, created: false };
    }
    requireOpenApplication(application);
    if (!isValidTimeZone(input.timeZone)) {
      throw refusal('invalid-time-zone', `"${input.timeZone}" is not an IANA time zone`);
    }
    const window = bookingWindow(input.fromDate, input.toDate, input.timeZone);
    if (
      !Number.isFinite(window.start) ||
      !Number.isFinite(window.end) ||
      window.end <= window.start ||
      window.end <= now.getTime() ||
      // a window across a daylight-saving change may be an hour longer than its days
      window.end - window.start > BOOKING_LIMITS.windowDaysMax * DAY_MS + HOUR_MS ||
      window.end > now.getTime() + INTERVIEW_LIMITS.daysAheadMax * DAY_MS
    ) {
      throw refusal(
        'booking-window-invalid',
        `The window must end in the future and last at most ${BOOKING_LIMITS.windowDaysMax} days`,
      );
    }
    const interviewers = await interviewersOf(firestore, tx, access, input.interviewerUids);
    const profiles = await tx.getAll(
      ...interviewers.map((interviewer) => profileRef(firestore, interviewer.uid)),
    );
    const withoutHours = interviewers.filter((_, index) => {
      const profile = profiles[index];
      const hours = workingHoursOf(profile?.get('workingHours'));
      return (
        !isValidTimeZone(profile ? textOf(profile, 'timeZone') : '') ||
        Object.values(hours).every((intervals) => intervals.length === 0)
      );
    });
    if (withoutHours.length > 0) {
      throw refusal(
        'interviewer-without-hours',
        `${withoutHours.map((interviewer) => interviewer.uid).join(', ')}: no working hours or time zone`,
      );
    }
    const link: WithFieldValue<BookingLinkDocument> = {
      companyId,
      applicationId: application.id,
      jobTitle,
      companyName,
      durationMinutes: input.durationMinutes,
      bufferMinutes: input.bufferMinutes,
      kind: input.kind,
      location: input.location,
      interviewerUids: interviewers.map((interviewer) => interviewer.uid),
      interviewerFirstNames: interviewers.map((interviewer) => firstNameOf(interviewer.name)),
      windowStart: Timestamp.fromMillis(window.start),
      windowEnd: Timestamp.fromMillis(window.end),
      expiresAt: Timestamp.fromMillis(window.end),
      locale: mailLocaleOf(candidate?.locale ?? textOf(application, 'locale')),
      status: 'open',
      interviewId: null,
      createdBy: caller.uid,
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, link);
    return { ...found, companyName, created: true };
  });
  const { candidate, ...link } = issued;
  if (candidate) await mailLink(firestore, link, candidate);
  return { linkId: link.linkId, url: link.url, created: link.created, mailed: candidate !== null };
}
