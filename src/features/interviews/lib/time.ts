// Time zones and weeks for the interview screens, with @internationalized/date: an interview is
// stored as an instant plus the IANA zone it was scheduled in; each viewer sees it on their own
// wall clock (and the scheduler's zone where it differs).
import {
  CalendarDate,
  CalendarDateTime,
  fromDate,
  startOfWeek,
  toCalendarDate,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';
import { dateTimeFormat } from '@/lib/format/intl';
import { isTimeZone } from '@/lib/format/time-zones';
import { WEEK_LENGTH } from '../constants';

// the zones themselves are shared with the saved-search alerts' zone picker
export { allTimeZones, isTimeZone, viewerTimeZone } from '@/lib/format/time-zones';

/** The instant a wall-clock date ('YYYY-MM-DD') and time ('HH:MM') name in `timeZone`. */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock || !isTimeZone(timeZone)) return null;
  try {
    const wall = new CalendarDateTime(
      Number(day[1]),
      Number(day[2]),
      Number(day[3]),
      Number(clock[1]),
      Number(clock[2]),
    );
    // a skipped time moves forward by the gap, a repeated one is the earlier (as calendar apps do)
    return toZoned(wall, timeZone, 'compatible').toDate();
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of `instant` in `timeZone`. */
export function instantToWallTime(instant: Date, timeZone: string): { date: string; time: string } {
  const zoned = fromDate(instant, timeZone);
  return {
    date: `${zoned.year}-${pad(zoned.month)}-${pad(zoned.day)}`,
    time: `${pad(zoned.hour)}:${pad(zoned.minute)}`,
  };
}

/** The instant's day in `timeZone`. */
export const dayIn = (instant: Date, timeZone: string): CalendarDate =>
  toCalendarDate(fromDate(instant, timeZone));

/** The first day of the week holding `day`, as `locale` counts weeks (Monday in Germany, Sunday in the US). */
export const weekStartOf = (day: CalendarDate, locale: string): CalendarDate =>
  startOfWeek(day, locale);

/** The seven days from `start`. */
export const weekDays = (start: CalendarDate): CalendarDate[] =>
  Array.from({ length: WEEK_LENGTH }, (_, index) => start.add({ days: index }));

/** The instants a week of days covers in `timeZone`: from its first midnight to the next week's. */
export function weekRange(start: CalendarDate, timeZone: string): { from: Date; to: Date } {
  const midnight = (day: CalendarDate): ZonedDateTime => toZoned(day, timeZone);
  return {
    from: midnight(start).toDate(),
    to: midnight(start.add({ days: WEEK_LENGTH })).toDate(),
  };
}

/** An interview placed on a viewer's day: its start on their wall clock. */
interface PlacedInterview<T> {
  item: T;
  /** Minutes since the viewer's midnight. */
  minuteOfDay: number;
}

/**
 * The interviews of each of `days`, on the wall clock of `timeZone`, each day's in the order
 * they start.
 */
export function placeOnDays<T extends { startsAt: Date }>(
  items: readonly T[],
  days: readonly CalendarDate[],
  timeZone: string,
): { day: CalendarDate; items: PlacedInterview<T>[] }[] {
  const placed = days.map((day) => ({ day, items: [] as PlacedInterview<T>[] }));
  for (const item of items) {
    const zoned = fromDate(item.startsAt, timeZone);
    const target = placed.find(({ day }) => day.compare(toCalendarDate(zoned)) === 0);
    target?.items.push({ item, minuteOfDay: zoned.hour * 60 + zoned.minute });
  }
  for (const entry of placed) {
    entry.items.sort((a, b) => a.item.startsAt.getTime() - b.item.startsAt.getTime());
  }
  return placed;
}

/** A day as 'YYYY-MM-DD' (for keys and links). */
export const dayKey = (day: CalendarDate) => day.toString();

/** A day from 'YYYY-MM-DD', or null. */
export function parseDayKey(text: string | null): CalendarDate | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  return new CalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The time of day of `instant` in `timeZone` in `locale`: "15:00", "3:00 PM". */
export function formatClock(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** The day and time of `instant` in `timeZone` in `locale`: "Tue, 10 Nov 2026, 15:00". */
export function formatDateTime(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** The full date and time: "Tuesday, 10 November 2026 at 15:00". */
export function formatLongDateTime(instant: Date, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
}

/** A day as a week view's column heading: "Tue 10". */
export function formatWeekday(day: CalendarDate, timeZone: string, locale: string) {
  const instant = toZoned(day, timeZone).toDate();
  return {
    weekday: dateTimeFormat(locale, { timeZone, weekday: 'short' }).format(instant),
    date: dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }).format(instant),
    long: dateTimeFormat(locale, { timeZone, dateStyle: 'full' }).format(instant),
  };
}

/** A week's days as a range: "9 – 15 Nov 2026". */
export function formatWeekRange(start: CalendarDate, timeZone: string, locale: string): string {
  const first = toZoned(start, timeZone).toDate();
  const last = toZoned(start.add({ days: WEEK_LENGTH - 1 }), timeZone).toDate();
  const format = dateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return format.formatRange(first, last);
}

/** A zone's short name at `instant` in `locale` ("GMT-5", "CET"), for a compact label. */
export function zoneAbbreviation(instant: Date, timeZone: string, locale: string): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
