// The seed's jobs as postings: board jobs are open and companyless; the seeded company has its own.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { POSTING_LIMITS, postingInputSchema, postingSchema } from '@contracts/job';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import { checkSeedDocs } from './lib/seed-write.ts';
import {
  companyPosting,
  companyPostings,
  generateJobs,
  SEEDED_COMPANY_NAME,
} from './seed-postings.ts';

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

  it('a planned posting is written out as the company owner’s, dated and searchable', () => {
    const fields = {
      id: 'northwind-test',
      title: 'Test Engineer',
      location: 'Lisbon, Portugal',
      remote: false,
      type: 'Contract',
      experience: 'Mid level',
      salary: 50_000,
      skills: ['Testing', 'Playwright'],
      status: 'closed',
    } as const;
    const posting = companyPosting(today, {
      ...fields,
      skills: [...fields.skills],
      daysAgo: 2.5,
      paragraphs: ['First.', 'Second.'],
    });
    const at = new Date('2026-11-19T12:00:00.000Z');
    expect(posting).toEqual({
      ...fields,
      company: SEEDED_COMPANY_NAME,
      description: 'First.\n\nSecond.',
      postedDate: at.toISOString(),
      applyUrl: '',
      keywords: searchTokens('Test Engineer', SEEDED_COMPANY_NAME, ['Testing', 'Playwright']),
      locationKey: locationKey('Lisbon, Portugal'),
      companyId: COMPANY_ID,
      createdBy: ACCOUNTS.employer.uid,
      createdAt: Timestamp.fromDate(at),
      updatedAt: Timestamp.fromDate(at),
    });
  });

  it('the postings are within the posting form limits (the team can edit them as they are)', () => {
    for (const posting of companyPostings(today)) {
      const result = postingInputSchema.safeParse(posting);
      expect(result.success, `${posting.id}: ${String(result.error)}`).toBe(true);
    }
  });
});
