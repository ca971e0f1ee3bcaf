// The employer dashboard's figures, from the company's postings and pipeline.
import { APPLICATION_STAGES, type ApplicationStage } from '@contracts/application';
import { isOverdue } from '@contracts/response-promise';

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
const sessionKey = (uid: string) => `employerDashboard:previousVisit:${uid}`;

const parseTime = (raw: string | null) => {
  const value = raw === null || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

/**
 * When `uid` last opened the dashboard in an earlier browser session (ms), or null; and records
 * this visit as `now`. Within one session (this tab, across reloads and navigations) the answer
 * stays the same, so "new since your last visit" does not empty itself while the person works.
 */
export function takeLastVisit(uid: string, now: number): number | null {
  try {
    const held = sessionStorage.getItem(sessionKey(uid));
    const previous = held ?? localStorage.getItem(lastVisitKey(uid));
    if (held === null) sessionStorage.setItem(sessionKey(uid), previous ?? '');
    localStorage.setItem(lastVisitKey(uid), String(now));
    return parseTime(previous);
  } catch {
    return null;
  }
}

interface Waiting {
  stage: ApplicationStage;
  source: string;
  stageChangedAt: { toMillis(): number } | null | undefined;
}

/**
 * The applications waiting in their stage longer than the company's promise of `days` at `now`
 * (ms), the longest waiting first; talent-pool candidates, who wait for no answer, are left out.
 */
export function overdueApplications<T extends Waiting>(
  items: readonly T[],
  days: number,
  now: number,
): T[] {
  const since = (item: T) => item.stageChangedAt?.toMillis() ?? now;
  return items
    .filter((item) => item.source === 'applicant' && isOverdue(item.stage, since(item), days, now))
    .sort((a, b) => since(a) - since(b));
}
