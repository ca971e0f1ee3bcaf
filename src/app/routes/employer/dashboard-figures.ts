// The employer dashboard's figures, from the company's postings and pipeline.
import { APPLICATION_STAGES, type ApplicationStage } from '@contracts/application';

interface Dated {
  createdAt: { toMillis(): number } | null | undefined;
}

/** How many people are at each stage, every stage listed (zero included), in pipeline order. */
export function stageCounts(
  applications: readonly { stage: ApplicationStage }[],
): { stage: ApplicationStage; count: number }[] {
  const counts = new Map<ApplicationStage, number>(APPLICATION_STAGES.map((stage) => [stage, 0]));
  for (const { stage } of applications) counts.set(stage, (counts.get(stage) ?? 0) + 1);
  return APPLICATION_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }));
}

/**
 * The applications that came in after the previous visit (all of them on a first visit). An
 * application whose server time is not yet known (just written) counts as new.
 */
export function newSince<T extends Dated>(items: readonly T[], previousVisit: number | null): T[] {
  if (previousVisit === null) return [...items];
  return items.filter((item) => (item.createdAt?.toMillis() ?? Infinity) > previousVisit);
}

const lastVisitKey = (uid: string) => `employerDashboard:lastVisit:${uid}`;

/** When `uid` last opened the dashboard (ms), or null; and records this visit as `now`. */
export function takeLastVisit(uid: string, now: number): number | null {
  try {
    const raw = localStorage.getItem(lastVisitKey(uid));
    localStorage.setItem(lastVisitKey(uid), String(now));
    const previous = raw === null ? NaN : Number(raw);
    return Number.isFinite(previous) ? previous : null;
  } catch {
    return null;
  }
}
