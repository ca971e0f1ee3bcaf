import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { memberSchema } from '@contracts/company';
import { schemaConverter } from '@/lib/firebase/converters';
import type { InterviewerOption } from '../types';
import { interviewKeys } from './query-keys';

/** A member of the team read through its contract as someone who may be named to interview. */
const interviewerConverter = schemaConverter(
  memberSchema,
  { uid: '', displayName: '', email: '' },
  ({ uid, displayName, email }, id): InterviewerOption => ({
    uid: uid || id,
    name: displayName,
    email,
  }),
);

/**
 * The company's members who may conduct interviews (companies/{cid}/members where
 * permissions.canConductInterviews == true), by name.
 */
export async function listInterviewers(companyId: string): Promise<InterviewerOption[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(fs.db, pathOf(docPaths.members(companyId))).withConverter(interviewerConverter),
      fs.where('permissions.canConductInterviews', '==', true),
    ),
  );
  return snapshot.docs
    .map((entry) => entry.data())
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
