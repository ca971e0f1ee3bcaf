// Deletes a saved search, and with it its alerts: the owner's own write, checked by the rules.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { savedSearchesQueryOptions } from './get-saved-searches';
import { savedSearchDoc } from './saved-searches-ref';

/** Deletes one of the person's saved searches, and with it its alerts. */
export async function deleteSavedSearch(userId: string, searchId: string): Promise<void> {
  const fs = await firestore();
  await fs.deleteDoc(savedSearchDoc(fs, userId, searchId));
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchId: string) => deleteSavedSearch(userId, searchId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(userId).queryKey }),
  });
}
