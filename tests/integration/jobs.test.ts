// Job search and saved jobs: the features' api/ files against the seeded emulator.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { countJobs } from '@/features/jobs/api/count-jobs';
import { getJob } from '@/features/jobs/api/get-job';
import { searchJobs } from '@/features/jobs/api/search-jobs';
import { JOB_PAGE_SIZE, MAX_SCAN_BATCHES } from '@/features/jobs/constants';
import { EMPTY_FILTERS, type JobSearchFilters } from '@domain/job-search-filters';
import { getSavedJobIds, getSavedJobs } from '@/features/saved-jobs/api/get-saved-jobs';
import { removeSavedJob } from '@/features/saved-jobs/api/remove-saved-job';
import { saveJob } from '@/features/saved-jobs/api/save-job';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { Job } from '@contracts/job';
import { locationKey } from '@contracts/job-search-tokens';
import { ACCOUNTS, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';

type StoredJob = Job & { keywords: string[]; locationKey: string; status?: string };
let all: StoredJob[] = [];
const admin = (() => {
  Object.assign(process.env, emulatorEnv());
  return initializeApp({ projectId: PROJECT_ID }, `jobs-it-${Date.now()}`);
})();

beforeAll(async () => {
  const snapshot = await getFirestore(admin).collection('jobs').get();
  // the board's jobs: a company's closed postings (seeded ones too) are never searched
  all = snapshot.docs
    .map((doc) => ({ ...(doc.data() as StoredJob), id: doc.id }))
    .filter((job) => job.status !== 'closed');
});

afterAll(async () => {
  await signOut(getFirebaseAuth());
  await deleteApp(admin);
});

/** A stored job without its search fields, as the interface holds it. */
function asJob(stored: StoredJob): Job {
  const job: Partial<StoredJob> = { ...stored };
  delete job.keywords;
  delete job.locationKey;
  return job as Job;
}

const search = (filters: Partial<JobSearchFilters>) => searchJobs({ ...EMPTY_FILTERS, ...filters });
const newestFirst = (jobs: Job[]) =>
  jobs.every((job, i) => i === 0 || jobs[i - 1]!.postedDate >= job.postedDate);

describe('job search against the emulator', () => {
  it('has the seeded corpus to search', () => {
    expect(all.length).toBeGreaterThanOrEqual(2_000);
  });

  it('pages of 20 newest first, each page reading 20 documents, continuing without overlap', async () => {
    const first = await search({});
    expect(first.jobs).toHaveLength(JOB_PAGE_SIZE);
    expect(first.reads).toBe(JOB_PAGE_SIZE);
    expect(newestFirst(first.jobs)).toBe(true);
    const second = await searchJobs(EMPTY_FILTERS, first.next);
    expect(second.reads).toBe(JOB_PAGE_SIZE);
    const ids = new Set(first.jobs.map((job) => job.id));
    expect(second.jobs.some((job) => ids.has(job.id))).toBe(false);
    expect(first.jobs.at(-1)!.postedDate >= second.jobs[0]!.postedDate).toBe(true);
    expect(first.jobs[0]).not.toHaveProperty('keywords');
  });

  it('a keyword matches title, company or skills, and the count is exact', async () => {
    const expected = all.filter((job) => job.keywords.includes('frontend'));
    const page = await search({ q: 'Frontend' });
    expect(page.jobs.length).toBe(Math.min(JOB_PAGE_SIZE, expected.length));
    expect(page.jobs.every((job) => /frontend/i.test(`${job.title} ${job.skills.join(' ')}`))).toBe(
      true,
    );
    expect(await countJobs({ ...EMPTY_FILTERS, q: 'Frontend' })).toBe(expected.length);
  });

  it('type, level, remote and city filter exactly', async () => {
    const city = all[0]!.location;
    const filters = { type: 'Full-time' as const, remote: true, location: city.split(',')[0]! };
    const expected = all.filter(
      (job) => job.type === 'Full-time' && job.remote && job.locationKey === locationKey(city),
    );
    const page = await search(filters);
    expect(page.jobs.length).toBe(Math.min(JOB_PAGE_SIZE, expected.length));
    expect(
      page.jobs.every((job) => job.type === 'Full-time' && job.remote && job.location === city),
    ).toBe(true);
    expect(await countJobs({ ...EMPTY_FILTERS, ...filters })).toBe(expected.length);

    const seniors = await search({ experience: 'Senior' });
    expect(seniors.jobs.every((job) => job.experience === 'Senior')).toBe(true);
  });

  it('a minimum salary keeps newest-first order; salary order is highest first', async () => {
    const rich = await search({ minSalary: 150_000 });
    expect(rich.jobs.length).toBeGreaterThan(0);
    expect(rich.jobs.every((job) => job.salary >= 150_000)).toBe(true);
    expect(newestFirst(rich.jobs)).toBe(true);
    const bySalary = await search({ sort: 'salary' });
    const salaries = bySalary.jobs.map((job) => job.salary);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    expect(salaries[0]).toBe(Math.max(...all.map((job) => job.salary)));
  });

  it('keyword, equalities, a minimum salary and newest-first together', async () => {
    const filters = { q: 'engineer', type: 'Full-time' as const, remote: true, minSalary: 80_000 };
    const expected = all.filter(
      (job) =>
        job.keywords.includes('engineer') &&
        job.type === 'Full-time' &&
        job.remote &&
        job.salary >= 80_000,
    );
    const page = await search(filters);
    expect(page.jobs.length).toBe(Math.min(JOB_PAGE_SIZE, expected.length));
    expect(newestFirst(page.jobs)).toBe(true);
    expect(await countJobs({ ...EMPTY_FILTERS, ...filters })).toBe(expected.length);
  });

  it('several words and exact skills: every result matches, reads stay bounded, no count', async () => {
    const filters = { q: 'data engineer', skills: ['Python'] };
    const expected = all.filter(
      (job) =>
        job.keywords.includes('data') &&
        job.keywords.includes('engineer') &&
        job.skills.includes('Python'),
    );
    const page = await search(filters);
    expect(page.reads).toBeLessThanOrEqual(JOB_PAGE_SIZE * MAX_SCAN_BATCHES);
    expect(page.jobs.length).toBeGreaterThan(0);
    expect(page.jobs.every((job) => expected.some((entry) => entry.id === job.id))).toBe(true);
    expect(await countJobs({ ...EMPTY_FILTERS, ...filters })).toBeNull();
  });

  it('reads one job by id, and null for an unknown id', async () => {
    const job = await getJob(all[5]!.id);
    expect(job).toMatchObject({ id: all[5]!.id, title: all[5]!.title, salary: all[5]!.salary });
    expect(await getJob('no-such-job')).toBeNull();
  });
});

describe('saved jobs against the emulator', () => {
  it('saves, reads (once, with savedAt), lists ids and removes for the signed-in person', async () => {
    await signInWithEmail({ email: ACCOUNTS.jobSeeker.email, password: DEMO_PASSWORD });
    const uid = ACCOUNTS.jobSeeker.uid;
    const job = asJob(all[10]!);
    await saveJob(uid, job);
    await saveJob(uid, job);
    const saved = await getSavedJobs(uid);
    expect(saved.filter((entry) => entry.id === job.id)).toHaveLength(1);
    expect(saved.find((entry) => entry.id === job.id)?.savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await getSavedJobIds(uid)).toContain(job.id);
    await removeSavedJob(uid, job.id);
    expect(await getSavedJobIds(uid)).not.toContain(job.id);
  });

  it("refuses, and rethrows, a save into someone else's list", async () => {
    await signInWithEmail({ email: ACCOUNTS.jobSeeker.email, password: DEMO_PASSWORD });
    const job = asJob(all[11]!);
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await expect(saveJob(ACCOUNTS.employer.uid, job)).rejects.toThrow(/permission/i);
    } finally {
      console.error = quiet;
    }
  });
});
