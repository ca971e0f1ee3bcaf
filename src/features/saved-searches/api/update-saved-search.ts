// Renames, re-times, pauses or resumes a saved search: the owner's own write, checked by the rules.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSavedSearchSchema, type SavedSearchUpdate } from '@contracts/saved-search';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { savedSearchesQueryOptions } from './get-saved-searches';
import { savedSearchDoc } from './saved-searches-ref';

/** Renames, re-times, pauses or resumes one of the person's saved searches (firestore.rules). */
export async function updateSavedSearch(
  userId: string,
  searchId: string,
  change: SavedSearchUpdate,
): Promise<void> {
  const fs = await firestore();
  const fields = updateSavedSearchSchema.parse(change);
  await fs.updateDoc(savedSearchDoc(fs, userId, searchId), {
    ...fields,
    updatedAt: fs.serverTimestamp(),
  });
}

export function useUpdateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SavedSearchUpdate }) =>
      updateSavedSearch(userId, id, change),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(userId).queryKey }),
  });
}
