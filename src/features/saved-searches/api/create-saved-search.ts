// Saves a search through the createSavedSearch callable (the server counts and makes the id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { createSavedSearchInput, type AlertFrequency } from '@contracts/saved-search';
import { callFunction } from '@/lib/firebase/functions';
import { viewerTimeZone } from '@/lib/format/time-zones';
import { savedSearchKeys } from './query-keys';

export interface NewSavedSearch {
  name: string;
  /** The search screen's URL query. */
  query: string;
  frequency: AlertFrequency;
}

/**
 * Saves a search through the server (which counts how many the person keeps and makes the id);
 * the browser's time zone goes along, for a profile that has none yet.
 */
export async function createSavedSearch(search: NewSavedSearch): Promise<string> {
  const input = createSavedSearchInput.parse({ ...search, timeZone: viewerTimeZone() });
  return (await callFunction(CALLABLES.createSavedSearch, input)).savedSearchId;
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
