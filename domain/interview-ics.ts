// An interview as an iCalendar event (RFC 5545), written with the `ics` library: the invitation,
// update and cancellation the mails carry (functions/src/interviews), the app's "Download .ics"
// button, and a member's private calendar feed. Pure functions, free of Node-only APIs, so the app
// imports this module too. Also the time-zone arithmetic both sides share: an interview is stored
// as an instant (UTC) plus the IANA zone it was scheduled in; the wall-clock time a scheduler
// picks in that zone becomes the instant here, and mails name the time in that zone.
import { createEvent, createEvents, type EventAttributes } from 'ics';
import { webAddressOf, type InterviewKind, type InterviewStatus } from '../contracts/interview.js';

/** The product id every calendar the platform writes carries. */
export const ICS_PRODUCT_ID = '-//Jobs//Interviews//EN';
/** The domain part of every event's UID: `<interviewId>@jobs-platform`. */
export const ICS_UID_DOMAIN = 'jobs-platform';

export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** The stable UID of an interview's event: calendar apps match updates and cancellations by it. */
export const interviewUid = (interviewId: string) => `${interviewId}@${ICS_UID_DOMAIN}`;

export interface IcsPerson {
  name: string;
  email: string;
}

/** An interview as the calendar needs it (an InterviewDocument-like plain object). */
export interface IcsInterview {
  /** The interview's document id. */
  id: string;
  status: InterviewStatus;
  /** The event's SEQUENCE: raised by every change. */
  sequence: number;
  /** The instant it starts (a Date or an ISO 8601 instant). */
  startsAt: Date | string;
  durationMinutes: number;
  kind: InterviewKind;
  /** The address, the video link or the phone number. */
  location: string;
  interviewers: readonly IcsPerson[];
}

export interface IcsEventText {
  /** The event's title, already translated (e.g. "Interview: Lena Roth — Backend Engineer"). */
  summary: string;
  /** Its description, already translated; may be empty. */
  description?: string;
}

export interface IcsEventOptions extends IcsEventText {
  /** Who sends the invitation (the calendar's ORGANIZER); none in a download or a feed. */
  organizer?: IcsPerson | null;
  /** The candidate, an attendee; null: not named (a talent-pool candidate without an address). */
  candidate?: IcsPerson | null;
  /** Whether the interviewers are attendees (the candidate's own invitation names none). */
  withInterviewers?: boolean;
  /** When the interview last changed (LAST-MODIFIED). */
  updatedAt?: Date | string | null;
}

const instantOf = (value: Date | string): Date => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return date;
};

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const hasAddress = (person: IcsPerson | null | undefined): person is IcsPerson =>
  person != null && EMAIL.test(person.email.trim());
