import { queryOptions } from '@tanstack/react-query';
import { getDoc, onSnapshot } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import type { Interview } from '../types';
import { ESTIMATED_TIMES, interviewDoc, interviewKeys } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/** interviews/{id}, or null when it does not exist. */
export async function getInterview(interviewId: string): Promise<Interview | null> {
  const snapshot = await getDoc(interviewDoc(getDb(), interviewId));
  return snapshot.exists() ? snapshot.data(ESTIMATED_TIMES) : null;
}

export const watchInterview =
  (interviewId: string): Watch<Interview | null> =>
  (next, fail) =>
    onSnapshot(
      interviewDoc(getDb(), interviewId),
      (snapshot) => next(snapshot.exists() ? snapshot.data(ESTIMATED_TIMES) : null),
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
