// The renewal period model. A person's subscription renews on a day, every month or every year.
// When billing has stored the subscription on the profile (`users/{uid}.subscription`:
// `renewsAt` timestamp, `interval` 'month' | 'year'), its renewals are that day and every
// interval after it (or before it: a stored date that has passed rolls forward). Without one,
// the subscription renews monthly on the anniversary of the account's creation (`createdAt`),
// or, with neither, on the first day of every calendar month (a fixed anchor, so feedback on
// different days of one month falls in one period). All days are UTC days.

export type RenewalInterval = 'month' | 'year';

export const DEFAULT_RENEWAL_INTERVAL: RenewalInterval = 'month';

export interface RenewalSource {
  /** The stored next (or a past) renewal day of the subscription. */
  renewsAt?: Date | null;
  interval?: RenewalInterval | null;
  /** When the account was created: the anchor of the default monthly renewal. */
  createdAt?: Date | null;
}

interface RenewalPeriod {
  /** The renewal that ends the period: the one a discount earned now applies to. */
  renewalDate: Date;
  /** The renewal before it: the period is (periodStart, renewalDate]. */
  periodStart: Date;
  interval: RenewalInterval;
}

const MONTHS: Record<RenewalInterval, number> = { month: 1, year: 12 };

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `anchor` moved by `months`, the day clamped to the end of a shorter month (31 Jan → 28 Feb). */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay)));
}

/**
 * The renewal period that `at` falls in, ending with the first renewal after `at` (a renewal
 * starts at 00:00 UTC of its day). A stored renewal still to come is that renewal; one that has
 * passed rolls forward by whole intervals. Renewals are counted from the anchor each time, so
 * they never drift (31 Jan, 28 Feb, 31 Mar, …).
 */
export function renewalPeriodAt(source: RenewalSource, at: Date): RenewalPeriod {
  const interval = source.interval ?? DEFAULT_RENEWAL_INTERVAL;
  const step = MONTHS[interval];
  if (source.renewsAt && utcDay(source.renewsAt).getTime() > at.getTime()) {
    const renewalDate = utcDay(source.renewsAt);
    return { renewalDate, periodStart: addMonths(renewalDate, -step), interval };
  }
  const anchor = utcDay(
    source.renewsAt ??
      source.createdAt ??
      new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
  );
  // A first guess from the month difference, then adjusted by whole intervals.
  const monthsApart =
    (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + at.getUTCMonth() - anchor.getUTCMonth();
  let k = Math.floor(monthsApart / step);
  while (addMonths(anchor, k * step).getTime() > at.getTime()) k -= 1;
  while (addMonths(anchor, (k + 1) * step).getTime() <= at.getTime()) k += 1;
  return {
    periodStart: addMonths(anchor, k * step),
    renewalDate: addMonths(anchor, (k + 1) * step),
    interval,
  };
}

/** `2026-12-22`: the renewal's day, part of a discount's document id. */
export function renewalKey(renewalDate: Date): string {
  return renewalDate.toISOString().slice(0, 10);
}
