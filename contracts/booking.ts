// Candidate self-scheduling: a member with canScheduleInterviews sends a candidate a signed
// booking link (createBookingLink) naming the interview's length, the interviewers, a window and
// a buffer; the candidate opens /book/<token> without signing in, sees the times every
// interviewer is free (their working hours, kept on their profile with their time zone, minus
// their interviews) and books, moves or cancels one through /api/booking/*. The server keeps
// bookingLinks/{id} and one bookingLocks/{uid}_{cell} per interviewer and BOOKING_CELL_MINUTES of
// a booked interview (with its buffer after it), so two bookings can never hold the same time.
// Both collections are the server's alone (firestore.rules matches neither).
import * as z from 'zod/mini';
import type { ApiBodyRule } from './api.js';
import { timestampField } from './fields.js';
import { INTERVIEW_KINDS, INTERVIEW_LIMITS } from './interview.js';
import { LINKED_PATHS } from './links.js';
import { LOCALES } from './locales.js';

export const BOOKING_LIMITS = {
  /** Longest window a link offers, in days. */
  windowDaysMax: 60,
  /** Most buffer before and after each interview, in minutes. */
  bufferMax: 120,
  /** A slot starts at least this many hours after the candidate looks. */
  minNoticeHours: 12,
  /** A booked interview is moved or cancelled from the link until this many hours before it. */
  changeCutoffHours: 24,
  /** Slots start on this grid (minutes past the hour, in UTC). */
  slotStepMinutes: 15,
  /** Working-hour intervals per weekday. */
  intervalsPerDay: 4,
} as const;

/** The granularity of the server's busy-time locks: a booked interview holds whole cells. */
export const BOOKING_CELL_MINUTES = 15;

/** The weekdays as working hours name them, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day, "HH:MM" (00:00–24:00). */
const clock = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/));

/** One working interval on a weekday, on the member's wall clock: start before end. */
export const workingIntervalSchema = z.object({ start: clock, end: clock }).check(
  z.refine((interval) => interval.start < interval.end, {
    message: 'end: must be after start',
    path: ['end'],
  }),
);
export type WorkingInterval = z.infer<typeof workingIntervalSchema>;

/**
 * users/{uid}.workingHours: per weekday the intervals a member can be interviewing, in the time
 * zone of their profile (users/{uid}.timeZone). A weekday left out is a day off.
 */
export const workingHoursSchema = z.partialRecord(
  z.enum(WEEKDAYS),
  z.array(workingIntervalSchema).check(z.maxLength(BOOKING_LIMITS.intervalsPerDay)),
);
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** The hours a member starts with in the editor: Monday to Friday, 09:00–17:00. */
export const DEFAULT_WORKING_HOURS: WorkingHours = Object.fromEntries(
  WEEKDAYS.slice(0, 5).map((day) => [day, [{ start: '09:00', end: '17:00' }]]),
);

const BOOKING_STATUSES = ['open', 'booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** bookingLinks/{id}: one candidate's link. Written by the server alone. */
export const bookingLinkSchema = z.object({
  companyId: z.string().check(z.minLength(1)),
  applicationId: z.string().check(z.minLength(1)),
  jobTitle: z.string(),
  companyName: z.string(),
  durationMinutes: z.int(),
  bufferMinutes: z.int(),
  kind: z.enum(INTERVIEW_KINDS),
  location: z.string(),
  interviewerUids: z.array(z.string()),
  /** What the candidate sees of each interviewer: the first word of their name. */
  interviewerFirstNames: z.array(z.string()),
  windowStart: timestampField,
  windowEnd: timestampField,
  /** The link stops working then (the window's end). */
  expiresAt: timestampField,
  /** The candidate's language (the page's first language). */
  locale: z.enum(LOCALES),
  status: z.enum(BOOKING_STATUSES),
  /** The interview booked through the link, while it stands. */
  interviewId: z.nullable(z.string()),
  createdBy: z.string(),
  createdAt: timestampField,
});
export type BookingLinkDocument = z.infer<typeof bookingLinkSchema>;

/** bookingLocks/{uid}_{cell start ms}: one interviewer's busy cell. Written by the server alone. */
export const bookingLockSchema = z.object({
  uid: z.string(),
  linkId: z.string(),
  interviewId: z.string(),
  startsAt: timestampField,
});
export type BookingLockDocument = z.infer<typeof bookingLockSchema>;

/** A lock's id: the interviewer and the cell's first instant. */
export const bookingLockId = (uid: string, cellStartMs: number) => `${uid}_${cellStartMs}`;

/** A calendar day, "YYYY-MM-DD". */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const docId = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[^/]+$/));

