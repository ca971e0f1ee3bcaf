import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore, type ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import type { Application } from '../types';
import { applicationsCollection, ESTIMATED_TIMES } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';
import { candidateKeys } from './query-keys';

/** The company's pipeline, newest first: across its jobs, or one job's (`jobId`). */
const companyApplicationsQuery = (fs: ReadingFirestore, companyId: string, jobId: string | null) =>
  fs.query(
    applicationsCollection(fs),
    fs.where('companyId', '==', companyId),
    ...(jobId ? [fs.where('jobId', '==', jobId)] : []),
    fs.orderBy('createdAt', 'desc'),
  );

export async function listCompanyApplications(
  companyId: string,
  jobId: string | null,
): Promise<Application[]> {
  const fs = await firestore('read');
  const snapshot = await fs.getDocs(companyApplicationsQuery(fs, companyId, jobId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchCompanyApplications =
  (companyId: string, jobId: string | null): Watch<Application[]> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          companyApplicationsQuery(fs, companyId, jobId),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
          fail,
        ),
      fail,
    );

export const companyApplicationsQueryOptions = (companyId: string, jobId: string | null) =>
  queryOptions({
    queryKey: candidateKeys.company(companyId, jobId),
    queryFn: () => listCompanyApplications(companyId, jobId),
  });

/** The candidates in the company's pipeline (of one job, or all), kept up to date. */
export function useCompanyApplications(
  companyId: string | null | undefined,
  jobId: string | null = null,
) {
  return useLiveQuery(
    { ...companyApplicationsQueryOptions(companyId ?? '', jobId), enabled: Boolean(companyId) },
    watchCompanyApplications(companyId ?? '', jobId),
  );
}
