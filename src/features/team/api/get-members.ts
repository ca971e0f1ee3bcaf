import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { TeamMember } from '../types';
import { membersCollection } from './team-refs';
import { teamKeys } from './query-keys';

/** Every member of the company, the owner included (one document each). Throws on failure. */
export async function getMembers(companyId: string): Promise<TeamMember[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(membersCollection(fs, companyId));
  return snapshot.docs.map((entry) => entry.data({ serverTimestamps: 'estimate' }));
}

/** The only place the members query key is written. */
export const membersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: teamKeys.members(companyId),
    queryFn: () => getMembers(companyId),
  });

export function useMembers(companyId: string) {
  return useQuery(membersQueryOptions(companyId));
}
