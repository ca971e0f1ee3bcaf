// What a job search asks for: the filters (every one lives in the URL), their empty value, the
// orders results come in and the limits of what a search accepts. The app's search screen, the
// search benchmark and the index generator share them.
import type { ExperienceLevel, JobType } from '../contracts/job.js';

export const JOB_SORTS = ['newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
/** Longest keyword, location and skill input accepted. */
export const MAX_FILTER_LENGTH = 80;
/** At most this many skills in one search. */
export const MAX_SKILLS = 5;
/** Highest minimum salary a search accepts. */
export const MAX_MIN_SALARY = 10_000_000;

/** What a person searches for; every field lives in the URL. */
export interface JobSearchFilters {
  /** Words matched against title, company and skills (all must match). */
  q: string;
  /** A city. */
  location: string;
  remote: boolean;
  type: JobType | '';
  experience: ExperienceLevel | '';
  minSalary: number | null;
  /** Exact skills the job must list (all of them). */
  skills: string[];
  sort: JobSort;
}

export const EMPTY_FILTERS: JobSearchFilters = {
  q: '',
  location: '',
  remote: false,
  type: '',
  experience: '',
  minSalary: null,
  skills: [],
  sort: 'newest',
};
