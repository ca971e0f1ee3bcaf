import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { Invitation } from '../types';
import { invitationsCollection } from './team-refs';
import { teamKeys } from './query-keys';

/** The company's pending invitations, the newest first. Throws on failure. */
export async function getPendingInvitations(companyId: string): Promise<Invitation[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(invitationsCollection(fs, companyId), fs.where('status', '==', 'pending')),
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
