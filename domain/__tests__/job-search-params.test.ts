import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  MAX_FILTER_LENGTH,
  MAX_SKILLS,
  type JobSearchFilters,
} from '../job-search-filters';
import { jobSearchRequestSchema } from '../../contracts/job-search';
import {
  filtersFromParams,
  paramsFromFilters,
  searchRequestFromFilters,
} from '../job-search-params';

describe('search filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters: JobSearchFilters = {
      q: 'frontend react',
      location: 'Berlin',
      remote: true,
      type: 'Contract',
      experience: 'Senior',
      minSalary: 100_000,
      skills: ['TypeScript', 'CSS'],
      sort: 'salary',
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'q=frontend+react&location=Berlin&remote=1&type=Contract&experience=Senior&minSalary=100000&skills=TypeScript%2CCSS&sort=salary',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('an empty search has an empty URL', () => {
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('ignores unknown or malformed values instead of failing', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        `type=Freelance&experience=Guru&minSalary=-5&sort=random&remote=yes&q=${'x'.repeat(200)}`,
      ),
    );
    expect(filters).toMatchObject({
      type: '',
      experience: '',
      minSalary: null,
      sort: 'newest',
      remote: false,
    });
    expect(filters.q).toHaveLength(MAX_FILTER_LENGTH);
    expect(filtersFromParams(new URLSearchParams('minSalary=abc')).minSalary).toBeNull();
  });

  it(`keeps at most ${MAX_SKILLS} distinct skills`, () => {
    const filters = filtersFromParams(new URLSearchParams('skills=a,b,a,c,d,e,f,g'));
    expect(filters.skills).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('searchRequestFromFilters', () => {
  it('asks the engine for what the filters hold and leaves the empty ones out', () => {
    expect(
      searchRequestFromFilters({
        ...EMPTY_FILTERS,
        q: 'react',
        remote: true,
        type: 'Full-time',
        minSalary: 90_000,
        skills: ['TypeScript'],
        sort: 'salary',
      }),
    ).toEqual({
      q: 'react',
      location: '',
      remote: true,
      type: 'Full-time',
      minSalary: 90_000,
      skills: ['TypeScript'],
      sort: 'salary',
    });
    expect(jobSearchRequestSchema.parse(searchRequestFromFilters(EMPTY_FILTERS))).toMatchObject({
      q: '',
      skills: [],
    });
  });
});
