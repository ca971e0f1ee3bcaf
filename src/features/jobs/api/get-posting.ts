import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc, loadFirestoreSdk } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { getDb } from '@/lib/firebase/firestore';
import { postingConverter, type Posting } from './posting-converter';

/** One posting by id (with its status and company), or null when there is none. Throws on failure. */
export async function getPosting(jobId: string): Promise<Posting | null> {
  await loadFirestoreSdk();
  const snapshot = await getDoc(
    doc(getDb(), pathOf(docPaths.job(jobId))).withConverter(postingConverter),
  );
  return snapshot.data() ?? null;
}

/** The only place a posting's query key is written. */
export const postingQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', 'posting', jobId],
    queryFn: () => getPosting(jobId),
    retry: 1,
  });

export function usePosting(jobId: string) {
  return useQuery(postingQueryOptions(jobId));
}
