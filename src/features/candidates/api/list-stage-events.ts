import { queryOptions } from '@tanstack/react-query';
import {
  getDocs,
  onSnapshot,
  orderBy,
  query,
  loadFirestoreSdk,
  listenOnceLoaded,
} from '@/lib/firebase/firestore-sdk';
import { getDb } from '@/lib/firebase/firestore';
import type { StageEvent } from '../types';
import { ESTIMATED_TIMES, stageEventsCollection } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/** Every move of a candidate, oldest first. */
const stageEventsQuery = (applicationId: string) =>
  query(stageEventsCollection(getDb(), applicationId), orderBy('at', 'asc'));

export async function listStageEvents(applicationId: string): Promise<StageEvent[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(stageEventsQuery(applicationId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchStageEvents =
  (applicationId: string): Watch<StageEvent[]> =>
  (next, fail) =>
    listenOnceLoaded(
      () =>
        onSnapshot(
          stageEventsQuery(applicationId),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
          fail,
        ),
      fail,
    );

export const stageEventsQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: ['applications', 'detail', applicationId, 'stageEvents'],
    queryFn: () => listStageEvents(applicationId),
  });

/** The stage history of a candidate (who moved them, when), kept up to date. */
export function useStageEvents(applicationId: string) {
  return useLiveQuery(
    { ...stageEventsQueryOptions(applicationId), enabled: Boolean(applicationId) },
    watchStageEvents(applicationId),
  );
}