/** A name as a parameter value (CN="…"): one line, no double quote (RFC 5545 forbids one). */
const nameOf = (person: IcsPerson) => person.name.replace(/["\s]+/g, ' ').trim() || undefined;

/** One line of text: control characters (a lone CR some parsers break lines at) become spaces. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();
/** Text with line breaks kept as \n (the `ics` package escapes them) and nothing else raw. */
const lines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/(?:(?!\n)\p{Cc})+/gu, ' ')
    .trim();

/** The `ics` attributes of one interview's event (without the calendar's METHOD). */
export function interviewEventAttributes(
  interview: IcsInterview,
  options: IcsEventOptions,
): EventAttributes {
  const start = instantOf(interview.startsAt);
  const cancelled = interview.status === 'cancelled';
  const url = webAddressOf(interview.location);
  const attendees: NonNullable<EventAttributes['attendees']> = [];
  if (hasAddress(options.candidate)) {
    attendees.push({
      name: nameOf(options.candidate),
      email: options.candidate.email.trim(),
      rsvp: true,
      partstat: 'NEEDS-ACTION',
      role: 'REQ-PARTICIPANT',
    });
  }
  if (options.withInterviewers ?? true) {
    for (const interviewer of interview.interviewers) {
      if (!hasAddress(interviewer)) continue;
      attendees.push({
        name: nameOf(interviewer),
        email: interviewer.email.trim(),
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      });
    }
  }
  const updatedAt = options.updatedAt ? instantOf(options.updatedAt) : null;
  return {
    uid: interviewUid(interview.id),
    sequence: Math.max(0, Math.trunc(interview.sequence)),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.durationMinutes },
    title: oneLine(options.summary),
    ...(options.description ? { description: lines(options.description) } : {}),
    ...(oneLine(interview.location) ? { location: oneLine(interview.location) } : {}),
    ...(url ? { url } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    ...(hasAddress(options.organizer)
      ? {
          organizer: {
            ...(nameOf(options.organizer) ? { name: nameOf(options.organizer) } : {}),
            email: options.organizer.email.trim(),
          },
        }
      : {}),
    ...(attendees.length > 0 ? { attendees } : {}),
    ...(updatedAt ? { lastModified: updatedAt.getTime() } : {}),
    productId: ICS_PRODUCT_ID,
  };
}

function valueOf(result: { error: Error | null; value: string | null }): string {
  if (result.error || result.value === null) {
    throw result.error ?? new Error('The calendar could not be written');
  }
  return result.value;
}

/**
 * One interview as a calendar of one event: METHOD:REQUEST for a scheduled interview (an
 * invitation or its update), METHOD:CANCEL and STATUS:CANCELLED for a cancelled one; `method`
 * PUBLISH for a plain download.
 */
export function interviewIcs(
  interview: IcsInterview,
  options: IcsEventOptions & { method?: IcsMethod },
): string {
  const method = options.method ?? (interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST');
  return valueOf(
    createEvent({
      ...interviewEventAttributes(interview, options),
      method,
      productId: ICS_PRODUCT_ID,
    }),
  );
}

/** The event text and attendees of each interview in a feed. */
export interface IcsFeedEntry {
  interview: IcsInterview;
  text: IcsEventText;
  candidate?: IcsPerson | null;
  updatedAt?: Date | string | null;
}

/** Several interviews as one calendar (METHOD:PUBLISH), for a subscription feed. */
export function interviewFeedIcs(entries: readonly IcsFeedEntry[], calendarName: string): string {
  // the library writes the calendar's name as it is given
  const header = {
    method: 'PUBLISH',
    productId: ICS_PRODUCT_ID,
    calName: escapeIcsText(calendarName),
  };
  if (entries.length === 0) {
    // the library writes no calendar without an event: an empty feed is still a calendar
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      `PRODID:${ICS_PRODUCT_ID}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${escapeIcsText(calendarName)}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  return valueOf(
    createEvents(
      entries.map((entry) =>
        interviewEventAttributes(entry.interview, {
          ...entry.text,
          candidate: entry.candidate ?? null,
          updatedAt: entry.updatedAt ?? null,
        }),
      ),
      header,
    ),
  );
}

/** A TEXT value as RFC 5545 escapes it (backslash, semicolon, comma, newline). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** The file name of an interview's .ics. */
export const interviewIcsFilename = (interviewId: string) => `interview-${interviewId}.ics`;

// ---------- time zones ----------

/** Whether `timeZone` is an IANA time zone this runtime knows (e.g. "Europe/Berlin"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC (ms) at `instant`: its wall clock minus UTC. */
export function timeZoneOffsetMs(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** A wall-clock time: a calendar day and a time of day. */
export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The instant a wall-clock time in `timeZone` names. A time the clocks skip (spring forward) is
 * moved forward by the gap; a time that happens twice (the clocks go back) is the earlier one,
 * as calendar apps do.
 */
export function zonedTimeToInstant(time: WallTime, timeZone: string): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  const HALF_DAY = 12 * 3_600_000;
  const before = timeZoneOffsetMs(wall - HALF_DAY, timeZone);
  const after = timeZoneOffsetMs(wall + HALF_DAY, timeZone);
  const fits = [wall - before, wall - after].filter(
    (candidate) => candidate + timeZoneOffsetMs(candidate, timeZone) === wall,
  );
  if (fits.length > 0) return new Date(Math.min(...fits));
  // in the gap: the offset before the change, which lands after the gap
  return new Date(wall - before);
}

/** The wall-clock time of `instant` in `timeZone`. */
export function instantToZonedTime(instant: Date | string, timeZone: string): WallTime {
  const ms = instantOf(instant).getTime();
  const local = new Date(ms + timeZoneOffsetMs(ms, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/**
 * An interview's date and time in `locale`, on the wall clock of `timeZone`, the zone named:
 * "Tuesday, 1 December 2026 at 09:00 (Europe/Berlin)".
 */
export function formatInterviewTime(
  startsAt: Date | string,
  timeZone: string,
  locale: string,
): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(instantOf(startsAt));
  return `${text} (${timeZone})`;
}

/** A duration in minutes in `locale`, its unit spelled out: "45 minutes", "45 Minuten". */
export function formatInterviewDuration(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}
