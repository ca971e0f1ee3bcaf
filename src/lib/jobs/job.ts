// The job entity, shared by the features that show jobs (search, saved jobs, career roles).
import { EXPERIENCE_LEVELS, JOB_TYPES } from './job-families';

export type JobType = (typeof JOB_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['level'];

/** A job as spec §3 describes it. `salary` is a yearly amount in USD. */
export interface Job {
  id: string;
  title: string;
  company: string;
  location: string;
  remote: boolean;
  description: string;
  /** ISO 8601. */
  postedDate: string;
  applyUrl: string;
  salary: number;
  type: string;
  skills: string[];
  experience: string;
}

export const JOB_TYPE_VALUES: readonly JobType[] = JOB_TYPES;
export const EXPERIENCE_VALUES: readonly ExperienceLevel[] = EXPERIENCE_LEVELS.map(
  (entry) => entry.level,
);

/** Translation key suffix of a job type or level (`Full-time` → `fullTime`, `Entry level` → `entryLevel`). */
export function vocabularyKey(value: string): string {
  const words = value.split(/[\s-]+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** A job from stored data; missing or mistyped fields become empty values. */
export function jobFromData(id: string, data: Record<string, unknown>): Job {
  return {
    id,
    title: text(data.title),
    company: text(data.company),
    location: text(data.location),
    remote: data.remote === true,
    description: text(data.description),
    postedDate: text(data.postedDate),
    applyUrl: text(data.applyUrl),
    salary: typeof data.salary === 'number' && Number.isFinite(data.salary) ? data.salary : 0,
    type: text(data.type),
    skills: texts(data.skills),
    experience: text(data.experience),
  };
}

/** The words a stored job is found by. */
export const keywordsFromData = (data: Record<string, unknown>) => texts(data.keywords);

/** Only http(s) links may be opened from a job. */
export function safeApplyUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
