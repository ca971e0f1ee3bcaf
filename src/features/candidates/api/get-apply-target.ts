import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { postingSchema } from '@contracts/job';
import { schemaConverter } from '@/lib/firebase/converters';
import type { ApplyTarget } from '../types';
import { candidateKeys } from './query-keys';

/**
 * What an application to jobs/{jobId} must repeat of the job (firestore.rules compares them). A
 * job without a company (the board's sample jobs, `companyId` '') and a posting with its own
 * application page (`applyUrl`) take no in-app application.
 */
const applyTargetConverter = schemaConverter(
  postingSchema,
  { title: '', company: '', companyId: '', applyUrl: '', status: 'closed' },
  (posting, jobId): ApplyTarget => ({
    jobId,
    jobTitle: posting.title,
    companyId: posting.companyId,
    companyName: posting.company,
    isOpen: posting.status === 'open',
    external: posting.applyUrl.trim() !== '',
  }),
);

/** What an application to `jobId` must repeat of the job, or null when there is no such job. */
export async function getApplyTarget(jobId: string): Promise<ApplyTarget | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(
    fs.doc(fs.db, pathOf(docPaths.job(jobId))).withConverter(applyTargetConverter),
  );
  return snapshot.data() ?? null;
}

export const applyTargetQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: candidateKeys.applyTarget(jobId),
    queryFn: () => getApplyTarget(jobId),
  });

export function useApplyTarget(jobId: string) {
  return useQuery({ ...applyTargetQueryOptions(jobId), enabled: Boolean(jobId) });
}
