// The seed's jobs as postings: board jobs are open and companyless; the seeded company has its own.
import { describe, expect, it } from 'vitest';
import { POSTING_LIMITS, postingInputSchema, postingSchema } from '@contracts/job';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import { checkSeedDocs } from './lib/seed-write.ts';
import { companyPostings, generateJobs, SEEDED_COMPANY_NAME } from './seed-postings.ts';

const today = new Date('2026-11-22T00:00:00.000Z');

describe('seeded postings', () => {
  it('every board job is open and belongs to no company', () => {
    const jobs = generateJobs(50, today);
    expect(jobs.every((job) => job.status === 'open')).toBe(true);
    expect(jobs.every((job) => job.companyId === '' && job.createdBy === '')).toBe(true);
    expect(jobs.every((job) => postingSchema.safeParse(job).success)).toBe(true);
  });

  it('the seeded company has three open postings and one closed, by its owner', () => {
    const postings = companyPostings(today);
    expect(postings.map((posting) => posting.status).sort()).toEqual([
      'closed',
      'open',
      'open',
      'open',
    ]);
    expect(postings.map((posting) => posting.id)).toContain('northwind-frontend-engineer');
    for (const posting of postings) {
      expect(posting.id).toMatch(/^northwind-/);
      expect(posting).toMatchObject({
        companyId: COMPANY_ID,
        company: SEEDED_COMPANY_NAME,
        createdBy: ACCOUNTS.employer.uid,
        keywords: searchTokens(posting.title, SEEDED_COMPANY_NAME, posting.skills),
        locationKey: locationKey(posting.location),
      });
      expect(posting.keywords.length).toBeLessThanOrEqual(POSTING_LIMITS.keywordsMax);
      expect(posting.createdAt?.toMillis()).toBe(new Date(posting.postedDate).getTime());
    }
    expect(() =>
      checkSeedDocs(postings.map((posting) => ({ path: `jobs/${posting.id}`, data: posting }))),
    ).not.toThrow();
  });

  it('the postings are within the posting form limits (the team can edit them as they are)', () => {
    for (const posting of companyPostings(today)) {
      const result = postingInputSchema.safeParse(posting);
      expect(result.success, `${posting.id}: ${String(result.error)}`).toBe(true);
    }
  });
});
