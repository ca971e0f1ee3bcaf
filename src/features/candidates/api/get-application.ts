import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore } from '@/lib/firebase/firestore-sdk';
import type { Application } from '../types';
import { applicationDoc, ESTIMATED_TIMES } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';
import { candidateKeys } from './query-keys';

/** One application, or null when there is none. */
export async function getApplication(applicationId: string): Promise<Application | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(applicationDoc(fs, applicationId));
  return snapshot.data(ESTIMATED_TIMES) ?? null;
}

export const watchApplication =
  (applicationId: string): Watch<Application | null> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          applicationDoc(fs, applicationId),
          (snapshot) => next(snapshot.data(ESTIMATED_TIMES) ?? null),
          fail,
        ),
      fail,
    );

export const applicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: candidateKeys.application(applicationId),
    queryFn: () => getApplication(applicationId),
  });

/** One candidate's application as the team screens it, kept up to date. */
export function useApplication(applicationId: string) {
  return useLiveQuery(
    { ...applicationQueryOptions(applicationId), enabled: Boolean(applicationId) },
    watchApplication(applicationId),
  );
}
