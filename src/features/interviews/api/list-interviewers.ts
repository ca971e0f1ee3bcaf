import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import type { InterviewerOption } from '../types';
import { interviewKeys } from './converters';

/**
 * The company's members who may conduct interviews (companies/{cid}/members where
 * permissions.canConductInterviews == true), by name.
 */
export async function listInterviewers(companyId: string): Promise<InterviewerOption[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(fs.db, pathOf(docPaths.members(companyId))),
      fs.where('permissions.canConductInterviews', '==', true),
    ),
  );
  return snapshot.docs
    .map((entry) => {
      const data = entry.data() as { uid?: unknown; displayName?: unknown; email?: unknown };
      return {
        uid: typeof data.uid === 'string' && data.uid ? data.uid : entry.id,
        name: typeof data.displayName === 'string' ? data.displayName : '',
        email: typeof data.email === 'string' ? data.email : '',
      };
    })
    .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}

export const interviewersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: interviewKeys.interviewers(companyId),
    queryFn: () => listInterviewers(companyId),
    retry: false,
  });

/** Who can be named as an interviewer. */
export function useInterviewers(companyId: string, enabled = true) {
  return useQuery({
    ...interviewersQueryOptions(companyId),
    enabled: Boolean(companyId) && enabled,
  });
}
