import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore, type ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import type { Application } from '../types';
import { applicationsCollection, ESTIMATED_TIMES } from './converters';
import { useLiveQuery, type Watch } from '@/lib/live-query';
import { candidateKeys } from './query-keys';

/** The person's own applications, newest first (the only ones the rules let them list). */
const myApplicationsQuery = (fs: ReadingFirestore, uid: string) =>
  fs.query(
    applicationsCollection(fs),
    fs.where('applicantUid', '==', uid),
    fs.orderBy('createdAt', 'desc'),
  );

export async function listMyApplications(uid: string): Promise<Application[]> {
  const fs = await firestore('read');
  const snapshot = await fs.getDocs(myApplicationsQuery(fs, uid));
  return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
}

export const watchMyApplications =
  (uid: string): Watch<Application[]> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          myApplicationsQuery(fs, uid),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
          fail,
        ),
      fail,
    );

export const myApplicationsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: candidateKeys.mine(uid),
    queryFn: () => listMyApplications(uid),
  });

/** The person's applications with their current stage, updated as the employer moves them. */
export function useMyApplications(uid: string | null) {
  return useLiveQuery(
    { ...myApplicationsQueryOptions(uid ?? ''), enabled: Boolean(uid) },
    watchMyApplications(uid ?? ''),
  );
}
