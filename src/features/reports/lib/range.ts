// The report's period as the screen holds it: two calendar days (UTC), both included.
import { DAY_MS } from '@contracts/fields';
import { REPORT_LIMITS } from '@contracts/reports';
import { rangeProblem } from '@domain/reports';

export interface DayRange {
  /** `YYYY-MM-DD`, the first day. */
  from: string;
  /** `YYYY-MM-DD`, the last day (included). */
  to: string;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The last REPORT_LIMITS.defaultRangeDays days, today (UTC) included. */
export function defaultRange(now: Date): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    from: dayOf(new Date(today - (REPORT_LIMITS.defaultRangeDays - 1) * DAY_MS)),
    to: dayOf(new Date(today)),
  };
}

/** The instants the callable takes: the first day's start, and the start of the day after the last. */
export function rangeInstants(range: DayRange): { from: string; to: string } {
  const from = new Date(`${range.from}T00:00:00.000Z`);
  const to = new Date(new Date(`${range.to}T00:00:00.000Z`).getTime() + DAY_MS);
  return { from: from.toISOString(), to: to.toISOString() };
}

export type RangeError = 'missing' | 'reversed' | 'tooLong';

/** What is wrong with the chosen days, or null. */
export function rangeError(range: DayRange): RangeError | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'missing';
  const { from, to } = rangeInstants(range);
  const problem = rangeProblem(new Date(from), new Date(to));
  if (problem === 'invalid') return 'missing';
  if (problem === 'reversed') return 'reversed';
  if (problem === 'too-long') return 'tooLong';
  return null;
}
