import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import * as z from 'zod/mini';
import { docPaths, pathOf } from '@contracts/collections';
import type { FeatureSuggestion } from '../types';
import { featureSuggestionsQueryOptions } from './get-feature-suggestions';

export const toggleFeatureVoteSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  featureId: z.string().check(z.minLength(1)),
  /** True to vote, false to take the vote back. */
  vote: z.boolean(),
});
export type ToggleFeatureVoteInput = z.infer<typeof toggleFeatureVoteSchema>;

/**
 * Votes for a feature (or takes the vote back) in one transaction: `features/{id}/voters/{uid}`
 * and the feature's count change together. Voting twice, or taking back a vote never given,
 * changes nothing.
 */
export async function toggleFeatureVote(input: ToggleFeatureVoteInput): Promise<void> {
  const fs = await firestore();
  const { uid, featureId, vote } = toggleFeatureVoteSchema.parse(input);
  const featureRef = fs.doc(fs.db, pathOf(docPaths.feature(featureId)));
  const voterRef = fs.doc(fs.db, pathOf(docPaths.voter(featureId, uid)));
  await fs.runTransaction(fs.db, async (transaction) => {
    const feature = await transaction.get(featureRef);
    const voter = await transaction.get(voterRef);
    if (!feature.exists()) throw new Error(`No feature ${featureId}`);
    if (vote === voter.exists()) return;
    const votes = Number(feature.data().votes ?? 0);
    if (vote) {
      transaction.set(voterRef, { uid, votedAt: fs.serverTimestamp() });
      transaction.update(featureRef, { votes: votes + 1 });
    } else {
      transaction.delete(voterRef);
      transaction.update(featureRef, { votes: votes - 1 });
    }
  });
}

function applyVote(list: FeatureSuggestion[] | undefined, featureId: string, vote: boolean) {
  return list?.map((feature) =>
    feature.id === featureId && feature.hasVoted !== vote
      ? { ...feature, hasVoted: vote, votes: feature.votes + (vote ? 1 : -1) }
      : feature,
  );
}

/**
 * Toggles a vote at once on screen, then stores it; on failure the screen's change is undone
 * (only this feature's: other votes in flight keep theirs). `toggle` stores it (tests pass
 * their own).
 */
export function useToggleFeatureVote(
  uid: string,
  toggle: typeof toggleFeatureVote = toggleFeatureVote,
) {
  const queryClient = useQueryClient();
  const { queryKey } = featureSuggestionsQueryOptions(uid);
  return useMutation({
    mutationFn: (input: Omit<ToggleFeatureVoteInput, 'uid'>) => toggle({ uid, ...input }),
    onMutate: async ({ featureId, vote }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (list) => applyVote(list, featureId, vote));
    },
    onError: (_error, { featureId, vote }) => {
      queryClient.setQueryData(queryKey, (list) => applyVote(list, featureId, !vote));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
