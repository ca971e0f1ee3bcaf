import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setDoc } from 'firebase/firestore';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getDbOrNull } from '@/lib/firebase/firestore';
import type { Job } from '@/lib/jobs/job';
import { track } from '@/lib/telemetry';
import { toast } from '@/lib/toast';
import { DATABASE_UNAVAILABLE_WARNING, SAVED_JOB_ERRORS } from '../constants';
import { uniqueSavedJobs } from '../lib/dedupe';
import { isDemoUser } from '../lib/is-demo-user';
import type { SavedJob } from '../types';
import { savedJobsQueryOptions } from './get-saved-jobs';
import { savedJobDoc } from './saved-jobs-ref';

/** What a save needs: a user id and a job with an id; the stored fields are checked too. */
export const saveJobSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  job: z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    remote: z.boolean(),
    description: z.string(),
    postedDate: z.string(),
    applyUrl: z.string(),
    salary: z.number(),
    type: z.string(),
    skills: z.array(z.string()),
    experience: z.string(),
  }),
});

/** The stored document: the job's fields and `savedAt` (an ISO timestamp set now). */
export function toSavedJob(job: Job, now = new Date()): SavedJob {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    remote: job.remote,
    description: job.description,
    postedDate: job.postedDate,
    applyUrl: job.applyUrl,
    salary: job.salary,
    type: job.type,
    skills: [...job.skills],
    experience: job.experience,
    savedAt: now.toISOString(),
  };
}

/**
 * Stores the job at `users/{userId}/savedJobs/{jobId}`. Throws `Invalid user ID or job data` for
 * a missing user id or job id. Without a database it logs a warning and does nothing; a demo
 * user's saves stay on the screen only. A failing write is logged and rethrown.
 */
export async function saveJob(userId: string, job: Job | null | undefined): Promise<void> {
  const input = saveJobSchema.safeParse({ userId, job });
  if (!input.success) throw new Error(SAVED_JOB_ERRORS.invalidSave);
  const db = getDbOrNull();
  if (!db) {
    console.warn(DATABASE_UNAVAILABLE_WARNING);
    return;
  }
  if (isDemoUser(userId)) return;
  try {
    await setDoc(savedJobDoc(db, userId, input.data.job.id), toSavedJob(input.data.job));
  } catch (error) {
    console.error('Failed to save job', error);
    throw error;
  }
}

/** Whether saved jobs can be written now (a demo user always can). */
export function savedJobsReady(userId: string): boolean {
  return isDemoUser(userId) || getDbOrNull() !== null;
}

/**
 * Checks before a save or removal from the interface: a signed-in (or demo) person, else
 * `Not Logged In`; a database ready, else `Firebase not initialized yet, please try again`.
 */
export function useSavedJobsGuard(userId: string | null): () => boolean {
  const { t } = useTranslation();
  return () => {
    if (!userId) {
      toast.error({
        title: t('savedJobs.notLoggedIn.title'),
        description: t('savedJobs.notLoggedIn.body'),
      });
      return false;
    }
    if (!savedJobsReady(userId)) {
      toast.error({ title: t('common.error'), description: t('savedJobs.errors.notReady') });
      return false;
    }
    return true;
  };
}

/**
 * Saving from the interface: refuses without a user (`Not Logged In`), adds the job to the list at
 * once, and takes it back if the write fails.
 */
export function useSaveJob(userId: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = savedJobsQueryOptions(userId ?? '').queryKey;
  const canWrite = useSavedJobsGuard(userId);
  const mutation = useMutation({
    mutationFn: (job: Job) => saveJob(userId ?? '', job),
    onMutate: async (job) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list: SavedJob[] | undefined) =>
        uniqueSavedJobs([toSavedJob(job), ...(list ?? [])]),
      );
      return { previous };
    },
    onError: (_error, _job, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error({ title: t('common.error'), description: t('savedJobs.errors.save') });
    },
    onSuccess: (_data, job) => {
      track('job_saved', { jobId: job.id });
      toast.success({ title: t('savedJobs.saved.title'), description: t('savedJobs.saved.body') });
    },
    onSettled: async () => {
      if (userId && !isDemoUser(userId)) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return {
    ...mutation,
    save(job: Job) {
      if (canWrite()) mutation.mutate(job);
    },
  };
}
