import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@contracts/job';
import { createHookWrapper } from '@/testing/test-utils';
import { savedJobsQueryOptions, useSavedJobs } from '../api/get-saved-jobs';
import { useRemoveSavedJob } from '../api/remove-saved-job';
import { useSaveJob } from '../api/save-job';
import { SAVED_JOBS_RETRY_MS } from '../constants';

const mocks = vi.hoisted(() => ({
  setDoc: vi.fn(),
  deleteDoc: vi.fn(),
  getDocs: vi.fn(),
  dbAvailable: true,
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  track: vi.fn(),
}));
vi.mock('@/lib/firebase/firestore', () => ({
  getDbOrNull: () => (mocks.dbAvailable ? {} : null),
}));
// one-time reads take the SDK's lite build: the same fake
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('firebase/firestore', async () => {
  const { convertedSnapshot, fakeRef } = await import('@/testing/firestore-fakes');
  return {
    collection: () => fakeRef({}),
    doc: () => fakeRef({}),
    setDoc: mocks.setDoc,
    deleteDoc: mocks.deleteDoc,
    getDocs: async (query: Parameters<typeof convertedSnapshot>[0]) =>
      convertedSnapshot(
        query,
        (await mocks.getDocs(query)) as Parameters<typeof convertedSnapshot>[1],
      ),
  };
});
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/telemetry', () => ({ track: mocks.track }));

