import { INTERVIEW_LIMITS } from '@contracts/interview';

export { INTERVIEW_LIMITS };

/** A new interview lasts this long unless the scheduler changes it (minutes). */
export const DEFAULT_DURATION_MINUTES = 45;

/** A new interview starts at this hour of the scheduler's chosen day. */
export const DEFAULT_START_HOUR = 10;

/** The days a week view shows. */
export const WEEK_LENGTH = 7;

/** How many upcoming interviews the list shows (the nearest first). */
export const UPCOMING_LIMIT = 100;

/** How many interviews the employer dashboard's card lists. */
export const DASHBOARD_NEXT = 5;

/** Interviewers "differ" on an attribute when their ratings are this far apart (or more). */
export const DIFFER_SPREAD = 2;

/** The names of the drafts kept while an interviewer types (see src/lib/drafts). */
export const draftNames = {
  scorecard: (interviewId: string) => `interviews:scorecard:${interviewId}`,
};

/** A booking link's window starts tomorrow and lasts this many days unless the sender changes it. */
export const DEFAULT_BOOKING_WINDOW_DAYS = 14;

/** A booking link keeps this many minutes free around each interview unless the sender changes it. */
export const DEFAULT_BOOKING_BUFFER_MINUTES = 15;
