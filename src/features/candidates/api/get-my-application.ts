import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore, type LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import type { Application } from '../types';
import { applicationsCollection, ESTIMATED_TIMES } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';
import { candidateKeys } from './query-keys';

/** The person's application to one job (the rules let them list only their own). */
const myApplicationQuery = (fs: LoadedFirestore, uid: string, jobId: string) =>
  fs.query(
    applicationsCollection(fs),
    fs.where('applicantUid', '==', uid),
    fs.where('jobId', '==', jobId),
    fs.limit(1),
  );

/** The person's application to `jobId`, or null when they have not applied. */
export async function getMyApplication(uid: string, jobId: string): Promise<Application | null> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(myApplicationQuery(fs, uid, jobId));
  return snapshot.docs[0]?.data(ESTIMATED_TIMES) ?? null;
}

/** Follows the person's application to `jobId`: null until they apply, then its stage as it moves. */
export const watchMyApplication =
  (uid: string, jobId: string): Watch<Application | null> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          myApplicationQuery(fs, uid, jobId),
          (snapshot) => next(snapshot.docs[0]?.data(ESTIMATED_TIMES) ?? null),
          fail,
        ),
      fail,
    );

export const myApplicationQueryOptions = (uid: string, jobId: string) =>
  queryOptions({
    queryKey: candidateKeys.myApplication(uid, jobId),
    queryFn: () => getMyApplication(uid, jobId),
  });

/** Has the person applied to this job, and where is the application now? Live. */
export function useMyApplication(uid: string | null, jobId: string) {
  return useLiveQuery(
    { ...myApplicationQueryOptions(uid ?? '', jobId), enabled: Boolean(uid && jobId) },
    watchMyApplication(uid ?? '', jobId),
  );
}
