import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { jobConverter, type ShownJob } from './job-converter';
import { jobKeys } from './query-keys';

/** One job by id, or null when there is none. Throws on failure. */
export async function getJob(jobId: string): Promise<ShownJob | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(
    fs.doc(fs.db, pathOf(docPaths.job(jobId))).withConverter(jobConverter),
  );
  return snapshot.data() ?? null;
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: () => getJob(jobId), retry: 1 });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
