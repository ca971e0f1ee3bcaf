import { queryOptions } from '@tanstack/react-query';
import {
  getDocs,
  onSnapshot,
  orderBy,
  query,
  where,
  loadFirestoreSdk,
  listenOnceLoaded,
} from '@/lib/firebase/firestore-sdk';
import { getDb } from '@/lib/firebase/firestore';
import type { Interview } from '../types';
import { ESTIMATED_TIMES, interviewKeys, interviewsCollection } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/**
 * One candidate's interviews (cancelled ones too), the latest first. Index: companyId ASC,
 * applicationId ASC, startsAt DESC.
 */
const applicationInterviewsQuery = (companyId: string, applicationId: string) =>
  query(
    interviewsCollection(getDb()),
    where('companyId', '==', companyId),
    where('applicationId', '==', applicationId),
    orderBy('startsAt', 'desc'),
  );

export async function listApplicationInterviews(
  companyId: string,
  applicationId: string,
): Promise<Interview[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(applicationInterviewsQuery(companyId, applicationId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchApplicationInterviews =
  (companyId: string, applicationId: string): Watch<Interview[]> =>
  (next, fail) =>
    listenOnceLoaded(
      () =>
        onSnapshot(
          applicationInterviewsQuery(companyId, applicationId),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
          fail,
        ),
      fail,
    );

export const applicationInterviewsQueryOptions = (companyId: string, applicationId: string) =>
  queryOptions({
    queryKey: interviewKeys.application(companyId, applicationId),
    queryFn: () => listApplicationInterviews(companyId, applicationId),
  });

/** A candidate's interviews, kept up to date. */
export function useApplicationInterviews(companyId: string, applicationId: string) {
  return useLiveQuery(
    {
      ...applicationInterviewsQueryOptions(companyId, applicationId),
      enabled: Boolean(companyId && applicationId),
    },
    watchApplicationInterviews(companyId, applicationId),
  );
}
