import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { track } from '@/lib/telemetry';
import { toast } from '@/lib/toast';
import { SAVED_JOB_ERRORS } from '../constants';
import { savedJobDoc, writeSavedJobs } from './saved-jobs-ref';
import { useSavedJobsWrite } from './use-saved-jobs-write';

export const removeSavedJobSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
});

/**
 * Deletes `users/{userId}/savedJobs/{jobId}`. Throws `Invalid user ID or job ID` for a missing id.
 * A demo user's removal does nothing; without a database it logs a warning and does nothing.
 * A failing delete is logged and rethrown.
 */
export async function removeSavedJob(userId: string, jobId: string): Promise<void> {
  const input = removeSavedJobSchema.safeParse({ userId, jobId });
  if (!input.success) throw new Error(SAVED_JOB_ERRORS.invalidRemove);
  await writeSavedJobs(userId, 'Failed to remove job', (fs) =>
    fs.deleteDoc(savedJobDoc(fs, userId, jobId)),
  );
}

/** Removing from the interface: the job leaves the list at once and comes back if the delete fails. */
export function useRemoveSavedJob(userId: string | null) {
  const { t } = useTranslation();
  const { run, ...mutation } = useSavedJobsWrite<string>(userId, {
    write: removeSavedJob,
    apply: (list, jobId) => list.filter((job) => job.id !== jobId),
    failure: t('savedJobs.errors.remove'),
    succeeded: (jobId) => {
      track('job_unsaved', { jobId });
      toast.success({
        title: t('savedJobs.removed.title'),
        description: t('savedJobs.removed.body'),
      });
    },
  });
  return { ...mutation, remove: run };
}
