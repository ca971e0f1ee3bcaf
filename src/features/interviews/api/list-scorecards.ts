import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore } from '@/lib/firebase/firestore-sdk';
import type { Scorecard } from '../types';
import { ESTIMATED_TIMES, scorecardDoc, scorecardsCollection } from './converters';
import { interviewKeys } from './query-keys';
import { useLiveQuery, type Watch } from '@/lib/live-query';

const byName = (a: Scorecard, b: Scorecard) => a.authorName.localeCompare(b.authorName);

/**
 * The submitted scorecards of an interview (interviews/{id}/scorecards), by author name. An
 * interviewer of a scheduled interview may list them only once their own is in (firestore.rules:
 * independent scoring); until then they read their own alone (useOwnScorecard).
 */
export async function listScorecards(interviewId: string): Promise<Scorecard[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(scorecardsCollection(fs, interviewId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES)).sort(byName);
}

export const watchScorecards =
  (interviewId: string): Watch<Scorecard[]> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          scorecardsCollection(fs, interviewId),
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

/** The viewer's own scorecard of an interview, or null before they submit one. */
export async function getOwnScorecard(interviewId: string, uid: string): Promise<Scorecard | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(scorecardDoc(fs, interviewId, uid));
  return snapshot.exists() ? snapshot.data(ESTIMATED_TIMES) : null;
}

export const watchOwnScorecard =
  (interviewId: string, uid: string): Watch<Scorecard | null> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          scorecardDoc(fs, interviewId, uid),
          (snapshot) => next(snapshot.exists() ? snapshot.data(ESTIMATED_TIMES) : null),
          fail,
        ),
      fail,
    );

/** The interviewer's own scorecard, kept up to date: the team's show once it exists. */
export function useOwnScorecard(interviewId: string, uid: string, enabled = true) {
  return useLiveQuery(
    {
      queryKey: interviewKeys.ownScorecard(interviewId, uid),
      queryFn: () => getOwnScorecard(interviewId, uid),
      enabled: Boolean(interviewId) && enabled,
    },
    watchOwnScorecard(interviewId, uid),
  );
}
