import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { invitationsQueryOptions } from './get-invitations';
import { invitationDoc } from './team-refs';

/** Deletes the invitation: its link stops working. */
export async function revokeInvitation(companyId: string, invitationId: string): Promise<void> {
  const fs = await firestore();
  await fs.deleteDoc(invitationDoc(fs, companyId, invitationId));
}

export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(companyId, invitationId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(companyId).queryKey }),
  });
}
