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
import type { TeamNote } from '../types';
import { ESTIMATED_TIMES, notesCollection } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/** The team's notes on a candidate, oldest first. */
const notesQuery = (applicationId: string) =>
  query(notesCollection(getDb(), applicationId), orderBy('createdAt', 'asc'));

export async function listNotes(applicationId: string): Promise<TeamNote[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(notesQuery(applicationId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchNotes =
  (applicationId: string): Watch<TeamNote[]> =>
  (next, fail) =>
    listenOnceLoaded(
      () =>
        onSnapshot(
          notesQuery(applicationId),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
          fail,
        ),
      fail,
    );

export const notesQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: ['applications', 'detail', applicationId, 'notes'],
    queryFn: () => listNotes(applicationId),
  });

/** The notes the team keeps on a candidate, as teammates add them. */
export function useNotes(applicationId: string) {
  return useLiveQuery(
    { ...notesQueryOptions(applicationId), enabled: Boolean(applicationId) },
    watchNotes(applicationId),
  );
}
