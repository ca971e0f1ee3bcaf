import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { postingConverter, type Posting } from './posting-converter';
import { jobKeys } from './query-keys';

/** One posting by id (with its status and company), or null when there is none. Throws on failure. */
export async function getPosting(jobId: string): Promise<Posting | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(
    fs.doc(fs.db, pathOf(docPaths.job(jobId))).withConverter(postingConverter),
  );
  return snapshot.data() ?? null;
}

/** The only place a posting's query key is written. */
export const postingQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.posting(jobId),
    queryFn: () => getPosting(jobId),
    retry: 1,
  });

export function usePosting(jobId: string) {
  return useQuery(postingQueryOptions(jobId));
}
