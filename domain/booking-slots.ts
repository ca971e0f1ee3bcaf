// The times a booking link offers: the starts, on a grid of BOOKING_LIMITS.slotStepMinutes, at
// which every interviewer is within their working hours (on their own wall clock, in their own
// time zone, across daylight-saving changes) for the whole interview, and none has another
// interview within the buffer before or after it; inside the link's window, never in the past and
// not sooner than the minimum notice. Also the busy-time cells a booked interview holds on the
// server. Pure: the caller passes `now`.
import {
  BOOKING_CELL_MINUTES,
  BOOKING_LIMITS,
  WEEKDAYS,
  workingHoursSchema,
  type WorkingHours,
} from '../contracts/booking.js';
import { instantToZonedTime, zonedTimeToInstant } from './interview-ics.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A span of time, [start, end) in ms since the epoch. */
export interface Span {
  start: number;
  end: number;
}

/** One interviewer as slot finding needs them. */
export interface SlotInterviewer {
  timeZone: string;
  workingHours: WorkingHours;
  /** Their interviews (and other held times) as spans. */
  busy: readonly Span[];
}

export interface SlotQuery {
  interviewers: readonly SlotInterviewer[];
  window: Span;
  durationMinutes: number;
  bufferMinutes: number;
  now: number;
  /** Hours from now before the first slot (BOOKING_LIMITS.minNoticeHours by default). */
  minNoticeHours?: number;
}

/** Stored working hours read leniently: anything malformed counts as no hours at all. */
export function workingHoursOf(value: unknown): WorkingHours {
  const parsed = workingHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The weekday of a calendar day (UTC arithmetic on the date alone), Monday first. */
const weekdayOf = (year: number, month: number, day: number) =>
  WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? 'mon';

/**
 * The working spans of one member that touch `window`: each weekday's intervals on each
 * calendar day of their zone, turned into instants (a day whose clocks change is as long or as
 * short as it really is).
 */
export function workingSpans(hours: WorkingHours, timeZone: string, window: Span): Span[] {
  const spans: Span[] = [];
  const first = instantToZonedTime(new Date(window.start - DAY_MS), timeZone);
  const cursor = new Date(Date.UTC(first.year, first.month - 1, first.day));
  for (; cursor.getTime() <= window.end + DAY_MS; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    const date = {
      year: cursor.getUTCFullYear(),
      month: cursor.getUTCMonth() + 1,
      day: cursor.getUTCDate(),
    };
    for (const interval of hours[weekdayOf(date.year, date.month, date.day)] ?? []) {
      const at = (clock: string) => {
        const minutes = minutesOf(clock);
        return zonedTimeToInstant(
          { ...date, hour: Math.floor(minutes / 60), minute: minutes % 60 },
          timeZone,
        ).getTime();
      };
      const span = { start: at(interval.start), end: at(interval.end) };
      if (span.end > span.start && span.end > window.start && span.start < window.end) {
        spans.push(span);
      }
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

const covers = (spans: readonly Span[], slot: Span) =>
  spans.some((span) => span.start <= slot.start && slot.end <= span.end);
const overlaps = (spans: readonly Span[], slot: Span) =>
  spans.some((span) => span.start < slot.end && slot.start < span.end);

/** The free starts (ms), earliest first. */
export function bookingSlots(query: SlotQuery): number[] {
  const step = BOOKING_LIMITS.slotStepMinutes * MINUTE_MS;
  const length = query.durationMinutes * MINUTE_MS;
  const buffer = query.bufferMinutes * MINUTE_MS;
  const notice = (query.minNoticeHours ?? BOOKING_LIMITS.minNoticeHours) * 60 * MINUTE_MS;
  if (query.interviewers.length === 0 || length <= 0) return [];
  const earliest = Math.max(query.window.start, query.now + notice);
  const people = query.interviewers.map((interviewer) => ({
    working: workingSpans(interviewer.workingHours, interviewer.timeZone, query.window),
    busy: interviewer.busy,
  }));
  const slots: number[] = [];
  for (
    let start = Math.ceil(earliest / step) * step;
    start + length <= query.window.end;
    start += step
  ) {
    const slot = { start, end: start + length };
    const padded = { start: start - buffer, end: slot.end + buffer };
    if (people.every((person) => covers(person.working, slot) && !overlaps(person.busy, padded))) {
      slots.push(start);
    }
  }
  return slots;
}

/** Whether `start` is one of the free starts of `query`. */
export const isFreeSlot = (query: SlotQuery, start: number): boolean =>
  bookingSlots({
    ...query,
    window: {
      start: Math.max(query.window.start, start),
      end: Math.min(query.window.end, start + query.durationMinutes * MINUTE_MS),
    },
  }).includes(start);

/**
 * The busy cells (their first instants) an interview at `start` holds for each interviewer: the
 * interview and the buffer after it, in whole BOOKING_CELL_MINUTES cells. Two interviews whose
 * cells meet are less than a buffer apart; a booking holding them all at once cannot clash.
 */
export function bookingCells(start: number, durationMinutes: number, bufferMinutes: number) {
  const cell = BOOKING_CELL_MINUTES * MINUTE_MS;
  const end = start + (durationMinutes + bufferMinutes) * MINUTE_MS;
  const cells: number[] = [];
  for (let at = Math.floor(start / cell) * cell; at < end; at += cell) cells.push(at);
  return cells;
}

/** The window a link offers: from the start of `fromDate` to the end of `toDate` in `timeZone`. */
export function bookingWindow(fromDate: string, toDate: string, timeZone: string): Span {
  const dayOf = (text: string) => {
    const [year = 1970, month = 1, day = 1] = text.split('-').map(Number);
    return { year, month, day, hour: 0, minute: 0 };
  };
  const to = dayOf(toDate);
  const next = new Date(Date.UTC(to.year, to.month - 1, to.day + 1));
  return {
    start: zonedTimeToInstant(dayOf(fromDate), timeZone).getTime(),
    end: zonedTimeToInstant(
      {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        hour: 0,
        minute: 0,
      },
      timeZone,
    ).getTime(),
  };
}
