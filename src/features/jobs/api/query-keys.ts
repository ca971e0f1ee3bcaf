// The query keys of jobs and postings: every query and invalidation of the feature takes its key
// here; `all` is the prefix a change to any job invalidates.
import type { JobSearchFilters } from '@domain/job-search-filters';

const all = ['jobs'] as const;

export const jobKeys = {
  all,
  detail: (jobId: string) => [...all, 'detail', jobId] as const,
  search: (filters: JobSearchFilters) => [...all, 'search', filters] as const,
  suggest: (text: string) => [...all, 'suggest', text] as const,
  posting: (jobId: string) => [...all, 'posting', jobId] as const,
  companyPostings: (companyId: string) => [...all, 'company', companyId] as const,
  companyName: (companyId: string) => [...all, 'companyName', companyId] as const,
  companyStats: (companyId: string) => [...all, 'companyStats', companyId] as const,
};