/**
 * createBookingLink: canScheduleInterviews in the application's company. The window runs from
 * the start of `fromDate` to the end of `toDate` in `timeZone` (the sender's).
 */
export const createBookingLinkInput = z.object({
  applicationId: docId,
  durationMinutes: z
    .int()
    .check(z.gte(INTERVIEW_LIMITS.durationMin), z.lte(INTERVIEW_LIMITS.durationMax)),
  bufferMinutes: z.int().check(z.gte(0), z.lte(BOOKING_LIMITS.bufferMax)),
  kind: z.enum(INTERVIEW_KINDS),
  location: z
    .string()
    .check(z.trim(), z.maxLength(INTERVIEW_LIMITS.locationMax), z.regex(/^\P{Cc}*$/u)),
  interviewerUids: z
    .array(docId)
    .check(z.minLength(1), z.maxLength(INTERVIEW_LIMITS.interviewersMax)),
  fromDate: day,
  toDate: day,
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type CreateBookingLinkInput = z.infer<typeof createBookingLinkInput>;
/** The link's address (answered once; only its signature's holder can open it), and whether it was mailed. */
export type CreateBookingLinkResult = { linkId: string; url: string; mailed: boolean };

/** The booking page of a link's token (the server writes it into the mail). */
export const bookingPagePath = (token: string) =>
  LINKED_PATHS.booking.replace(':token', encodeURIComponent(token));

/** The candidate's endpoints (functions/src/interviews/booking-routes.ts). */
export const BOOKING_API = {
  /** GET ?token=…: the link's booking and free slots. */
  slots: '/api/booking',
  book: '/api/booking/book',
  reschedule: '/api/booking/reschedule',
  cancel: '/api/booking/cancel',
} as const;

/** POST bodies: a small JSON object. */
export const BOOKING_BODY: ApiBodyRule = {
  maxBytes: 2048,
  mediaTypes: ['text/plain', 'application/json'],
};

const token = z.string().check(z.minLength(1), z.maxLength(256));
/** POST /api/booking/book and /reschedule: the start, and the candidate's zone (the mails'). */
export const bookSlotBody = z.object({
  token,
  startsAt: z.iso.datetime(),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});
/** POST /api/booking/cancel. */
export const cancelBookingBody = z.object({ token });

/** What the candidate's page shows: nothing personal beyond the interviewers' first names. */
export interface BookingView {
  jobTitle: string;
  companyName: string;
  durationMinutes: number;
  kind: (typeof INTERVIEW_KINDS)[number];
  interviewerFirstNames: string[];
  locale: (typeof LOCALES)[number];
  status: BookingStatus;
  /** The booked interview's start (ISO), when booked. */
  bookedAt: string | null;
  /** Whether the booked interview may still be moved or cancelled. */
  changeable: boolean;
  expiresAt: string;
  /** Free starts (ISO instants), earliest first. */
  slots: string[];
}

/** Why the booking endpoints refuse; the page explains each (booking.errors.<reason>). */
export const BOOKING_ERRORS = [
  'invalid-link',
  'expired',
  'slot-taken',
  'already-booked',
  'not-booked',
  'too-late',
  'closed',
  'too-many-requests',
] as const;
export type BookingError = (typeof BOOKING_ERRORS)[number];
