import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { firestoreOrNull } from '@/lib/firebase/firestore-sdk';
import { toast } from '@/lib/toast';
import { DEMO_SAVED_JOBS, SAVED_JOBS_RETRIES, SAVED_JOBS_RETRY_MS } from '../constants';
import { uniqueSavedJobs } from '../lib/dedupe';
import { isDemoUserId } from '@contracts/user-rules';
import type { SavedJob } from '../types';
import { savedJobsCollection } from './saved-jobs-ref';
import { savedJobKeys } from './query-keys';

/**
 * The person's saved jobs, newest first, each once. A demo user gets the two sample jobs; without
 * a database the list is empty. A failing read is logged and rethrown.
 */
export async function getSavedJobs(userId: string): Promise<SavedJob[]> {
  const fs = await firestoreOrNull('read');
  if (isDemoUserId(userId)) return uniqueSavedJobs(DEMO_SAVED_JOBS);
  if (!fs) return [];
  try {
    const snapshot = await fs.getDocs(savedJobsCollection(fs, userId));
    return uniqueSavedJobs(snapshot.docs.map((entry) => entry.data()));
  } catch (error) {
    console.error('Failed to read saved jobs', error);
    throw error;
  }
}

/** The ids of the person's saved jobs (the demo user's are `demo-1`, `demo-2`). */
export async function getSavedJobIds(userId: string): Promise<string[]> {
  return (await getSavedJobs(userId)).map((job) => job.id);
}

/** The only place the saved-jobs query key is written. Retries once, 1 s later. */
export const savedJobsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: savedJobKeys.list(userId),
    queryFn: () => getSavedJobs(userId),
    retry: SAVED_JOBS_RETRIES,
    retryDelay: SAVED_JOBS_RETRY_MS,
  });

/** The saved jobs on screen; a refresh that still fails after its retry says so in a toast. */
export function useSavedJobs(userId: string | null) {
  const { t } = useTranslation();
  const result = useQuery({ ...savedJobsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const { isError, errorUpdatedAt } = result;
  useEffect(() => {
    if (isError) {
      toast.error({ title: t('common.error'), description: t('savedJobs.errors.refresh') });
    }
  }, [isError, errorUpdatedAt, t]);
  return result;
}
