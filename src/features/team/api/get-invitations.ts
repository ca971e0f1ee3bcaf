import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs, query, where, loadFirestoreSdk } from '@/lib/firebase/firestore-sdk';
import { getDb } from '@/lib/firebase/firestore';
import type { Invitation } from '../types';
import { invitationsCollection, teamKeys } from './team-refs';

/** The company's pending invitations, the newest first. Throws on failure. */
export async function getPendingInvitations(companyId: string): Promise<Invitation[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(
    query(invitationsCollection(getDb(), companyId), where('status', '==', 'pending')),
  );
  return snapshot.docs
    .map((entry) => entry.data({ serverTimestamps: 'estimate' }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The only place the invitations query key is written. */
export const invitationsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: teamKeys.invitations(companyId),
    queryFn: () => getPendingInvitations(companyId),
  });

export function useInvitations(companyId: string) {
  return useQuery(invitationsQueryOptions(companyId));
}
