// When a saved search's alert is due, on the person's own clock: "instant" at every run of the
// alert schedule, "daily" from ALERT_LOCAL_HOUR of each local morning, "weekly" from that hour on
// Monday. A period opens at that moment; a search is due once in each period that opened after
// it was made and after its last alert, so a run that is repeated, or late, mails it once.
import {
  ALERT_LOCAL_HOUR,
  ALERT_RUN_INTERVAL_MS,
  DEFAULT_TIME_ZONE,
  type AlertFrequency,
} from '../contracts/saved-search.js';
import { instantToZonedTime, isValidTimeZone, zonedTimeToInstant } from './interview-ics.js';

const DAY_MS = 86_400_000;

/** The zone to count in: the person's when it is a real IANA zone, else UTC. */
export const alertTimeZone = (timeZone: unknown): string =>
  typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;

/** The start of the period `now` falls in, for `frequency` on the clock of `timeZone`. */
export function alertPeriodStart(frequency: AlertFrequency, now: Date, timeZone: string): Date {
  if (frequency === 'instant') {
    return new Date(Math.floor(now.getTime() / ALERT_RUN_INTERVAL_MS) * ALERT_RUN_INTERVAL_MS);
  }
  const zone = alertTimeZone(timeZone);
  const local = instantToZonedTime(now, zone);
  // the calendar day, counted in whole days from 1970-01-01 (a Thursday)
  let day = Math.floor(Date.UTC(local.year, local.month - 1, local.day) / DAY_MS);
  if (local.hour < ALERT_LOCAL_HOUR) day -= 1;
  if (frequency === 'weekly') day -= (day + 3) % 7; // back to Monday (day 4 was a Monday)
  const date = new Date(day * DAY_MS);
  return zonedTimeToInstant(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: ALERT_LOCAL_HOUR,
      minute: 0,
    },
    zone,
  );
}

/**
 * Whether a search is due at `now`: a period has opened since it was made and since its last
 * alert (`lastAlertAt`, null before the first).
 */
export function isAlertDue(
  search: { frequency: AlertFrequency; createdAt: Date; lastAlertAt: Date | null },
  now: Date,
  timeZone: string,
): boolean {
  const start = alertPeriodStart(search.frequency, now, timeZone).getTime();
  const since = Math.max(search.createdAt.getTime(), search.lastAlertAt?.getTime() ?? 0);
  return start > since && start <= now.getTime();
}
