// Hiring reports: figures computed on the server by the `hiringReport` callable (report viewers
// may lack canScreenCandidates, so they never read applications themselves; nothing is stored).
// The computation below is pure: plain applications, their stage moves and the company's
// interviews in, numbers out. Every figure is defined where it is computed.
//
// Which applications count: those CREATED within the range, a half-open interval of instants
// [from, to) — an application created exactly at `from` counts, one created exactly at `to` does
// not — and, with a job filter, only those of that job. Interviews per week is the one figure
// that counts interviews by when they START (within the same range), not applications.
import {
  APPLICATION_SOURCES,
  type ApplicationSource,
  type ApplicationStage,
} from '../contracts/application.js';
import { DAY_MS } from '../contracts/fields.js';
import type { InterviewStatus } from '../contracts/interview.js';
import {
  FUNNEL_STAGES,
  REPORT_LIMITS,
  type ApplicationsPerJobRow,
  type HiringReport,
  type InterviewWeekRow,
} from '../contracts/reports.js';

/** Why a range is refused, or null when it is acceptable. */
export function rangeProblem(from: Date, to: Date): 'invalid' | 'reversed' | 'too-long' | null {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return 'invalid';
  if (to.getTime() <= from.getTime()) return 'reversed';
  if (to.getTime() - from.getTime() > REPORT_LIMITS.rangeDaysMax * DAY_MS) return 'too-long';
  return null;
}

// ---------- the inputs: plain data read from the documents ----------

export interface ReportStageEvent {
  from: ApplicationStage | null;
  to: ApplicationStage;
  at: Date;
}

export interface ReportApplication {
  jobId: string;
  jobTitle: string;
  source: ApplicationSource;
  /** The stage it is at now. */
  stage: ApplicationStage;
  createdAt: Date;
  /** When it was last moved (used only when a hire has no recorded move). */
  stageChangedAt: Date;
  /** Its moves (applications/{id}/stageEvents), in any order. */
  events: readonly ReportStageEvent[];
}

export interface ReportInterview {
  jobId: string;
  startsAt: Date;
  status: InterviewStatus;
}

export interface ReportRange {
  from: Date;
  to: Date;
}

// ---------- the arithmetic ----------

/** A share in %, rounded to one decimal; null when there is nothing to divide by. */
export function shareInPercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * The median: the middle value of the sorted list, or the mean of the two middle values when
 * the list has an even length; null for an empty list.
 */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const funnelIndex = (stage: ApplicationStage | null) =>
  stage === null ? -1 : (FUNNEL_STAGES as readonly string[]).indexOf(stage);

/**
 * The furthest funnel stage an application ever reached: the furthest `to` of its moves (and its
 * current stage), 'rejected' not being a funnel stage. Every application reached 'applied'. A
 * rejected candidate so counts for every stage it passed before the rejection; a candidate moved
 * past a stage (applied → interview) counts as having passed it (the funnel never widens); a
 * candidate moved back keeps the furthest stage reached.
 */
export function furthestStage(application: Pick<ReportApplication, 'stage' | 'events'>): number {
  let furthest = Math.max(0, funnelIndex(application.stage));
  for (const event of application.events) {
    furthest = Math.max(furthest, funnelIndex(event.to), funnelIndex(event.from));
  }
  return furthest;
}

/**
 * When the application was hired: the first move to 'hired', else (a hire whose move was not
 * recorded) the last change of its stage; null when it never was hired.
 */
export function hiredAt(application: ReportApplication): Date | null {
  const moves = application.events
    .filter((event) => event.to === 'hired')
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (moves[0]) return moves[0].at;
  return application.stage === 'hired' ? application.stageChangedAt : null;
}

