import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { JobSearchFilters } from '@domain/job-search-filters';
import { needsPostFilter, planSearch } from '@domain/job-search-plan';
import { planQuery } from './search-jobs';
import { jobKeys } from './query-keys';

/**
 * How many jobs match, counted by the index (Firestore bills one read per 1,000 entries counted).
 * Null when some filters are checked on the candidates, where only reading them all would tell.
 */
export async function countJobs(filters: JobSearchFilters): Promise<number | null> {
  const fs = await firestore();
  const plan = planSearch(filters);
  if (needsPostFilter(plan)) return null;
  const snapshot = await fs.getCountFromServer(planQuery(fs, plan));
  return snapshot.data().count;
}

export const jobCountQueryOptions = (filters: JobSearchFilters) =>
  queryOptions({
    queryKey: jobKeys.count(filters),
    queryFn: () => countJobs(filters),
    retry: false,
  });

export function useJobCount(filters: JobSearchFilters) {
  return useQuery(jobCountQueryOptions(filters));
}
