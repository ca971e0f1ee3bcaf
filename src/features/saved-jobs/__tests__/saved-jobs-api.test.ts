import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@contracts/job';
import { getSavedJobIds, getSavedJobs } from '../api/get-saved-jobs';
import { removeSavedJob } from '../api/remove-saved-job';
import { saveJob } from '../api/save-job';
import { DATABASE_UNAVAILABLE_WARNING, DEMO_SAVED_JOBS, SAVED_JOB_ERRORS } from '../constants';

const db = { name: 'db' };
const firestore = vi.hoisted(() => ({
  setDoc: vi.fn(),
  deleteDoc: vi.fn(),
  getDocs: vi.fn(),
  dbAvailable: true,
}));
vi.mock('@/lib/firebase/firestore', () => ({
  getDbOrNull: () => (firestore.dbAvailable ? db : null),
}));
vi.mock('firebase/firestore', async () => {
  const { convertedSnapshot, fakeRef } = await import('@/testing/firestore-fakes');
  return {
    collection: (...segments: unknown[]) => fakeRef({ path: segments.slice(1).join('/') }),
    doc: (...segments: unknown[]) => fakeRef({ path: segments.slice(1).join('/') }),
    setDoc: firestore.setDoc,
    deleteDoc: firestore.deleteDoc,
    getDocs: async (query: Parameters<typeof convertedSnapshot>[0]) =>
      convertedSnapshot(
        query,
        (await firestore.getDocs(query)) as Parameters<typeof convertedSnapshot>[1],
      ),
  };
});

const sampleJob: Job = {
  id: 'job-000001',
  title: 'Frontend Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote: true,
  description: 'Build things.',
  postedDate: '2026-11-01T00:00:00.000Z',
  applyUrl: 'https://careers.example.com/acme/job-000001',
  salary: 100_000,
  type: 'Full-time',
  skills: ['React'],
  experience: 'Mid level',
};

const snapshotOf = (jobs: Record<string, unknown>[]) => ({
  docs: jobs.map((job) => ({ id: job.id, data: () => job })),
});

describe('saved jobs api', () => {
  beforeEach(() => {
    firestore.dbAvailable = true;
    firestore.setDoc.mockReset().mockResolvedValue(undefined);
    firestore.deleteDoc.mockReset().mockResolvedValue(undefined);
    firestore.getDocs.mockReset();
    vi.useRealTimers();
  });

  it('stores the job fields and savedAt (ISO) at users/{uid}/savedJobs/{jobId}', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z'), toFake: ['Date'] });
    await saveJob('u1', sampleJob);
    expect(firestore.setDoc).toHaveBeenCalledWith(
      { path: 'users/u1/savedJobs/job-000001' },
      { ...sampleJob, savedAt: '2026-11-22T10:00:00.000Z' },
    );
  });

  it.each([
    ['no user id', '', sampleJob],
    ['no job', 'u1', null],
    ['a job without an id', 'u1', { ...sampleJob, id: '' }],
  ])('refuses to save with %s: "Invalid user ID or job data"', async (_case, userId, job) => {
    await expect(saveJob(userId, job)).rejects.toThrow(SAVED_JOB_ERRORS.invalidSave);
    expect(SAVED_JOB_ERRORS.invalidSave).toBe('Invalid user ID or job data');
    expect(firestore.setDoc).not.toHaveBeenCalled();
  });

  it.each([
    ['no user id', '', 'job-1'],
    ['no job id', 'u1', ''],
  ])('refuses to remove with %s: "Invalid user ID or job ID"', async (_case, userId, jobId) => {
    await expect(removeSavedJob(userId, jobId)).rejects.toThrow('Invalid user ID or job ID');
    expect(firestore.deleteDoc).not.toHaveBeenCalled();
  });

  it('removes users/{uid}/savedJobs/{jobId}', async () => {
    await removeSavedJob('u1', 'job-000001');
    expect(firestore.deleteDoc).toHaveBeenCalledWith({ path: 'users/u1/savedJobs/job-000001' });
  });

  it('a demo user: removing does nothing, reading gives demo-1 and demo-2', async () => {
    await removeSavedJob('demo-user', 'demo-1');
    expect(firestore.deleteDoc).not.toHaveBeenCalled();
    expect((await getSavedJobs('demo-user')).map((job) => job.id)).toEqual(['demo-2', 'demo-1']);
    expect(await getSavedJobIds('my-demo-account')).toEqual(
      expect.arrayContaining(DEMO_SAVED_JOBS.map((job) => job.id)),
    );
    expect(firestore.getDocs).not.toHaveBeenCalled();
  });

  it('without a database: save and remove warn and do nothing, reads are empty', async () => {
    firestore.dbAvailable = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveJob('u1', sampleJob);
    await removeSavedJob('u1', 'job-000001');
    expect(await getSavedJobs('u1')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Firebase not available or running on server side');
    expect(DATABASE_UNAVAILABLE_WARNING).toBe('Firebase not available or running on server side');
    expect(firestore.setDoc).not.toHaveBeenCalled();
    expect(firestore.deleteDoc).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('logs and rethrows failures of save, remove and read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const denied = new Error('permission-denied');
    firestore.setDoc.mockRejectedValue(denied);
    firestore.deleteDoc.mockRejectedValue(denied);
    firestore.getDocs.mockRejectedValue(denied);
    await expect(saveJob('u1', sampleJob)).rejects.toBe(denied);
    await expect(removeSavedJob('u1', 'job-000001')).rejects.toBe(denied);
    await expect(getSavedJobs('u1')).rejects.toBe(denied);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it('reads each saved job once, newest saved first', async () => {
    firestore.getDocs.mockResolvedValue(
      snapshotOf([
        { ...sampleJob, id: 'a', savedAt: '2026-11-01T00:00:00.000Z' },
        { ...sampleJob, id: 'b', savedAt: '2026-11-03T00:00:00.000Z' },
        { ...sampleJob, id: 'a', savedAt: '2026-11-02T00:00:00.000Z' },
      ]),
    );
    const jobs = await getSavedJobs('u1');
    expect(jobs.map((job) => job.id)).toEqual(['b', 'a']);
  });
});
