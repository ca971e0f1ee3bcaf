// Searching the board: one page of GET /api/jobs/search for a search's filters (ranked hits with
// highlights, the exact total, facet counts, the next page's cursor and "did you mean"), through
// React Query's infinite query, a page per cursor. A plain fetch: the search needs no Firebase SDK.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { HTTP_STATUS } from '@contracts/api';
import {
  JOB_SEARCH_ERRORS,
  JOB_SEARCH_PATHS,
  type JobSearchError,
  type JobSearchResponse,
} from '@contracts/job-search';
import type { JobSearchFilters } from '@domain/job-search-filters';
import { searchQueryString, searchRequestFromFilters } from '@domain/job-search-params';
import { JOB_PAGE_SIZE } from '../constants';
import { jobKeys } from './query-keys';
import { searchHeaders } from './search-headers';

/** Why a search failed (the API's `error`), and the field a refused query names, if any. */
export class JobSearchFailure extends Error {
  constructor(
    readonly reason: JobSearchError,
    readonly field: string | null = null,
  ) {
    super(`Job search failed: ${reason}${field ? ` (${field})` : ''}`);
    this.name = 'JobSearchFailure';
  }
}

const isSearchError = (value: unknown): value is JobSearchError =>
  JOB_SEARCH_ERRORS.some((reason) => reason === value);

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The failure a refused search answered with (its status when the body says nothing known). */
async function failureOf(response: Response): Promise<JobSearchFailure> {
  const body = (await readBody(response)) as { error?: unknown; field?: unknown } | null;
  const reason = isSearchError(body?.error)
    ? body.error
    : response.status === HTTP_STATUS.badRequest
      ? 'invalid-query'
      : response.status === HTTP_STATUS.tooManyRequests
        ? 'rate-limited'
        : 'unavailable';
  return new JobSearchFailure(reason, typeof body?.field === 'string' ? body.field : null);
}

/** One page of results after `cursor`. Throws a JobSearchFailure. */
export async function searchJobs(
  filters: JobSearchFilters,
  cursor: string | null = null,
): Promise<JobSearchResponse> {
  const query = searchQueryString({
    ...searchRequestFromFilters(filters),
    ...(cursor ? { cursor } : {}),
    limit: JOB_PAGE_SIZE,
  });
  const response = await getJson(JOB_SEARCH_PATHS.search, query, {
    headers: await searchHeaders(),
  });
  if (!response) throw new JobSearchFailure('unavailable');
  if (!response.ok) throw await failureOf(response);
  const body = (await readBody(response)) as JobSearchResponse | null;
  if (!body || !Array.isArray(body.hits)) throw new JobSearchFailure('unavailable');
  return body;
}

export const jobSearchQueryOptions = (filters: JobSearchFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.search(filters),
    queryFn: ({ pageParam }) => searchJobs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });

export function useJobSearch(filters: JobSearchFilters) {
  return useInfiniteQuery(jobSearchQueryOptions(filters));
}
