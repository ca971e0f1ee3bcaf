import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Query, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { firestore, type LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import type { Job, JobDocument } from '@contracts/job';
import type { JobSearchFilters } from '@domain/job-search-filters';
import {
  matchesPostFilter,
  needsPostFilter,
  planSearch,
  type SearchPlan,
} from '@domain/job-search-plan';
import { JOB_PAGE_SIZE, MAX_SCAN_BATCHES } from '../constants';
import { jobConverter, shownJob } from './job-converter';
import { jobKeys } from './query-keys';

export type JobCursor = QueryDocumentSnapshot<JobDocument>;

export interface JobPage {
  jobs: Job[];
  /** Where the next page starts; null at the end of the results. */
  next: JobCursor | null;
  /** Documents read for this page (Firestore bills one read per document returned). */
  reads: number;
}

/** The indexed query of a plan, without paging. */
export function planQuery(fs: LoadedFirestore, plan: SearchPlan): Query<JobDocument> {
  const constraints: QueryConstraint[] = [];
  if (plan.token) constraints.push(fs.where('keywords', 'array-contains', plan.token));
  for (const [field, value] of plan.equalities) constraints.push(fs.where(field, '==', value));
  if (plan.minSalary) constraints.push(fs.where('salary', '>=', plan.minSalary));
  for (const [field, direction] of plan.orderBy) constraints.push(fs.orderBy(field, direction));
  return fs.query(
    fs.collection(fs.db, COLLECTIONS.jobs).withConverter(jobConverter),
    ...constraints,
  );
}

/**
 * One page of results after `cursor`. Reads one batch of JOB_PAGE_SIZE documents, or up to
 * MAX_SCAN_BATCHES when some filters are checked on the candidates. Throws on failure.
 */
export async function searchJobs(
  filters: JobSearchFilters,
  cursor: JobCursor | null = null,
): Promise<JobPage> {
  const fs = await firestore();
  const plan = planSearch(filters);
  const base = planQuery(fs, plan);
  const postFilter = needsPostFilter(plan);
  const jobs: Job[] = [];
  let reads = 0;
  let after = cursor;
  for (let batch = 0; batch < (postFilter ? MAX_SCAN_BATCHES : 1); batch += 1) {
    const page = fs.query(base, ...(after ? [fs.startAfter(after)] : []), fs.limit(JOB_PAGE_SIZE));
    const snapshot = await fs.getDocs(page);
    reads += snapshot.size;
    for (const doc of snapshot.docs) {
      const job = doc.data();
      if (postFilter && !matchesPostFilter(job, plan)) continue;
      if (jobs.length === JOB_PAGE_SIZE) return { jobs, next: after, reads };
      jobs.push(shownJob(job));
      after = doc;
    }
    after = snapshot.docs.at(-1) ?? after;
    if (snapshot.size < JOB_PAGE_SIZE) return { jobs, next: null, reads };
    if (jobs.length === JOB_PAGE_SIZE) break;
  }
  return { jobs, next: after, reads };
}

export const jobSearchQueryOptions = (filters: JobSearchFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.search(filters),
    queryFn: ({ pageParam }) => searchJobs(filters, pageParam),
    initialPageParam: null as JobCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
    retry: false,
  });

export function useJobSearch(filters: JobSearchFilters, enabled = true) {
  return useInfiniteQuery({ ...jobSearchQueryOptions(filters), enabled });
}
