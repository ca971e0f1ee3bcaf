import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  MAX_EXCLUDED_COMPANIES,
  MAX_QUERY_LENGTH,
  MAX_SKILLS,
  type JobSearchFilters,
} from '../job-search-filters';
import { jobSearchRequestSchema } from '../../contracts/job-search';
import {
  filtersFromParams,
  paramsFromFilters,
  searchQueryString,
  searchRequestFromFilters,
} from '../job-search-params';

describe('search filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters: JobSearchFilters = {
      q: 'frontend "design system" -agency',
      location: 'Zürich',
      withinKm: 25,
      remote: true,
      type: 'Contract',
      experience: 'Senior',
      minSalary: 100_000,
      skills: ['TypeScript', 'CSS'],
      excludeCompanies: ['Acme, Inc.', 'Globex'],
      sort: 'salary',
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'q=frontend+%22design+system%22+-agency&location=Z%C3%BCrich&withinKm=25&remote=1&type=Contract&experience=Senior&minSalary=100000&skills=TypeScript%2CCSS&excludeCompanies=Acme%2C+Inc.&excludeCompanies=Globex&sort=salary',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('an empty search has an empty URL', () => {
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('sorts by relevance unless told otherwise, and "newest" stays in the URL', () => {
    expect(EMPTY_FILTERS.sort).toBe('relevance');
    const newest = paramsFromFilters({ ...EMPTY_FILTERS, sort: 'newest' });
    expect(newest.toString()).toBe('sort=newest');
    expect(filtersFromParams(newest).sort).toBe('newest');
  });

  it('ignores unknown or malformed values instead of failing', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        `type=Freelance&experience=Guru&minSalary=-5&sort=random&remote=yes&location=Berlin&withinKm=-10&q=${'x'.repeat(500)}`,
      ),
    );
    expect(filters).toMatchObject({
      type: '',
      experience: '',
      minSalary: null,
      sort: 'relevance',
      remote: false,
      withinKm: null,
    });
    expect(filters.q).toHaveLength(MAX_QUERY_LENGTH);
    expect(filtersFromParams(new URLSearchParams('minSalary=abc')).minSalary).toBeNull();
    expect(filtersFromParams(new URLSearchParams('location=Berlin&withinKm=37')).withinKm).toBe(
      null,
    );
    expect(filtersFromParams(new URLSearchParams('location=Berlin&withinKm=abc')).withinKm).toBe(
      null,
    );
  });

  it('keeps a distance only with a city', () => {
    expect(filtersFromParams(new URLSearchParams('withinKm=50')).withinKm).toBeNull();
    expect(paramsFromFilters({ ...EMPTY_FILTERS, withinKm: 50 }).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('location=Lyon&withinKm=50')).withinKm).toBe(50);
  });

  it(`keeps at most ${MAX_EXCLUDED_COMPANIES} distinct hidden companies`, () => {
    const many = Array.from({ length: MAX_EXCLUDED_COMPANIES + 3 }, (_, n) => `C${n}`);
    const params = new URLSearchParams([
      ['excludeCompanies', 'C0'],
      ['excludeCompanies', ' '],
      ...many.map((name) => ['excludeCompanies', name]),
    ]);
    expect(filtersFromParams(params).excludeCompanies).toEqual(
      many.slice(0, MAX_EXCLUDED_COMPANIES),
    );
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
        excludeCompanies: ['Acme'],
        sort: 'salary',
      }),
    ).toEqual({
      q: 'react',
      location: '',
      remote: true,
      type: 'Full-time',
      minSalary: 90_000,
      skills: ['TypeScript'],
      excludeCompanies: ['Acme'],
      sort: 'salary',
    });
    expect(
      searchRequestFromFilters({ ...EMPTY_FILTERS, location: 'Paris', withinKm: 10 }),
    ).toMatchObject({ location: 'Paris', withinKm: 10, sort: 'relevance' });
    expect(jobSearchRequestSchema.parse(searchRequestFromFilters(EMPTY_FILTERS))).toMatchObject({
      q: '',
      skills: [],
    });
  });
});

describe('searchQueryString', () => {
  it('writes lists as repeated keys and leaves empty values out, as the engine reads them', () => {
    const request = searchRequestFromFilters({
      ...EMPTY_FILTERS,
      q: 'data -agency',
      location: 'Paris',
      withinKm: 50,
      remote: true,
      skills: ['SQL', 'Python'],
      excludeCompanies: ['Acme'],
    });
    expect(searchQueryString({ ...request, cursor: 'abc', limit: 20 }).toString()).toBe(
      'q=data+-agency&location=Paris&withinKm=50&remote=true&skills=SQL&skills=Python&excludeCompanies=Acme&sort=relevance&cursor=abc&limit=20',
    );
    expect(searchQueryString(searchRequestFromFilters(EMPTY_FILTERS)).toString()).toBe(
      'sort=relevance',
    );
  });
});
