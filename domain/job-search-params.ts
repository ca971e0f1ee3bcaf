// Filters ⇄ URL: a search can be shared, bookmarked and restored by the back button. Skills travel
// as one comma-separated value, hidden companies (whose names may hold commas) as repeated keys.
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES } from '../contracts/job.js';
import type { JobSearchRequestInput } from '../contracts/job-search.js';
import {
  EMPTY_FILTERS,
  JOB_SORTS,
  MAX_EXCLUDED_COMPANIES,
  MAX_FILTER_LENGTH,
  MAX_MIN_SALARY,
  MAX_QUERY_LENGTH,
  MAX_SKILLS,
  WITHIN_KM_CHOICES,
  type JobSearchFilters,
} from './job-search-filters.js';

const clip = (value: string | null, max: number = MAX_FILTER_LENGTH) =>
  (value ?? '').trim().slice(0, max);

function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** Distinct non-empty names, clipped, at most `max`. */
const names = (values: readonly string[], max: number) =>
  [...new Set(values.map((value) => clip(value)).filter(Boolean))].slice(0, max);

/** Reads filters from a URL's query; anything unknown or malformed falls back to "no filter". */
export function filtersFromParams(params: URLSearchParams): JobSearchFilters {
  const minSalary = Number(params.get('minSalary'));
  const location = clip(params.get('location'));
  return {
    q: clip(params.get('q'), MAX_QUERY_LENGTH),
    location,
    withinKm: location ? oneOf(WITHIN_KM_CHOICES, Number(params.get('withinKm'))) : null,
    remote: params.get('remote') === '1',
    type: oneOf(JOB_TYPE_VALUES, params.get('type')) ?? '',
    experience: oneOf(EXPERIENCE_VALUES, params.get('experience')) ?? '',
    minSalary:
      Number.isInteger(minSalary) && minSalary > 0 && minSalary <= MAX_MIN_SALARY
        ? minSalary
        : null,
    skills: names((params.get('skills') ?? '').split(','), MAX_SKILLS),
    excludeCompanies: names(params.getAll('excludeCompanies'), MAX_EXCLUDED_COMPANIES),
    sort: oneOf(JOB_SORTS, params.get('sort')) ?? EMPTY_FILTERS.sort,
  };
}

/** The URL query of a search: only what differs from "no filter", in a stable order. */
export function paramsFromFilters(filters: JobSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const location = filters.location.trim();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (location) params.set('location', location);
  if (location && filters.withinKm) params.set('withinKm', String(filters.withinKm));
  if (filters.remote) params.set('remote', '1');
  if (filters.type) params.set('type', filters.type);
  if (filters.experience) params.set('experience', filters.experience);
  if (filters.minSalary) params.set('minSalary', String(filters.minSalary));
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  for (const company of filters.excludeCompanies) params.append('excludeCompanies', company);
  if (filters.sort !== EMPTY_FILTERS.sort) params.set('sort', filters.sort);
  return params;
}

/** The engine's request for a search's filters (the search API's query; contracts/job-search). */
export function searchRequestFromFilters(filters: JobSearchFilters): JobSearchRequestInput {
  return {
    q: filters.q,
    location: filters.location,
    ...(filters.location && filters.withinKm ? { withinKm: filters.withinKm } : {}),
    ...(filters.remote ? { remote: true } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.experience ? { experience: filters.experience } : {}),
    ...(filters.minSalary ? { minSalary: filters.minSalary } : {}),
    skills: filters.skills,
    excludeCompanies: filters.excludeCompanies,
    sort: filters.sort,
  };
}

/**
 * The query string of GET /api/jobs/search for a request: empty values left out, lists as
 * repeated keys (`skills=a&skills=b`), as the engine parses it.
 */
export function searchQueryString(request: JobSearchRequestInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (
        typeof item === 'string'
          ? item !== ''
          : typeof item === 'number' || typeof item === 'boolean'
      ) {
        params.append(key, String(item));
      }
    }
  }
  return params;
}
