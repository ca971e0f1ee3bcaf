import { queryOptions } from '@tanstack/react-query';
import {
  getDoc,
  onSnapshot,
  loadFirestoreSdk,
  listenOnceLoaded,
} from '@/lib/firebase/firestore-sdk';
import { getDb } from '@/lib/firebase/firestore';
import type { Interview } from '../types';
import { ESTIMATED_TIMES, interviewDoc, interviewKeys } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/** interviews/{id}, or null when it does not exist. */
export async function getInterview(interviewId: string): Promise<Interview | null> {
  await loadFirestoreSdk();
  const snapshot = await getDoc(interviewDoc(getDb(), interviewId));
  return snapshot.exists() ? snapshot.data(ESTIMATED_TIMES) : null;
}

export const watchInterview =
  (interviewId: string): Watch<Interview | null> =>
  (next, fail) =>
    listenOnceLoaded(
      () =>
        onSnapshot(
          interviewDoc(getDb(), interviewId),
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
