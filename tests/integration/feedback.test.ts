// The feedback feature's api/ files against the emulators (Firestore, Auth and the discount
// function), signed in as the seeded job seeker.
import { signOut } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { fetchFeatureSuggestions } from '@/features/feedback/api/get-feature-suggestions';
import { submitFeedback } from '@/features/feedback/api/submit-feedback';
import { toggleFeatureVote } from '@/features/feedback/api/toggle-feature-vote';
import { watchNextDiscount } from '@/features/feedback/api/watch-next-discount';
import { FEATURE_SUGGESTION_IDS } from '@contracts/feedback';
import type { RenewalDiscount } from '@/features/feedback/types';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { ACCOUNTS, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';

const seeker = ACCOUNTS.jobSeeker;
const run = `it-${Date.now()}`;
const FEATURE = 'learning-recommendations';
// the discount is written by a trigger; the Firestore emulator delivers the events of every
// trigger one after the other, so on a busy machine the event may wait behind others
const DISCOUNT_TIMEOUT_MS = 90_000;

beforeAll(async () => {
  await signOut(getFirebaseAuth());
  await signInWithEmail({ email: seeker.email, password: DEMO_PASSWORD });
});

afterAll(async () => {
  await signOut(getFirebaseAuth());
});

const input = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  authorUid: seeker.uid,
  text: '  The remote filter works well.  ',
  context: { title: 'Job search', description: 'Find jobs', component: 'Filters' },
  locale: 'en',
  source: 'panel' as const,
  dictated: false,
  ...overrides,
});

describe('feature votes against the emulator', () => {
  it('reads the five suggestions, most voted first, with the person’s own votes', async () => {
    const suggestions = await fetchFeatureSuggestions(seeker.uid);
    expect(suggestions.map((feature) => feature.id)).toEqual([...FEATURE_SUGGESTION_IDS]);
    expect(suggestions.every((feature) => !feature.hasVoted)).toBe(true);
  });

  it('votes once in a transaction, ignores a second vote, and takes the vote back', async () => {
    const votesOf = async () =>
      (await fetchFeatureSuggestions(seeker.uid)).find((feature) => feature.id === FEATURE)!;
    const before = await votesOf();

    await toggleFeatureVote({ uid: seeker.uid, featureId: FEATURE, vote: true });
    expect(await votesOf()).toMatchObject({ votes: before.votes + 1, hasVoted: true });
    await toggleFeatureVote({ uid: seeker.uid, featureId: FEATURE, vote: true });
    expect(await votesOf()).toMatchObject({ votes: before.votes + 1, hasVoted: true });

    await toggleFeatureVote({ uid: seeker.uid, featureId: FEATURE, vote: false });
    expect(await votesOf()).toMatchObject({ votes: before.votes, hasVoted: false });
  });

  it('refuses a vote in someone else’s name', async () => {
    await expect(
      toggleFeatureVote({ uid: ACCOUNTS.employer.uid, featureId: FEATURE, vote: true }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('feedback and its discount against the emulator', () => {
  it('stores the feedback trimmed; the function records the discount, which the person follows', async () => {
    const received: (RenewalDiscount | null)[] = [];
    const stop = watchNextDiscount(seeker.uid, (discount) => received.push(discount));
    try {
      expect(await submitFeedback(input(`${run}-a`))).toBe(`${run}-a`);
      const stored = await getDoc(doc((await firestore()).db, 'feedback', `${run}-a`));
      expect(stored.data()).toMatchObject({
        authorUid: seeker.uid,
        text: 'The remote filter works well.',
        source: 'panel',
        locale: 'en',
        dictated: false,
      });
      expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);
      await expect
        .poll(() => received.at(-1) ?? null, { timeout: DISCOUNT_TIMEOUT_MS })
        .toMatchObject({ percent: 10, status: 'pending' });
      const discount = received.at(-1)!;
      expect(Date.parse(discount.renewalDate)).toBeGreaterThan(Date.now());
    } finally {
      stop();
    }
  });

  it('sending the same draft again counts as stored, not as a failure', async () => {
    await submitFeedback(input(`${run}-b`));
    await expect(submitFeedback(input(`${run}-b`))).resolves.toBe(`${run}-b`);
  });

  it('refuses feedback in someone else’s name, and blank or too long text before sending', async () => {
    await expect(
      submitFeedback(input(`${run}-c`, { authorUid: ACCOUNTS.employer.uid })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(submitFeedback(input(`${run}-d`, { text: '   ' }))).rejects.toThrow();
    await expect(submitFeedback(input(`${run}-e`, { text: 'x'.repeat(2001) }))).rejects.toThrow();
  });
});
