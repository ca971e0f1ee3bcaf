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
import type { Application } from '../types';
import { applicationsCollection, ESTIMATED_TIMES } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/** The company's pipeline, newest first: across its jobs, or one job's (`jobId`). */
const companyApplicationsQuery = (companyId: string, jobId: string | null) =>
  query(
    applicationsCollection(getDb()),
    where('companyId', '==', companyId),
    ...(jobId ? [where('jobId', '==', jobId)] : []),
    orderBy('createdAt', 'desc'),
  );

export async function listCompanyApplications(
  companyId: string,
  jobId: string | null,
): Promise<Application[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(companyApplicationsQuery(companyId, jobId));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchCompanyApplications =
  (companyId: string, jobId: string | null): Watch<Application[]> =>
  (next, fail) =>
    listenOnceLoaded(
      () =>
        onSnapshot(
          companyApplicationsQuery(companyId, jobId),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
          fail,
        ),
      fail,
    );

export const companyApplicationsQueryOptions = (companyId: string, jobId: string | null) =>
  queryOptions({
    queryKey: ['applications', 'company', companyId, jobId ?? 'all'],
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
