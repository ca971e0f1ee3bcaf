// Every jobs query takes its key from jobKeys, and a change to a job reaches each of them
// through the `all` prefix.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '@domain/job-search-filters';
import { jobKeys } from '../api/query-keys';

describe('jobKeys', () => {
  const keys = [
    jobKeys.detail('j1'),
    jobKeys.search(EMPTY_FILTERS),
    jobKeys.suggest('fron'),
    jobKeys.posting('j1'),
    jobKeys.companyPostings('c1'),
    jobKeys.companyName('c1'),
  ];

  it('gives each query a key of its own', () => {
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
    expect(jobKeys.detail('j1')).toEqual(['jobs', 'detail', 'j1']);
    expect(jobKeys.companyPostings('c1')).toEqual(['jobs', 'company', 'c1']);
  });

  it('invalidates every jobs query by the `all` prefix', () => {
    for (const key of keys) expect(partialMatchKey(key, jobKeys.all)).toBe(true);
    expect(partialMatchKey(['savedJobs', 'u1'], jobKeys.all)).toBe(false);
  });
});
