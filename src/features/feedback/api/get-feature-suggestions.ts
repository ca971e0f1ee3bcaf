import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import type { FeatureSuggestion } from '../types';

/** The upcoming features, most voted first, each saying whether `uid` has voted for it. */
export async function fetchFeatureSuggestions(uid: string): Promise<FeatureSuggestion[]> {
  const db = getDb();
  const snapshot = await getDocs(collection(db, 'features'));
  const suggestions = await Promise.all(
    snapshot.docs.map(async (feature): Promise<FeatureSuggestion> => {
      const data = feature.data();
      const voter = await getDoc(doc(db, 'features', feature.id, 'voters', uid));
      return {
        id: feature.id,
        title: typeof data.title === 'string' ? data.title : feature.id,
        votes: typeof data.votes === 'number' ? data.votes : 0,
        hasVoted: voter.exists(),
      };
    }),
  );
  return suggestions.sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
}

export const featureSuggestionsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['features', 'suggestions', uid],
    queryFn: () => fetchFeatureSuggestions(uid),
  });

/** The suggestions for `uid`; `fetch` is the reader (tests pass their own). */
export function useFeatureSuggestions(
  uid: string,
  fetch: typeof fetchFeatureSuggestions = fetchFeatureSuggestions,
) {
  return useQuery({ ...featureSuggestionsQueryOptions(uid), queryFn: () => fetch(uid) });
}
