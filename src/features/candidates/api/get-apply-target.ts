import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { lenientReader } from '@contracts/fields';
import { postingSchema } from '@contracts/job';
import type { ApplyTarget } from '../types';

const readPosting = lenientReader(postingSchema, {
  title: '',
  company: '',
  companyId: '',
  applyUrl: '',
  status: 'closed',
});

/**
 * What an application to `jobId` must repeat of the job (firestore.rules compares them), or null
 * when there is no such job. A job without a company (the board's sample jobs, `companyId` '') and
 * a posting with its own application page (`applyUrl`) take no in-app application.
 */
export async function getApplyTarget(jobId: string): Promise<ApplyTarget | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.job(jobId))));
  if (!snapshot.exists()) return null;
  const posting = readPosting(snapshot.data());
  return {
    jobId,
    jobTitle: posting.title,
    companyId: posting.companyId,
    companyName: posting.company,
    isOpen: posting.status === 'open',
    external: posting.applyUrl.trim() !== '',
  };
}

export const applyTargetQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['applications', 'target', jobId],
    queryFn: () => getApplyTarget(jobId),
  });

export function useApplyTarget(jobId: string) {
  return useQuery({ ...applyTargetQueryOptions(jobId), enabled: Boolean(jobId) });
}
