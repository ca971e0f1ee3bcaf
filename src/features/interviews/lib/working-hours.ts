// The working-hours editor's rules: a day's intervals each start before they end and do not
// overlap (the server reads anything else as no hours at all), at most
// BOOKING_LIMITS.intervalsPerDay a day; and the weekdays' names in the interface language.
import { BOOKING_LIMITS, WEEKDAYS, type Weekday, type WorkingHours } from '@contracts/booking';
import { dateTimeFormat } from '@/lib/format/intl';

export type IntervalProblem = 'order' | 'overlap';

/** The problem of each interval that has one, by `<day>-<index>`. */
export function workingHoursProblems(hours: WorkingHours): Map<string, IntervalProblem> {
  const problems = new Map<string, IntervalProblem>();
  for (const day of WEEKDAYS) {
    const intervals = hours[day] ?? [];
    intervals.forEach((interval, index) => {
      if (!(interval.start < interval.end)) {
        problems.set(`${day}-${index}`, 'order');
        return;
      }
      const clash = intervals.some(
        (other, at) =>
          at < index &&
          other.start < other.end &&
          other.start < interval.end &&
          interval.start < other.end,
      );
      if (clash) problems.set(`${day}-${index}`, 'overlap');
    });
  }
  return problems;
}

/** Whether another interval may be added to the day. */
export const canAddInterval = (hours: WorkingHours, day: Weekday) =>
  (hours[day]?.length ?? 0) < BOOKING_LIMITS.intervalsPerDay;

/** A new interval after the day's last one (an hour long), or the usual 09:00–17:00. */
export function nextInterval(hours: WorkingHours, day: Weekday) {
  const last = hours[day]?.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const hour = Math.min(23, Number(last.end.slice(0, 2)) + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return hour >= 23
    ? { start: '23:00', end: '24:00' }
    : { start: `${pad(hour)}:00`, end: `${pad(hour + 1)}:00` };
}

/** Monday, 1 January 2024 (UTC): the week the weekday names are read from. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** The weekday's name in `locale`: "Monday", "Montag", "الاثنين". */
export const weekdayName = (day: Weekday, locale: string) =>
  dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000,
  );
