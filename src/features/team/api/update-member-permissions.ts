import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/firebase/functions';
import { CALLABLES, updateMemberPermissionsInput } from '@contracts/callables';
import type { TeamPermissions } from '@contracts/roles';
import { membersQueryOptions } from './get-members';

export { updateMemberPermissionsInput };

/**
 * Sets a member's ten flags (the server refuses the owner's and one's own: `owner-protected`,
 * `forbidden`) and audits UPDATE_PERMISSIONS.
 */
export async function updateMemberPermissions(
  companyId: string,
  uid: string,
  permissions: TeamPermissions,
): Promise<void> {
  const input = updateMemberPermissionsInput.parse({ companyId, uid, permissions });
  await callFunction(CALLABLES.updateMemberPermissions, input);
}

export function useUpdateMemberPermissions(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, permissions }: { uid: string; permissions: TeamPermissions }) =>
      updateMemberPermissions(companyId, uid, permissions),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: membersQueryOptions(companyId).queryKey }),
  });
}
