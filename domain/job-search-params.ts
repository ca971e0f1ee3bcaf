// Filters ⇄ URL: a search can be shared, bookmarked and restored by the back button.
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES } from '../contracts/job.js';
import type { JobSearchRequestInput } from '../contracts/job-search.js';
import {
  EMPTY_FILTERS,
  JOB_SORTS,
  MAX_FILTER_LENGTH,
  MAX_MIN_SALARY,
  MAX_SKILLS,
  type JobSearchFilters,
} from './job-search-filters.js';

const clip = (value: string | null) => (value ?? '').trim().slice(0, MAX_FILTER_LENGTH);

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((candidate) => candidate === value) ?? '';
}

/** Reads filters from a URL's query; anything unknown or malformed falls back to "no filter". */
export function filtersFromParams(params: URLSearchParams): JobSearchFilters {
  const minSalary = Number(params.get('minSalary'));
  const skills = [
    ...new Set(
      (params.get('skills') ?? '')
        .split(',')
        .map((skill) => clip(skill))
        .filter(Boolean),
    ),
  ].slice(0, MAX_SKILLS);
  return {
    q: clip(params.get('q')),
    location: clip(params.get('location')),
    remote: params.get('remote') === '1',
    type: oneOf(JOB_TYPE_VALUES, params.get('type')),
    experience: oneOf(EXPERIENCE_VALUES, params.get('experience')),
    minSalary:
      Number.isInteger(minSalary) && minSalary > 0 && minSalary <= MAX_MIN_SALARY
        ? minSalary
        : null,
    skills,
    sort: oneOf(JOB_SORTS, params.get('sort')) || EMPTY_FILTERS.sort,
  };
}

/** The URL query of a search: only what differs from "no filter", in a stable order. */
export function paramsFromFilters(filters: JobSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.remote) params.set('remote', '1');
  if (filters.type) params.set('type', filters.type);
  if (filters.experience) params.set('experience', filters.experience);
  if (filters.minSalary) params.set('minSalary', String(filters.minSalary));
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  if (filters.sort !== EMPTY_FILTERS.sort) params.set('sort', filters.sort);
  return params;
}

/** The engine's request for a search's filters (the search API's query; contracts/job-search). */
export function searchRequestFromFilters(filters: JobSearchFilters): JobSearchRequestInput {
  return {
    q: filters.q,
    location: filters.location,
    ...(filters.remote ? { remote: true } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.experience ? { experience: filters.experience } : {}),
    ...(filters.minSalary ? { minSalary: filters.minSalary } : {}),
    skills: filters.skills,
    sort: filters.sort,
  };
}
