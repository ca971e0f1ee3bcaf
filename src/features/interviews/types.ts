import type {
  CalendarFeedDocument,
  InterviewDocument,
  InterviewNoticeDocument,
  ScorecardDocument,
} from '@contracts/interview';

export type {
  Interviewer,
  InterviewKind,
  InterviewStatus,
  Recommendation,
} from '@contracts/interview';

/** An interview as the screens read it: its id, its start as a Date. */
export interface Interview extends Omit<InterviewDocument, 'startsAt' | 'createdAt' | 'updatedAt'> {
  id: string;
  /** The instant it starts. */
  startsAt: Date;
  updatedAt: Date | null;
}

/** One interviewer's submitted scorecard (the document id is their uid). */
export interface Scorecard extends Omit<ScorecardDocument, 'submittedAt'> {
  submittedAt: Date | null;
}

/** What the job seeker sees of their interview. */
export interface InterviewNotice extends Omit<
  InterviewNoticeDocument,
  'startsAt' | 'updatedAt' | 'applicantUid'
> {
  id: string;
  startsAt: Date;
}

/** The signed-in member's calendar feed, when they have one. */
export interface CalendarFeed extends Pick<CalendarFeedDocument, 'uid' | 'companyId'> {
  createdAt: Date | null;
}

/** A team member who may be named as an interviewer. */
export interface InterviewerOption {
  uid: string;
  name: string;
  email: string;
}

/** What the schedule dialog sends (both to schedule and to reschedule). */
export interface InterviewDetails {
  /** ISO 8601 instant. */
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
  kind: InterviewDocument['kind'];
  location: string;
  interviewerUids: string[];
}
