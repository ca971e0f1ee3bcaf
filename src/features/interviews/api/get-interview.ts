import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore } from '@/lib/firebase/firestore-sdk';
import type { Interview } from '../types';
import { ESTIMATED_TIMES, interviewDoc } from './converters';
import { interviewKeys } from './query-keys';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/** interviews/{id}, or null when it does not exist. */
export async function getInterview(interviewId: string): Promise<Interview | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(interviewDoc(fs, interviewId));
  return snapshot.exists() ? snapshot.data(ESTIMATED_TIMES) : null;
}

export const watchInterview =
  (interviewId: string): Watch<Interview | null> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          interviewDoc(fs, interviewId),
          (snapshot) => next(snapshot.exists() ? snapshot.data(ESTIMATED_TIMES) : null),
          fail,
        ),
      fail,
    );

export const interviewQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewKeys.one(interviewId),
    queryFn: () => getInterview(interviewId),
  });

/** One interview, kept up to date (a reschedule or a cancellation shows at once). */
export function useInterview(interviewId: string) {
  return useLiveQuery(
    { ...interviewQueryOptions(interviewId), enabled: Boolean(interviewId) },
    watchInterview(interviewId),
  );
}