const inRange = (at: Date, range: ReportRange) =>
  at.getTime() >= range.from.getTime() && at.getTime() < range.to.getTime();

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday 00:00 UTC of the ISO week `at` falls in. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The ISO 8601 week of `at` (UTC), e.g. `2026-W01`: the year is the one of its Thursday. */
export function isoWeekOf(at: Date): string {
  const thursday = new Date(weekStartOf(at).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Rows by job, sorted by a count (largest first), then by title and id. */
function byJob<T extends { jobId: string; jobTitle: string }>(
  rows: Iterable<T>,
  count: (row: T) => number,
): T[] {
  return [...rows].sort(
    (a, b) =>
      count(b) - count(a) || a.jobTitle.localeCompare(b.jobTitle) || a.jobId.localeCompare(b.jobId),
  );
}

/**
 * The report for `range` (and `jobId`, when given):
 *
 * - applications: how many applications were created within the range.
 * - funnel: for each stage applied → screening → interview → offer → hired, how many of those
 *   applications reached it (see furthestStage), and the conversion from each stage to the next
 *   (reached next / reached this, in %).
 * - timeToHire: for the counted applications that were hired (see hiredAt), the days from the
 *   application's creation to the hire (fractional days, 86,400,000 ms each); the median over all
 *   of them and per job (jobs without a hire are not listed), rounded to one decimal.
 * - applicationsPerJob: the counted applications per job, largest first (jobs without an
 *   application in the range are not listed).
 * - interviewsPerWeek: the interviews with status 'scheduled' (cancelled ones never count; held
 *   ones stay 'scheduled') that start within the range, per ISO week (Monday 00:00 UTC to the next
 *   Monday), every week the range touches listed, zeros included, oldest first.
 * - sources: per source (applied themselves, or added from the talent pool): the counted
 *   applications, how many reached the interview stage and how many were hired, and both as a
 *   share of the source's applications (in %).
 */
export function computeHiringReport(input: {
  applications: readonly ReportApplication[];
  interviews: readonly ReportInterview[];
  range: ReportRange;
  jobId?: string | null;
}): HiringReport {
  const { range } = input;
  const jobId = input.jobId ?? null;
  const counted = input.applications.filter(
    (application) =>
      inRange(application.createdAt, range) && (jobId === null || application.jobId === jobId),
  );
  const furthest = counted.map((application) => furthestStage(application));

  const reached = FUNNEL_STAGES.map(
    (_, index) => furthest.filter((stage) => stage >= index).length,
  );
  const funnel = FUNNEL_STAGES.map((stage, index) => ({
    stage,
    reached: reached[index]!,
    conversionToNext:
      index + 1 < reached.length ? shareInPercent(reached[index + 1]!, reached[index]!) : null,
  }));

  const hireDays: number[] = [];
  const hiresByJob = new Map<string, { jobTitle: string; days: number[] }>();
  for (const application of counted) {
    const at = hiredAt(application);
    if (!at) continue;
    const days = (at.getTime() - application.createdAt.getTime()) / DAY_MS;
    hireDays.push(days);
    const entry = hiresByJob.get(application.jobId) ?? { jobTitle: application.jobTitle, days: [] };
    entry.days.push(days);
    hiresByJob.set(application.jobId, entry);
  }
  const overallMedian = medianOf(hireDays);
  const perJob = byJob(
    [...hiresByJob].map(([id, { jobTitle, days }]) => ({
      jobId: id,
      jobTitle,
      hires: days.length,
      medianDays: oneDecimal(medianOf(days)!),
    })),
    (row) => row.hires,
  );

  const perJobCounts = new Map<string, ApplicationsPerJobRow>();
  for (const application of counted) {
    const row = perJobCounts.get(application.jobId) ?? {
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      applications: 0,
    };
    row.applications += 1;
    perJobCounts.set(application.jobId, row);
  }

  const weeks = new Map<string, InterviewWeekRow>();
  const lastInstant = new Date(range.to.getTime() - 1);
  for (
    let start = weekStartOf(range.from);
    start.getTime() <= lastInstant.getTime();
    start = new Date(start.getTime() + 7 * DAY_MS)
  ) {
    weeks.set(isoDay(start), { week: isoWeekOf(start), weekStart: isoDay(start), interviews: 0 });
  }
  for (const interview of input.interviews) {
    if (interview.status !== 'scheduled' || !inRange(interview.startsAt, range)) continue;
    if (jobId !== null && interview.jobId !== jobId) continue;
    const row = weeks.get(isoDay(weekStartOf(interview.startsAt)));
    if (row) row.interviews += 1;
  }

  const interviewIndex = FUNNEL_STAGES.indexOf('interview');
  const hiredIndex = FUNNEL_STAGES.indexOf('hired');
  const sources = APPLICATION_SOURCES.map((source) => {
    const mine = counted.flatMap((application, index) =>
      application.source === source ? [furthest[index]!] : [],
    );
    const reachedInterview = mine.filter((stage) => stage >= interviewIndex).length;
    const hired = mine.filter((stage) => stage >= hiredIndex).length;
    return {
      source,
      applications: mine.length,
      reachedInterview,
      hired,
      interviewRate: shareInPercent(reachedInterview, mine.length),
      hireRate: shareInPercent(hired, mine.length),
    };
  });

  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    jobId,
    applications: counted.length,
    funnel,
    timeToHire: {
      hires: hireDays.length,
      medianDays: overallMedian === null ? null : oneDecimal(overallMedian),
      perJob,
    },
    applicationsPerJob: byJob(perJobCounts.values(), (row) => row.applications),
    interviewsPerWeek: [...weeks.values()],
    sources,
  };
}
