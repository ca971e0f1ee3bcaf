// interviews/{id}: an interview of a candidate in a company's pipeline, scheduled by a member with
// canScheduleInterviews through the scheduleInterview / rescheduleInterview / cancelInterview
// callables (the server checks the interviewers are on the team, moves the candidate to the
// interview stage and mails everyone an invitation with the event attached). Interviewers (members
// with canConductInterviews named on it) each submit one scorecard:
// interviews/{id}/scorecards/{their uid}. The job seeker never reads an interview: the server
// keeps interviewNotices/{interviewId} for them (date, time, kind and nothing else).
import * as z from 'zod/mini';
import { timestampField } from './fields.js';
import { DISPLAY_NAME_MAX_LENGTH } from './user-rules.js';

export const INTERVIEW_KINDS = ['video', 'phone', 'onSite'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];

const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Strong no … strong yes, in that order. */
export const RECOMMENDATIONS = ['strongNo', 'no', 'yes', 'strongYes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const INTERVIEW_LIMITS = {
  durationMin: 15,
  durationMax: 480,
  locationMax: 500,
  interviewersMax: 6,
  attributesMax: 8,
  attributeMax: 60,
  notesMax: 5_000,
  ratingMin: 1,
  ratingMax: 5,
  /** How far ahead an interview may be scheduled. */
  daysAheadMax: 366,
  /** How often one interview may be moved (each move mails everyone). */
  changesMax: 20,
} as const;

/** The attributes rated when the job names no skills. Translated under `interviews.attributes.*`. */
export const DEFAULT_ATTRIBUTES = ['communication', 'problemSolving', 'roleKnowledge'] as const;

/** A job's key attributes for scorecards: its first skills, or the default three. */
export function interviewAttributesOf(skills: readonly string[]): string[] {
  const named = [...new Set(skills.map((skill) => skill.trim()).filter(Boolean))];
  return named.length > 0
    ? named.slice(0, INTERVIEW_LIMITS.attributesMax)
    : [...DEFAULT_ATTRIBUTES];
}

/** A document id: never a `/`, which would reach into another collection. */
const id = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[^/]+$/));

const interviewerSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  name: z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: z.string(),
});
export type Interviewer = z.infer<typeof interviewerSchema>;

export const interviewSchema = z.object({
  companyId: z.string().check(z.minLength(1)),
  applicationId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
  jobTitle: z.string(),
  candidateName: z.string(),
  /** The applicant's uid; null for a talent-pool candidate. */
  applicantUid: z.nullable(z.string()),
  /** The instant it starts. */
  startsAt: timestampField,
  /** The IANA time zone it was scheduled in (the wall-clock time the scheduler chose). */
  timeZone: z.string().check(z.minLength(1)),
  durationMinutes: z.int(),
  kind: z.enum(INTERVIEW_KINDS),
  /** The address, the video link or the phone number. */
  location: z.string().check(z.maxLength(INTERVIEW_LIMITS.locationMax)),
  interviewers: z.array(interviewerSchema),
  /** The interviewers' uids (for queries and rules). */
  interviewerUids: z.array(z.string()),
  /** The job's key attributes the scorecards rate. */
  attributes: z.array(z.string()),
  status: z.enum(INTERVIEW_STATUSES),
  /** Raised by every change: the calendar event's SEQUENCE, so calendar apps take the update. */
  sequence: z.int(),
  scheduledBy: z.string(),
  scheduledByName: z.string(),
  createdAt: timestampField,
  updatedAt: timestampField,
});
export type InterviewDocument = z.infer<typeof interviewSchema>;

/** interviewNotices/{interviewId}: what the job seeker sees of their interview. Server-written. */
export const interviewNoticeSchema = z.object({
  applicantUid: z.string().check(z.minLength(1)),
  applicationId: z.string().check(z.minLength(1)),
  jobTitle: z.string(),
  companyName: z.string(),
  startsAt: timestampField,
  timeZone: z.string(),
  durationMinutes: z.int(),
  kind: z.enum(INTERVIEW_KINDS),
  status: z.enum(INTERVIEW_STATUSES),
  updatedAt: timestampField,
});
export type InterviewNoticeDocument = z.infer<typeof interviewNoticeSchema>;

const rating = z.int().check(z.gte(INTERVIEW_LIMITS.ratingMin), z.lte(INTERVIEW_LIMITS.ratingMax));

/**
 * interviews/{id}/scorecards/{uid}: one interviewer's scorecard, written by that interviewer
 * (firestore.rules: canConductInterviews, named on the interview, a rating for each of its
 * attributes and no other). Visible to everyone who can see the interview.
 */
export const scorecardSchema = z.object({
  authorUid: z.string().check(z.minLength(1)),
  authorName: z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  /** attribute → 1..5 */
  ratings: z.record(z.string(), rating),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string().check(z.maxLength(INTERVIEW_LIMITS.notesMax)),
  submittedAt: timestampField,
});
export type ScorecardDocument = z.infer<typeof scorecardSchema>;

/** calendarFeeds/{uid}: a member's private calendar feed. Server-written; the secret is only hashed. */
export const calendarFeedSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  companyId: z.string().check(z.minLength(1)),
  /** SHA-256 (hex) of the secret in the feed's URL. */
  tokenHash: z.string(),
  createdAt: timestampField,
});
export type CalendarFeedDocument = z.infer<typeof calendarFeedSchema>;

/**
 * A web address (http or https) to link to, and the calendar event's URL; null for an address or
 * a phone number.
 */
export function webAddressOf(location: string): string | null {
  const text = location.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// ---------- callable inputs ----------

const interviewDetails = {
  /** ISO 8601 instant. */
  startsAt: z.iso.datetime(),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  durationMinutes: z
    .int()
    .check(z.gte(INTERVIEW_LIMITS.durationMin), z.lte(INTERVIEW_LIMITS.durationMax)),
  kind: z.enum(INTERVIEW_KINDS),
  /** One line of text: no control characters (they would break the calendar event's lines). */
  location: z
    .string()
    .check(z.trim(), z.maxLength(INTERVIEW_LIMITS.locationMax), z.regex(/^\P{Cc}*$/u)),
  interviewerUids: z.array(id).check(z.minLength(1), z.maxLength(INTERVIEW_LIMITS.interviewersMax)),
};

/** canScheduleInterviews in the application's company. */
export const scheduleInterviewInput = z.object({ applicationId: id, ...interviewDetails });
export type ScheduleInterviewInput = z.infer<typeof scheduleInterviewInput>;
export type ScheduleInterviewResult = { interviewId: string };

/** canScheduleInterviews; a cancelled interview cannot be rescheduled. */
export const rescheduleInterviewInput = z.object({ interviewId: id, ...interviewDetails });
export type RescheduleInterviewInput = z.infer<typeof rescheduleInterviewInput>;

export const cancelInterviewInput = z.object({ interviewId: id });

/** A member creates (or replaces) their own calendar feed; the URL is answered once. */
export type CreateCalendarFeedResult = { url: string };

/** The feed's address under the app (`?token=<secret>`), served by the functions' /api router. */
export const CALENDAR_FEED_PATH = '/api/calendar-feed';
/** The feed lists the member's scheduled interviews from this many days ago on. */
export const CALENDAR_FEED_PAST_DAYS = 30;
