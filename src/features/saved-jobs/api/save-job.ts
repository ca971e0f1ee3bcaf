import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { jobSchema, pickJob, type Job } from '@contracts/job';
import { track } from '@/lib/telemetry';
import { toast } from '@/lib/toast';
import { SAVED_JOB_ERRORS } from '../constants';
import { uniqueSavedJobs } from '../lib/dedupe';
import type { SavedJob } from '../types';
import { savedJobDoc, writeSavedJobs } from './saved-jobs-ref';
import { useSavedJobsWrite } from './use-saved-jobs-write';

/** What a save needs: a user id and a job with an id; the stored fields are checked too. */
export const saveJobSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  job: jobSchema,
});

/** The stored document: the job's fields and `savedAt` (an ISO timestamp set now). */
export function toSavedJob(job: Job, now = new Date()): SavedJob {
  return { ...pickJob(job), skills: [...job.skills], savedAt: now.toISOString() };
}

/**
 * Stores the job at `users/{userId}/savedJobs/{jobId}`. Throws `Invalid user ID or job data` for
 * a missing user id or job id. Without a database it logs a warning and does nothing; a demo
 * user's saves stay on the screen only. A failing write is logged and rethrown.
 */
export async function saveJob(userId: string, job: Job | null | undefined): Promise<void> {
  const input = saveJobSchema.safeParse({ userId, job });
  if (!input.success) throw new Error(SAVED_JOB_ERRORS.invalidSave);
  const valid = input.data.job;
  await writeSavedJobs(userId, 'Failed to save job', (fs) =>
    fs.setDoc(savedJobDoc(fs, userId, valid.id), toSavedJob(valid)),
  );
}

/**
 * Saving from the interface: refuses without a user (`Not Logged In`), adds the job to the list at
 * once, and takes it back if the write fails.
 */
export function useSaveJob(userId: string | null) {
  const { t } = useTranslation();
  const { run, ...mutation } = useSavedJobsWrite<Job>(userId, {
    write: saveJob,
    apply: (list, job) => uniqueSavedJobs([toSavedJob(job), ...list]),
    failure: t('savedJobs.errors.save'),
    succeeded: (job) => {
      track('job_saved', { jobId: job.id });
      toast.success({ title: t('savedJobs.saved.title'), description: t('savedJobs.saved.body') });
    },
  });
  return { ...mutation, save: run };
}
