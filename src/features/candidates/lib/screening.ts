// The screening list's pure logic: rows of the pipeline and the talent pool, their match score
// against a job, the filters (stage, minimum match score, skills, location) and the order.
import { APPLICATION_STAGES, matchScore, type ApplicationStage } from '@contracts/application';
import { MATCH_SCORE_MAX, MATCH_SCORE_MIN, type ScreeningSort } from '../constants';
import type { Application, PoolCandidate, ScreeningJob } from '../types';

/** One person in the screening list: an application in a pipeline, or a talent-pool candidate. */
export interface ScreeningRow {
  /** The application's id, or the pool candidate's. */
  id: string;
  name: string;
  title: string;
  location: string;
  skills: readonly string[];
  /** How well the person's skills cover the job's (0–100), or null when there is no job to compare. */
  score: number | null;
  /** The pipeline stage; null for a pool candidate. */
  stage: ApplicationStage | null;
  /** When they applied (or entered the pool), in ms; null when unknown. */
  date: number | null;
  /**
   * Since when an applicant has waited for the team in their stage, in ms; null for a pool
   * candidate or a talent-pool application (they wait for no answer), or when unknown.
   */
  waitingSince: number | null;
  /** The job the score is against. */
  jobId: string | null;
  jobTitle: string;
  imageUrl: string | null;
}

export interface ScreeningFilters {
  /** '' for every stage. */
  stage: ApplicationStage | '';
  minScore: number;
  /** Skills the person must all list (compared without case or surrounding spaces). */
  skills: readonly string[];
  /** Text the person's location must contain (without case). */
  location: string;
}

export const NO_FILTERS: ScreeningFilters = { stage: '', minScore: 0, skills: [], location: '' };

/** A comma-separated list of skills as typed: each trimmed, empty ones left out. */
export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

const normalized = (text: string) => text.trim().toLowerCase();

/** A minimum score as typed, kept within 0–100 (an empty or unreadable value is 0). */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return MATCH_SCORE_MIN;
  return Math.min(MATCH_SCORE_MAX, Math.max(MATCH_SCORE_MIN, Math.round(value)));
}

/** An application in its job's pipeline, scored against that job's skills. */
export function applicationRow(
  application: Application,
  jobs: ReadonlyMap<string, ScreeningJob>,
): ScreeningRow {
  const job = jobs.get(application.jobId);
  return {
    id: application.id,
    name: application.candidate.name,
    title: application.candidate.title,
    location: application.candidate.location,
    skills: application.candidate.skills,
    score: job ? matchScore(job.skills, application.candidate.skills) : null,
    stage: application.stage,
    date: application.createdAt?.toMillis() ?? null,
    waitingSince:
      application.source === 'applicant' ? (application.stageChangedAt?.toMillis() ?? null) : null,
    jobId: application.jobId,
    jobTitle: job?.title ?? application.jobTitle,
    imageUrl: application.candidate.imageUrl,
  };
}

/**
 * The job a pool candidate matches best among `jobs` (the first on a tie), with the score; null
 * when there are no jobs.
 */
export function bestMatch(
  skills: readonly string[],
  jobs: readonly ScreeningJob[],
): { job: ScreeningJob; score: number } | null {
  let best: { job: ScreeningJob; score: number } | null = null;
  for (const job of jobs) {
    const score = matchScore(job.skills, skills);
    if (!best || score > best.score) best = { job, score };
  }
  return best;
}

/**
 * A talent-pool candidate, scored against the chosen job, or, with none chosen, against the job
 * among `jobs` they match best.
 */
export function poolRow(
  candidate: PoolCandidate,
  job: ScreeningJob | null,
  jobs: readonly ScreeningJob[],
): ScreeningRow {
  const match = job
    ? { job, score: matchScore(job.skills, candidate.skills) }
    : bestMatch(candidate.skills, jobs);
  return {
    id: candidate.id,
    name: candidate.name,
    title: candidate.title,
    location: candidate.location,
    skills: candidate.skills,
    score: match?.score ?? null,
    stage: null,
    date: candidate.createdAt?.toMillis() ?? null,
    waitingSince: null,
    jobId: match?.job.id ?? null,
    jobTitle: match?.job.title ?? '',
    imageUrl: candidate.imageUrl,
  };
}

/** Whether a row passes every filter. A row without a score passes only a minimum of 0. */
export function matchesFilters(row: ScreeningRow, filters: ScreeningFilters): boolean {
  if (filters.stage && row.stage !== filters.stage) return false;
  if (filters.minScore > 0 && (row.score ?? 0) < filters.minScore) return false;
  if (filters.skills.length > 0) {
    const has = new Set(row.skills.map(normalized));
    if (!filters.skills.every((skill) => has.has(normalized(skill)))) return false;
  }
  const place = normalized(filters.location);
  if (place && !normalized(row.location).includes(place)) return false;
  return true;
}

/** A row without a date counts as the newest: it was just written and the server's time is due. */
const time = (date: number | null) => date ?? Infinity;

/**
 * The rows in the chosen order: by match score (best first; then the newest), or by date (newest
 * first; then the best match). Ties end in name order, so the list never jumps.
 */
export function sortRows(rows: readonly ScreeningRow[], sort: ScreeningSort): ScreeningRow[] {
  const byScore = (a: ScreeningRow, b: ScreeningRow) => (b.score ?? -1) - (a.score ?? -1);
  const byDate = (a: ScreeningRow, b: ScreeningRow) => time(b.date) - time(a.date);
  const [first, second] = sort === 'match' ? [byScore, byDate] : [byDate, byScore];
  return [...rows].sort(
    (a, b) =>
      first(a, b) || second(a, b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

/** The rows shown: those passing the filters, in the chosen order. */
export function screenRows(
  rows: readonly ScreeningRow[],
  filters: ScreeningFilters,
  sort: ScreeningSort,
): ScreeningRow[] {
  return sortRows(
    rows.filter((row) => matchesFilters(row, filters)),
    sort,
  );
}

/** A company posting as the screening screens need it (from any posting-shaped value). */
export function screeningJobOf(posting: ScreeningJob): ScreeningJob {
  const { id, title, company, companyId, skills, status } = posting;
  return { id, title, company, companyId, skills: [...skills], status };
}

/** A stage as given in a link (`?stage=`), or '' for any other value. */
export function stageParam(value: string | null): ApplicationStage | '' {
  return (APPLICATION_STAGES as readonly string[]).includes(value ?? '')
    ? (value as ApplicationStage)
    : '';
}
