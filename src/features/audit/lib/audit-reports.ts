import { DAY_MS, REPORT_EXAMPLES_PER_ACTION } from '../constants';
import type { AuditEntry } from '../types';

export function countByAction(entries: readonly AuditEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry.action] = (counts[entry.action] ?? 0) + 1;
  return counts;
}

interface UserReportRow {
  userId: string;
  userEmail: string | null;
  count: number;
  actions: Record<string, number>;
}

export function reportByUser(entries: readonly AuditEntry[]): UserReportRow[] {
  const rows = new Map<string, AuditEntry[]>();
  for (const entry of entries) rows.set(entry.userId, [...(rows.get(entry.userId) ?? []), entry]);
  return [...rows.entries()]
    .map(([userId, list]) => ({
      userId,
      userEmail: list[0]?.userEmail ?? null,
      count: list.length,
      actions: countByAction(list),
    }))
    .sort((a, b) => b.count - a.count);
}

interface ActionReportRow {
  action: string;
  count: number;
  /** The first entries of the action, in the order given (newest first from queries). */
  examples: AuditEntry[];
}

export function reportByAction(entries: readonly AuditEntry[]): ActionReportRow[] {
  const rows = new Map<string, AuditEntry[]>();
  for (const entry of entries) rows.set(entry.action, [...(rows.get(entry.action) ?? []), entry]);
  return [...rows.entries()]
    .map(([action, list]) => ({
      action,
      count: list.length,
      examples: list.slice(0, REPORT_EXAMPLES_PER_ACTION),
    }))
    .sort((a, b) => b.count - a.count);
}

export interface DayReportRow {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  count: number;
  failures: number;
}

export function reportByDay(entries: readonly AuditEntry[]): DayReportRow[] {
  const rows = new Map<string, DayReportRow>();
  for (const entry of entries) {
    const day = entry.timestamp.slice(0, 10);
    if (!day) continue;
    const row = rows.get(day) ?? { day, count: 0, failures: 0 };
    row.count += 1;
    if (!entry.success) row.failures += 1;
    rows.set(day, row);
  }
  return [...rows.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/**
 * Every UTC day from `from` to `to` (both included), oldest first, with the rows' figures and
 * zero for a day without entries: the chart's bars.
 */
export function everyDay(rows: readonly DayReportRow[], from: Date, to: Date): DayReportRow[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: DayReportRow[] = [];
  const last = to.toISOString().slice(0, 10);
  for (
    let day = new Date(`${from.toISOString().slice(0, 10)}T00:00:00.000Z`);
    day.toISOString().slice(0, 10) <= last;
    day = new Date(day.getTime() + DAY_MS)
  ) {
    const key = day.toISOString().slice(0, 10);
    days.push(byDay.get(key) ?? { day: key, count: 0, failures: 0 });
  }
  return days;
}

/** The actions of a row, most frequent first (then by name). */
export function topActions(actions: Record<string, number>): [string, number][] {
  return Object.entries(actions).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** How many of `entries` failed. */
export const failuresOf = (entries: readonly AuditEntry[]) =>
  entries.filter((entry) => !entry.success).length;
