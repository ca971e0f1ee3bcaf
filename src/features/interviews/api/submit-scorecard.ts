import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import * as z from 'zod/mini';
import { docPaths, pathOf } from '@contracts/collections';
import { INTERVIEW_LIMITS, RECOMMENDATIONS } from '@contracts/interview';
import { interviewKeys } from './query-keys';

const rating = z
  .number()
  .check(z.int(), z.gte(INTERVIEW_LIMITS.ratingMin), z.lte(INTERVIEW_LIMITS.ratingMax));

/** What the scorecard form sends: a rating for each attribute, a recommendation, notes. */
export const scorecardInputSchema = z.object({
  ratings: z.record(z.string(), rating),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string().check(z.trim(), z.maxLength(INTERVIEW_LIMITS.notesMax)),
});
export type ScorecardInput = z.infer<typeof scorecardInputSchema>;

/**
 * The `displayName` of users/{uid} exactly as stored ('' without one): firestore.rules compares
 * the scorecard's authorName with it, so it is read when writing.
 */
async function ownName(uid: string): Promise<string> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.user(uid))));
  const displayName = (snapshot.data() as { displayName?: unknown } | undefined)?.displayName;
  return typeof displayName === 'string' ? displayName : '';
}

/**
 * Writes the interviewer's scorecard interviews/{id}/scorecards/{uid}: exactly the fields of
 * scorecardSchema, a rating for each of the interview's `attributes` and no other.
 */
export async function submitScorecard(
  interviewId: string,
  uid: string,
  attributes: readonly string[],
  input: ScorecardInput,
): Promise<void> {
  const fs = await firestore();
  const parsed = scorecardInputSchema.parse(input);
  const ratings = Object.fromEntries(
    attributes.map((attribute) => {
      const value = parsed.ratings[attribute];
      if (value === undefined) throw new RangeError(`No rating for ${attribute}`);
      return [attribute, value];
    }),
  );
  await fs.setDoc(fs.doc(fs.db, pathOf(docPaths.scorecard(interviewId, uid))), {
    authorUid: uid,
    authorName: await ownName(uid),
    ratings,
    recommendation: parsed.recommendation,
    notes: parsed.notes,
    submittedAt: fs.serverTimestamp(),
  });
}

export function useSubmitScorecard(
  interviewId: string,
  uid: string,
  attributes: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScorecardInput) => submitScorecard(interviewId, uid, attributes, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.ownScorecard(interviewId, uid) }),
        queryClient.invalidateQueries({ queryKey: interviewKeys.scorecards(interviewId) }),
      ]),
  });
}
