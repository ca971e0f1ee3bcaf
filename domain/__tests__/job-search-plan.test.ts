import { describe, expect, it } from 'vitest';
import indexConfig from '../../firestore.indexes.json';
import {
  allSearchIndexes,
  indexFor,
  isSearchIndex,
  matchesPostFilter,
  needsPostFilter,
  planSearch,
} from '../job-search-plan';
import { EMPTY_FILTERS } from '../job-search-filters';

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
  it('no filters: open postings only, newest first, on the status and date index', () => {
    const plan = planSearch(EMPTY_FILTERS);
    expect(plan).toMatchObject({
      token: null,
      equalities: [['status', 'open']],
      orderBy: [['postedDate', 'desc']],
    });
    expect(indexFor(plan)?.fields).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'postedDate', order: 'DESCENDING' },
    ]);
    expect(needsPostFilter(plan)).toBe(false);
  });

  it('every search, whatever its filters, asks for open postings first', () => {
    const plans = [
      planSearch({ ...EMPTY_FILTERS, q: 'react', sort: 'salary' }),
      planSearch({ ...EMPTY_FILTERS, type: 'Contract', minSalary: 50_000 }),
      planSearch({ ...EMPTY_FILTERS, skills: ['Go'], location: 'Paris' }),
    ];
    for (const plan of plans) expect(plan.equalities[0]).toEqual(['status', 'open']);
    expect(
      allSearchIndexes().every((index) => index.fields.some((f) => f.fieldPath === 'status')),
    ).toBe(true);
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
      ['status', 'open'],
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
      indexConfig.indexes.filter(isSearchIndex).map((index) => JSON.stringify(index.fields)),
    );
    const needed = allSearchIndexes();
    // 16 combinations of filters × with or without a keyword × 3 orderings
    expect(needed.length).toBe(96);
    const missing = needed.filter((index) => !declared.has(JSON.stringify(index.fields)));
    expect(missing).toEqual([]);
    expect(declared.size).toBe(needed.length);
    expect(indexConfig.indexes.filter(isSearchIndex)).toHaveLength(needed.length);
  });

  it('tells the search indexes from the other jobs indexes', () => {
    expect(isSearchIndex(allSearchIndexes()[0]!)).toBe(true);
    expect(
      isSearchIndex({
        collectionGroup: 'jobs',
        fields: [{ fieldPath: 'type' }, { fieldPath: 'postedDate' }],
      }),
    ).toBe(true);
    expect(
      isSearchIndex({
        collectionGroup: 'jobs',
        fields: [{ fieldPath: 'companyId' }, { fieldPath: 'createdAt' }],
      }),
    ).toBe(false);
    expect(
      isSearchIndex({ collectionGroup: 'applications', fields: [{ fieldPath: 'status' }] }),
    ).toBe(false);
  });
});
