import { queryOptions } from '@tanstack/react-query';
import type { QueryConstraint } from 'firebase/firestore';
import { firestore, listenToFirestore, type ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import { UPCOMING_LIMIT } from '../constants';
import type { Interview } from '../types';
import { ESTIMATED_TIMES, interviewsCollection } from './converters';
import { interviewKeys } from './query-keys';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/**
 * The company's scheduled interviews starting from `from` (ms) and before `to` (ms; none: no
 * end), the earliest first. Index: companyId ASC, status ASC, startsAt ASC.
 */
const interviewsQuery = (
  fs: ReadingFirestore,
  companyId: string,
  from: number,
  to: number | null,
) => {
  const constraints: QueryConstraint[] = [
    fs.where('companyId', '==', companyId),
    fs.where('status', '==', 'scheduled'),
    fs.where('startsAt', '>=', new Date(from)),
  ];
  if (to !== null) constraints.push(fs.where('startsAt', '<', new Date(to)));
  constraints.push(fs.orderBy('startsAt', 'asc'), fs.limit(UPCOMING_LIMIT));
  return fs.query(interviewsCollection(fs), ...constraints);
};

export async function listInterviews(
  companyId: string,
  from: number,
  to: number | null,
): Promise<Interview[]> {
  const fs = await firestore('read');
  const snapshot = await fs.getDocs(interviewsQuery(fs, companyId, from, to));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchInterviews =
  (companyId: string, from: number, to: number | null): Watch<Interview[]> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          interviewsQuery(fs, companyId, from, to),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
          fail,
        ),
      fail,
    );

export const interviewsQueryOptions = (companyId: string, from: number, to: number | null) =>
  queryOptions({
    queryKey: interviewKeys.range(companyId, from, to),
    queryFn: () => listInterviews(companyId, from, to),
  });

/** The team's scheduled interviews in a stretch of time, kept up to date while shown. */
export function useInterviews(
  companyId: string | null | undefined,
  from: number,
  to: number | null,
  enabled = true,
) {
  return useLiveQuery(
    {
      ...interviewsQueryOptions(companyId ?? '', from, to),
      enabled: Boolean(companyId) && enabled && Number.isFinite(from),
    },
    watchInterviews(companyId ?? '', from, to),
  );
}
