import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS, docPaths, pathOf } from '@contracts/collections';
import { DEFAULT_FEATURE_STATUS, featureSchema, type FeatureStatus } from '@contracts/feedback';
import { schemaConverter } from '@/lib/firebase/converters';
import type { FeatureSuggestion } from '../types';
import { feedbackKeys } from './query-keys';

const featureConverter = schemaConverter(featureSchema, {
  title: '',
  votes: 0,
  status: undefined as FeatureStatus | undefined,
});

/** The upcoming features, most voted first, each saying whether `uid` has voted for it. */
export async function fetchFeatureSuggestions(uid: string): Promise<FeatureSuggestion[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.collection(fs.db, COLLECTIONS.features).withConverter(featureConverter),
  );
  const suggestions = await Promise.all(
    snapshot.docs.map(async (feature): Promise<FeatureSuggestion> => {
      const data = feature.data();
      const voter = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.voter(feature.id, uid))));
      return {
        id: feature.id,
        title: data.title || feature.id,
        votes: data.votes,
        hasVoted: voter.exists(),
        status: data.status ?? DEFAULT_FEATURE_STATUS,
      };
    }),
  );
  return suggestions.sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
}

export const featureSuggestionsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: feedbackKeys.suggestions(uid),
    queryFn: () => fetchFeatureSuggestions(uid),
  });

/** The suggestions for `uid`; `fetch` is the reader (tests pass their own). */
export function useFeatureSuggestions(
  uid: string,
  fetch: typeof fetchFeatureSuggestions = fetchFeatureSuggestions,
) {
  return useQuery({ ...featureSuggestionsQueryOptions(uid), queryFn: () => fetch(uid) });
}