const job: Job = {
  id: 'job-000042',
  title: 'Data Engineer',
  company: 'Acme',
  location: 'Paris, France',
  remote: false,
  description: 'Pipelines.',
  postedDate: '2026-11-01T00:00:00.000Z',
  applyUrl: 'https://careers.example.com/acme/job-000042',
  salary: 90_000,
  type: 'Contract',
  skills: ['SQL'],
  experience: 'Senior',
};
const stored = (id: string, savedAt: string) => ({ ...job, id, savedAt });
const snapshot = (jobs: Record<string, unknown>[]) => ({
  size: jobs.length,
  docs: jobs.map((entry) => ({ id: entry.id, data: () => entry })),
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

async function renderSavedJobs(userId: string | null) {
  const { Wrapper } = await createHookWrapper();
  return renderHook(
    () => ({
      list: useSavedJobs(userId),
      save: useSaveJob(userId),
      remove: useRemoveSavedJob(userId),
    }),
    { wrapper: Wrapper },
  );
}

describe('saved jobs in the interface', () => {
  beforeEach(() => {
    mocks.dbAvailable = true;
    mocks.setDoc.mockReset().mockResolvedValue(undefined);
    mocks.deleteDoc.mockReset().mockResolvedValue(undefined);
    mocks.getDocs.mockReset().mockResolvedValue(snapshot([]));
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    mocks.track.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('without a user, saving says "Not Logged In" / "Please log in to save jobs"', async () => {
    const { result } = await renderSavedJobs(null);
    act(() => result.current.save.save(job));
    expect(mocks.toast.error).toHaveBeenCalledWith({
      title: 'Not Logged In',
      description: 'Please log in to save jobs',
    });
    expect(mocks.setDoc).not.toHaveBeenCalled();
  });

  it('adds the job at once, then says "Job Saved" / "Job added to saved jobs"', async () => {
    const write = deferred();
    mocks.setDoc.mockReturnValue(write.promise);
    const { result } = await renderSavedJobs('u1');
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.save.save(job));
    await waitFor(() =>
      expect(result.current.list.data?.map((entry) => entry.id)).toEqual([job.id]),
    );
    expect(mocks.toast.success).not.toHaveBeenCalled();
    mocks.getDocs.mockResolvedValue(snapshot([stored(job.id, '2026-11-22T00:00:00.000Z')]));
    await act(async () => {
      write.resolve();
      await write.promise;
    });
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith({
        title: 'Job Saved',
        description: 'Job added to saved jobs',
      }),
    );
    expect(mocks.track).toHaveBeenCalledWith('job_saved', { jobId: job.id });
    expect(result.current.list.data).toHaveLength(1);
  });

  it('never shows a saved job twice', async () => {
    mocks.getDocs.mockResolvedValue(snapshot([stored(job.id, '2026-11-20T00:00:00.000Z')]));
    const { result } = await renderSavedJobs('u1');
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => result.current.save.save(job));
    await waitFor(() => expect(mocks.setDoc).toHaveBeenCalled());
    expect(result.current.list.data).toHaveLength(1);
  });

  it('takes the job back and says "Failed to save job" when the write fails', async () => {
    mocks.setDoc.mockRejectedValue(new Error('permission-denied'));
    const { result } = await renderSavedJobs('u1');
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.save.save(job));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save job',
      }),
    );
    expect(result.current.list.data).toEqual([]);
  });

  it('removes at once, says "Job Removed" / "Job removed from saved jobs"', async () => {
    mocks.getDocs.mockResolvedValue(snapshot([stored(job.id, '2026-11-20T00:00:00.000Z')]));
    const remove = deferred();
    mocks.deleteDoc.mockReturnValue(remove.promise);
    const { result } = await renderSavedJobs('u1');
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => result.current.remove.remove(job.id));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    mocks.getDocs.mockResolvedValue(snapshot([]));
    await act(async () => {
      remove.resolve();
      await remove.promise;
    });
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith({
        title: 'Job Removed',
        description: 'Job removed from saved jobs',
      }),
    );
  });

  it('puts the job back and says "Failed to remove job" when the delete fails', async () => {
    mocks.getDocs.mockResolvedValue(snapshot([stored(job.id, '2026-11-20T00:00:00.000Z')]));
    mocks.deleteDoc.mockRejectedValue(new Error('unavailable'));
    const { result } = await renderSavedJobs('u1');
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => result.current.remove.remove(job.id));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to remove job',
      }),
    );
    expect(result.current.list.data?.map((entry) => entry.id)).toEqual([job.id]);
  });

  it('says "Firebase not initialized yet, please try again" when the database is not ready', async () => {
    mocks.dbAvailable = false;
    const { result } = await renderSavedJobs('u1');
    act(() => result.current.save.save(job));
    act(() => result.current.remove.remove(job.id));
    expect(mocks.toast.error).toHaveBeenCalledTimes(2);
    expect(mocks.toast.error).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Firebase not initialized yet, please try again',
    });
    expect(mocks.setDoc).not.toHaveBeenCalled();
  });

  it('a demo user sees the two sample jobs and keeps a removal on screen', async () => {
    const { result } = await renderSavedJobs('demo-user');
    await waitFor(() =>
      expect(result.current.list.data?.map((entry) => entry.id).sort()).toEqual([
        'demo-1',
        'demo-2',
      ]),
    );
    act(() => result.current.remove.remove('demo-1'));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
    expect(result.current.list.data?.map((entry) => entry.id)).toEqual(['demo-2']);
    expect(mocks.deleteDoc).not.toHaveBeenCalled();
  });

  it('retries a failed refresh once, 1 second later', async () => {
    vi.useFakeTimers();
    mocks.getDocs
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce(snapshot([stored(job.id, '2026-11-20T00:00:00.000Z')]));
    const refresh = new QueryClient().fetchQuery(savedJobsQueryOptions('u1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(mocks.getDocs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SAVED_JOBS_RETRY_MS - 1);
    expect(mocks.getDocs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(mocks.getDocs).toHaveBeenCalledTimes(2);
    await expect(refresh).resolves.toHaveLength(1);
    expect(SAVED_JOBS_RETRY_MS).toBe(1_000);
  });

  it('says "Failed to refresh saved jobs" when the retry fails too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    mocks.getDocs.mockRejectedValue(new Error('unavailable'));
    const { result } = await renderSavedJobs('u1');
    await act(async () => vi.advanceTimersByTimeAsync(SAVED_JOBS_RETRY_MS * 3));
    expect(mocks.getDocs).toHaveBeenCalledTimes(2);
    expect(result.current.list.isError).toBe(true);
    expect(mocks.toast.error).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to refresh saved jobs',
    });
  });
});
