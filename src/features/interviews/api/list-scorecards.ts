import { queryOptions } from '@tanstack/react-query';
import {
  getDocs,
  onSnapshot,
  loadFirestoreSdk,
  listenOnceLoaded,
} from '@/lib/firebase/firestore-sdk';
import { getDb } from '@/lib/firebase/firestore';
import type { Scorecard } from '../types';
import { ESTIMATED_TIMES, interviewKeys, scorecardsCollection } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';

const byName = (a: Scorecard, b: Scorecard) => a.authorName.localeCompare(b.authorName);

/** The submitted scorecards of an interview (interviews/{id}/scorecards), by author name. */
export async function listScorecards(interviewId: string): Promise<Scorecard[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(scorecardsCollection(getDb(), interviewId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES)).sort(byName);
}

export const watchScorecards =
  (interviewId: string): Watch<Scorecard[]> =>
  (next, fail) =>
    listenOnceLoaded(
      () =>
        onSnapshot(
          scorecardsCollection(getDb(), interviewId),
          (snapshot) =>
            next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES)).sort(byName)),
          fail,
        ),
      fail,
    );

export const scorecardsQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewKeys.scorecards(interviewId),
    queryFn: () => listScorecards(interviewId),
  });

/** The team's scorecards, kept up to date as interviewers submit theirs. */
export function useScorecards(interviewId: string, enabled = true) {
  return useLiveQuery(
    { ...scorecardsQueryOptions(interviewId), enabled: Boolean(interviewId) && enabled },
    watchScorecards(interviewId),
  );
}
