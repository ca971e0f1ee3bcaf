import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES, deleteTeamInput } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';
import { teamKeys } from './query-keys';

export { deleteTeamInput };

/**
 * Deletes the company with its members and invitations (the owner only, confirming with the
 * company's exact name: `confirmation-mismatch` otherwise); audited DELETE_TEAM.
 */
export async function deleteTeam(companyId: string, confirmName: string): Promise<void> {
  await callFunction(CALLABLES.deleteTeam, deleteTeamInput.parse({ companyId, confirmName }));
}

export function useDeleteTeam(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => deleteTeam(companyId, confirmName),
    onSuccess: () => queryClient.removeQueries({ queryKey: teamKeys.all(companyId) }),
  });
}
