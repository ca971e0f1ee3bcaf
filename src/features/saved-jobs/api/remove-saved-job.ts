import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc } from 'firebase/firestore';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getDbOrNull } from '@/lib/firebase/firestore';
import { track } from '@/lib/telemetry';
import { toast } from '@/lib/toast';
import { DATABASE_UNAVAILABLE_WARNING, SAVED_JOB_ERRORS } from '../constants';
import { isDemoUser } from '../lib/is-demo-user';
import type { SavedJob } from '../types';
import { savedJobsQueryOptions } from './get-saved-jobs';
import { savedJobDoc } from './saved-jobs-ref';
import { useSavedJobsGuard } from './save-job';

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
  const db = getDbOrNull();
  if (!db) {
    console.warn(DATABASE_UNAVAILABLE_WARNING);
    return;
  }
  if (isDemoUser(userId)) return;
  try {
    await deleteDoc(savedJobDoc(db, userId, jobId));
  } catch (error) {
    console.error('Failed to remove job', error);
    throw error;
  }
}

/** Removing from the interface: the job leaves the list at once and comes back if the delete fails. */
export function useRemoveSavedJob(userId: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = savedJobsQueryOptions(userId ?? '').queryKey;
  const canWrite = useSavedJobsGuard(userId);
  const mutation = useMutation({
    mutationFn: (jobId: string) => removeSavedJob(userId ?? '', jobId),
    onMutate: async (jobId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list: SavedJob[] | undefined) =>
        (list ?? []).filter((job) => job.id !== jobId),
      );
      return { previous };
    },
    onError: (_error, _jobId, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error({ title: t('common.error'), description: t('savedJobs.errors.remove') });
    },
    onSuccess: (_data, jobId) => {
      track('job_unsaved', { jobId });
      toast.success({
        title: t('savedJobs.removed.title'),
        description: t('savedJobs.removed.body'),
      });
    },
    onSettled: async () => {
      if (userId && !isDemoUser(userId)) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return {
    ...mutation,
    remove(jobId: string) {
      if (canWrite()) mutation.mutate(jobId);
    },
  };
}
