import { describe, expect, it } from 'vitest';
import indexConfig from '../../../../firestore.indexes.json';
import {
  allSearchIndexes,
  indexFor,
  matchesPostFilter,
  needsPostFilter,
  planSearch,
} from '../lib/search-plan';
import { EMPTY_FILTERS } from '../types';

const job = {
  id: 'job-1',
  title: 'Senior Frontend Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote: true,
  description: '',
  postedDate: '2026-11-01T00:00:00.000Z',
  applyUrl: 'https://careers.example.com/x',
  salary: 120_000,
  type: 'Full-time',
  skills: ['React', 'TypeScript'],
  experience: 'Senior',
  keywords: ['senior', 'frontend', 'engineer', 'acme', 'react', 'typescript'],
};

describe('search plan', () => {
  it('no filters: newest first, served by the single-field index', () => {
    const plan = planSearch(EMPTY_FILTERS);
    expect(plan).toMatchObject({ token: null, equalities: [], orderBy: [['postedDate', 'desc']] });
    expect(indexFor(plan)).toBeNull();
    expect(needsPostFilter(plan)).toBe(false);
  });

  it('the longest keyword goes to the index, the others are checked on the page', () => {
    const plan = planSearch({ ...EMPTY_FILTERS, q: 'Frontend at Acme' });
    expect(plan.token).toBe('frontend');
    expect(plan.extraTokens).toEqual(['acme', 'at']);
    expect(needsPostFilter(plan)).toBe(true);
    expect(matchesPostFilter(job, { ...plan, extraTokens: ['acme'] })).toBe(true);
    expect(matchesPostFilter(job, plan)).toBe(false);
  });

  it('filters become equalities in a fixed order; the city is matched by its key', () => {
    const plan = planSearch({
      ...EMPTY_FILTERS,
      location: ' Berlin, Germany ',
      remote: true,
      type: 'Full-time',
      experience: 'Senior',
    });
    expect(plan.equalities).toEqual([
      ['type', 'Full-time'],
      ['experience', 'Senior'],
      ['remote', true],
      ['locationKey', 'berlin'],
    ]);
  });

  it('a minimum salary adds a range; newest-first then orders by date, then salary', () => {
    expect(planSearch({ ...EMPTY_FILTERS, minSalary: 80_000 }).orderBy).toEqual([
      ['postedDate', 'desc'],
      ['salary', 'asc'],
    ]);
    expect(planSearch({ ...EMPTY_FILTERS, minSalary: 80_000, sort: 'salary' }).orderBy).toEqual([
      ['salary', 'desc'],
    ]);
  });

  it('skills without keywords: a skill word goes to the index, the exact skill is checked', () => {
    const plan = planSearch({ ...EMPTY_FILTERS, skills: ['TypeScript'] });
    expect(plan.token).toBe('typescript');
    expect(matchesPostFilter(job, plan)).toBe(true);
    expect(matchesPostFilter(job, planSearch({ ...EMPTY_FILTERS, skills: ['Go'] }))).toBe(false);
  });

  it('every query a search can make has its composite index in firestore.indexes.json', () => {
    const declared = new Set(
      indexConfig.indexes
        .filter((index) => index.collectionGroup === 'jobs')
        .map((index) => JSON.stringify(index.fields)),
    );
    const needed = allSearchIndexes();
    expect(needed.length).toBe(94);
    const missing = needed.filter((index) => !declared.has(JSON.stringify(index.fields)));
    expect(missing).toEqual([]);
    expect(declared.size).toBe(needed.length);
  });
});
