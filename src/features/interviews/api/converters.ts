// The interview documents read through their contracts: a missing or mistyped field reads as its
// empty value, so one bad document never breaks a screen.
import type { ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS, docPaths, pathOf } from '@contracts/collections';
import type { TimestampLike } from '@contracts/fields';
import {
  calendarFeedSchema,
  interviewNoticeSchema,
  interviewSchema,
  scorecardSchema,
  type Interviewer,
  type InterviewKind,
  type InterviewStatus,
  type Recommendation,
} from '@contracts/interview';
import { schemaConverter } from '@/lib/firebase/converters';
import type { CalendarFeed, Interview, InterviewNotice, Scorecard } from '../types';

const NO_TIME = null as TimestampLike | null;
const dateOf = (time: TimestampLike | null) => (time ? time.toDate() : null);
const SCHEDULED: InterviewStatus = 'scheduled';
const VIDEO: InterviewKind = 'video';
const NO: Recommendation = 'no';

export const interviewConverter = schemaConverter(
  interviewSchema,
  {
    companyId: '',
    applicationId: '',
    jobId: '',
    jobTitle: '',
    candidateName: '',
    applicantUid: null as string | null,
    startsAt: NO_TIME,
    timeZone: 'UTC',
    durationMinutes: 0,
    kind: VIDEO,
    location: '',
    interviewers: [] as Interviewer[],
    interviewerUids: [] as string[],
    attributes: [] as string[],
    status: SCHEDULED,
    sequence: 0,
    scheduledBy: '',
    scheduledByName: '',
    updatedAt: NO_TIME,
  },
  ({ startsAt, updatedAt, ...rest }, id): Interview => ({
    ...rest,
    id,
    startsAt: dateOf(startsAt) ?? new Date(0),
    updatedAt: dateOf(updatedAt),
  }),
);

export const scorecardConverter = schemaConverter(
  scorecardSchema,
  {
    authorUid: '',
    authorName: '',
    ratings: {},
    recommendation: NO,
    notes: '',
    submittedAt: NO_TIME,
  },
  ({ submittedAt, authorUid, ...rest }, id): Scorecard => ({
    ...rest,
    authorUid: authorUid || id,
    submittedAt: dateOf(submittedAt),
  }),
);

export const noticeConverter = schemaConverter(
  interviewNoticeSchema,
  {
    applicationId: '',
    jobTitle: '',
    companyName: '',
    startsAt: NO_TIME,
    timeZone: 'UTC',
    durationMinutes: 0,
    kind: VIDEO,
    status: SCHEDULED,
  },
  ({ startsAt, ...rest }, id): InterviewNotice => ({
    ...rest,
    id,
    startsAt: dateOf(startsAt) ?? new Date(0),
  }),
);

export const calendarFeedConverter = schemaConverter(
  calendarFeedSchema,
  { uid: '', companyId: '', createdAt: NO_TIME },
  ({ uid, companyId, createdAt }, id): CalendarFeed => ({
    uid: uid || id,
    companyId,
    createdAt: dateOf(createdAt),
  }),
);

/** Reading options for snapshots: a time the server has not set yet reads as the local estimate. */
export const ESTIMATED_TIMES = { serverTimestamps: 'estimate' } as const;

export const interviewsCollection = (fs: ReadingFirestore) =>
  fs.collection(fs.db, COLLECTIONS.interviews).withConverter(interviewConverter);
export const interviewDoc = (fs: ReadingFirestore, interviewId: string) =>
  fs.doc(fs.db, pathOf(docPaths.interview(interviewId))).withConverter(interviewConverter);
export const scorecardsCollection = (fs: ReadingFirestore, interviewId: string) =>
  fs.collection(fs.db, pathOf(docPaths.scorecards(interviewId))).withConverter(scorecardConverter);
export const scorecardDoc = (fs: ReadingFirestore, interviewId: string, uid: string) =>
  fs.doc(fs.db, pathOf(docPaths.scorecard(interviewId, uid))).withConverter(scorecardConverter);
export const noticesCollection = (fs: ReadingFirestore) =>
  fs.collection(fs.db, COLLECTIONS.interviewNotices).withConverter(noticeConverter);
export const calendarFeedDoc = (fs: ReadingFirestore, uid: string) =>
  fs.doc(fs.db, pathOf(docPaths.calendarFeed(uid))).withConverter(calendarFeedConverter);
