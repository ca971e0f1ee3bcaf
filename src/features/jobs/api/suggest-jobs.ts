// Autocomplete: titles, skills and places that complete what is being typed, from
// GET /api/jobs/suggest (the search engine's own index). A failure only means no suggestions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import {
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_PATHS,
  type JobSuggestResponse,
} from '@contracts/job-search';
import { SUGGEST_MIN_LENGTH } from '../constants';
import { jobKeys } from './query-keys';
import { searchHeaders } from './search-headers';

const NO_SUGGESTIONS: JobSuggestResponse = { titles: [], skills: [], places: [] };

/** Completions of `text`; none when the API cannot answer. */
export async function suggestJobs(text: string): Promise<JobSuggestResponse> {
  const query = new URLSearchParams({ q: text.trim().slice(0, JOB_SEARCH_LIMITS.textMax) });
  const response = await getJson(JOB_SEARCH_PATHS.suggest, query, {
    headers: await searchHeaders(),
  });
  if (!response?.ok) return NO_SUGGESTIONS;
  try {
    const body = (await response.json()) as Partial<JobSuggestResponse>;
    return {
      titles: body.titles ?? [],
      skills: body.skills ?? [],
      places: body.places ?? [],
    };
  } catch {
    return NO_SUGGESTIONS;
  }
}

export const jobSuggestQueryOptions = (text: string) =>
  queryOptions({
    queryKey: jobKeys.suggest(text.trim().toLowerCase()),
    queryFn: () => suggestJobs(text),
    enabled: text.trim().length >= SUGGEST_MIN_LENGTH,
    staleTime: Infinity,
    retry: false,
  });

/** Suggestions for `text` (already debounced by the caller). */
export function useJobSuggestions(text: string) {
  return useQuery(jobSuggestQueryOptions(text));
}
