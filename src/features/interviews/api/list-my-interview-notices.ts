import { queryOptions } from '@tanstack/react-query';
import { firestore, listenToFirestore, type ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import type { InterviewNotice } from '../types';
import { noticesCollection } from './converters';
import { interviewKeys } from './query-keys';
import { useLiveQuery, type Watch } from '@/lib/live-query';

/** The job seeker's own interview notices (interviewNotices where applicantUid == uid). */
const myNoticesQuery = (fs: ReadingFirestore, uid: string) =>
  fs.query(noticesCollection(fs), fs.where('applicantUid', '==', uid));

export async function listMyInterviewNotices(uid: string): Promise<InterviewNotice[]> {
  const fs = await firestore('read');
  const snapshot = await fs.getDocs(myNoticesQuery(fs, uid));
  return snapshot.docs.map((entry) => entry.data());
}

export const watchMyInterviewNotices =
  (uid: string): Watch<InterviewNotice[]> =>
  (next, fail) =>
    listenToFirestore(
      (fs) =>
        fs.onSnapshot(
          myNoticesQuery(fs, uid),
          (snapshot) => next(snapshot.docs.map((entry) => entry.data())),
          fail,
        ),
      fail,
    );

export const myInterviewNoticesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: interviewKeys.notices(uid),
    queryFn: () => listMyInterviewNotices(uid),
  });

/** The person's interview notices, updated as the employer schedules, moves or cancels. */
export function useMyInterviewNotices(uid: string | null) {
  return useLiveQuery(
    { ...myInterviewNoticesQueryOptions(uid ?? ''), enabled: Boolean(uid) },
    watchMyInterviewNotices(uid ?? ''),
  );
}
