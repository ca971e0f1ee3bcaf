// What a job search asks for: the filters (every one lives in the URL), their empty value, the
// orders results come in and the limits of what a search accepts (those of the search API,
// contracts/job-search.ts). The app's search screen and the saved searches share them.
import type { ExperienceLevel, JobType } from '../contracts/job.js';
import {
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_SORTS,
  type JobSearchSort,
} from '../contracts/job-search.js';

export const JOB_SORTS = JOB_SEARCH_SORTS;
export type JobSort = JobSearchSort;
/** Longest keyword text: words, "quoted phrases" and `-exclusions`. */
export const MAX_QUERY_LENGTH = JOB_SEARCH_LIMITS.queryMax;
/** Longest location, skill and company name accepted. */
export const MAX_FILTER_LENGTH = JOB_SEARCH_LIMITS.textMax;
/** At most this many skills in one search. */
export const MAX_SKILLS = JOB_SEARCH_LIMITS.skillsMax;
/** At most this many hidden companies in one search. */
export const MAX_EXCLUDED_COMPANIES = JOB_SEARCH_LIMITS.excludedCompaniesMax;
/** Highest minimum salary a search accepts. */
export const MAX_MIN_SALARY = JOB_SEARCH_LIMITS.minSalaryMax;
/** The distances "within N km" of a city offers. */
export const WITHIN_KM_CHOICES = [10, 25, 50, 100] as const;
export type WithinKm = (typeof WITHIN_KM_CHOICES)[number];

/** What a person searches for; every field lives in the URL. */
export interface JobSearchFilters {
  /** Words (all must match), "quoted phrases" and `-words` that exclude. */
  q: string;
  /** A city. */
  location: string;
  /** Every city this near the location counts too (only with a location). */
  withinKm: WithinKm | null;
  remote: boolean;
  type: JobType | '';
  experience: ExperienceLevel | '';
  minSalary: number | null;
  /** Exact skills the job must list (all of them). */
  skills: string[];
  /** Companies whose jobs are hidden. */
  excludeCompanies: string[];
  sort: JobSort;
}

export const EMPTY_FILTERS: JobSearchFilters = {
  q: '',
  location: '',
  withinKm: null,
  remote: false,
  type: '',
  experience: '',
  minSalary: null,
  skills: [],
  excludeCompanies: [],
  sort: 'relevance',
};
