import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/firebase/functions';
import { CALLABLES, removeMemberInput } from '@contracts/callables';
import { membersQueryOptions } from './get-members';

export { removeMemberInput };

/** Removes a member (never the owner: `owner-protected`); they keep their account. */
export async function removeMember(companyId: string, uid: string): Promise<void> {
  await callFunction(CALLABLES.removeMember, removeMemberInput.parse({ companyId, uid }));
}

export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => removeMember(companyId, uid),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: membersQueryOptions(companyId).queryKey }),
  });
}
