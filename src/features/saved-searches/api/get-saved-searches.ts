// Reads the person's saved searches (users/{uid}/savedSearches), newest first, for the list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { SavedSearch } from '../types';
import { savedSearchKeys } from './query-keys';
import { savedSearchesCollection } from './saved-searches-ref';

/** The person's saved searches, newest first. Throws on failure. */
export async function getSavedSearches(userId: string): Promise<SavedSearch[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(savedSearchesCollection(fs, userId), fs.orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((entry) => entry.data({ serverTimestamps: 'estimate' }));
}

/** The only place the saved-searches query key is written. */
export const savedSearchesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: () => getSavedSearches(userId),
  });

export function useSavedSearches(userId: string | null) {
  return useQuery({ ...savedSearchesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
