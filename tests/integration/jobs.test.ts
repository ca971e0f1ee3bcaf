// Jobs and saved jobs: the features' api/ files against the seeded emulator (the search itself is
// the search engine's, tested with it).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { getJob } from '@/features/jobs/api/get-job';
import { getSavedJobIds, getSavedJobs } from '@/features/saved-jobs/api/get-saved-jobs';
import { removeSavedJob } from '@/features/saved-jobs/api/remove-saved-job';
import { saveJob } from '@/features/saved-jobs/api/save-job';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { Job } from '@contracts/job';
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

describe('jobs against the emulator', () => {
  it('has the seeded corpus', () => {
    expect(all.length).toBeGreaterThanOrEqual(2_000);
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
