import type { ExperienceLevel, Job, JobType } from '@contracts/job';
import type { JobSort } from './constants';

export type { Job };

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
