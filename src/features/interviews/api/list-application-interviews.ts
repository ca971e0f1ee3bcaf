import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore, type LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import type { Interview } from '../types';
import { ESTIMATED_TIMES, interviewsCollection } from './converters';
import { interviewKeys } from './query-keys';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/**
 * One candidate's interviews (cancelled ones too), the latest first. Index: companyId ASC,
 * applicationId ASC, startsAt DESC.
 */
const applicationInterviewsQuery = (
  fs: LoadedFirestore,
  companyId: string,
  applicationId: string,
) =>
  fs.query(
    interviewsCollection(fs),
    fs.where('companyId', '==', companyId),
    fs.where('applicationId', '==', applicationId),
    fs.orderBy('startsAt', 'desc'),
  );

export async function listApplicationInterviews(
  companyId: string,
  applicationId: string,
): Promise<Interview[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(applicationInterviewsQuery(fs, companyId, applicationId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchApplicationInterviews =
  (companyId: string, applicationId: string): Watch<Interview[]> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          applicationInterviewsQuery(fs, companyId, applicationId),
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
