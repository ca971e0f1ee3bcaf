// The feedback discount: a new feedback document makes the Cloud Function (Firestore trigger, on
// the running functions emulator) record 10 % off its author's next renewal, at most once per
// renewal period, however often the event is delivered.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import { renewalKey } from '../src/lib/billing/renewal-period.ts';
import { TRIGGER_WAIT_MS } from './lib/callable-harness.ts';
import {
  FEEDBACK_DISCOUNT_PERCENT,
  grantFeedbackDiscount,
} from '../src/feedback/grant-discount.ts';

const POLL_MS = 200;

let app: App;
let db: Firestore;
const run = Date.now();

beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
  app = initializeApp({ projectId: PROJECT_ID }, `feedback-discount-${run}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
});

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS);

async function person(name: string, profile: Record<string, unknown> = {}): Promise<string> {
  const uid = `discount-${name}-${run}`;
  await db.doc(`users/${uid}`).set({ uid, role: 'jobSeeker', ...profile });
  return uid;
}

function feedbackOf(uid: string, createdAt: Timestamp | FieldValue = FieldValue.serverTimestamp()) {
  return {
    authorUid: uid,
    text: 'More remote filters, please.',
    context: null,
    locale: 'en',
    source: 'panel',
    dictated: false,
    createdAt,
  };
}

/** Waits until the function has handled the feedback: it notes the outcome on it. */
async function outcomeOf(
  feedbackId: string,
): Promise<{ discountId: string; discountOutcome: string }> {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  while (Date.now() < deadline) {
    const data = (await db.doc(`feedback/${feedbackId}`).get()).data();
    if (typeof data?.discountOutcome === 'string') {
      return { discountId: String(data.discountId), discountOutcome: data.discountOutcome };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `The function did not handle feedback/${feedbackId} within ${TRIGGER_WAIT_MS} ms`,
  );
}

async function discountsOf(uid: string) {
  const snapshot = await db.collection('discounts').where('uid', '==', uid).get();
  return snapshot.docs.map((entry) => ({ id: entry.id, ...entry.data() }));
}

describe('the feedback discount (Firestore trigger)', () => {
  it(`records ${FEEDBACK_DISCOUNT_PERCENT} % off the author's next renewal`, async () => {
    expect(FEEDBACK_DISCOUNT_PERCENT).toBe(10);
    const renewsAt = utcDay(Date.now() + 20 * DAY_MS);
    const uid = await person('first', {
      subscription: { renewsAt: Timestamp.fromDate(renewsAt), interval: 'month' },
    });
    const ref = await db.collection('feedback').add(feedbackOf(uid));
    const { discountId, discountOutcome } = await outcomeOf(ref.id);
    expect(discountOutcome).toBe('granted');
    expect(discountId).toBe(`${uid}_${renewalKey(renewsAt)}`);
    const discount = (await db.doc(`discounts/${discountId}`).get()).data();
    expect(discount).toMatchObject({
      uid,
      percent: 10,
      status: 'pending',
      reason: 'feedback',
      feedbackId: ref.id,
      interval: 'month',
    });
    expect((discount?.renewalDate as Timestamp).toDate().toISOString()).toBe(
      renewsAt.toISOString(),
    );
  });

  it('records one discount for two feedbacks in the same renewal period', async () => {
    const uid = await person('twice', {
      createdAt: Timestamp.fromMillis(Date.now() - 40 * DAY_MS),
    });
    const first = await db.collection('feedback').add(feedbackOf(uid));
    const second = await db.collection('feedback').add(feedbackOf(uid));
    const outcomes = await Promise.all([outcomeOf(first.id), outcomeOf(second.id)]);
    expect(outcomes.map((outcome) => outcome.discountOutcome).sort()).toEqual([
      'already-granted',
      'granted',
    ]);
    expect(outcomes[0].discountId).toBe(outcomes[1].discountId);
    expect(await discountsOf(uid)).toHaveLength(1);
  });

  it('records one discount when the same feedback event arrives twice', async () => {
    const uid = await person('redelivered');
    const createdAt = Timestamp.fromMillis(Date.now());
    const ref = db.collection('feedback').doc(`redelivered-${run}`);
    await ref.create(feedbackOf(uid, createdAt));
    const first = await outcomeOf(ref.id);
    expect(first.discountOutcome).toBe('granted');

    // the same document created again: the function sees the same feedback a second time
    await ref.delete();
    await ref.create(feedbackOf(uid, createdAt));
    const second = await outcomeOf(ref.id);
    expect(second).toEqual(first);
    expect(await discountsOf(uid)).toHaveLength(1);
  });

  it('a feedback in the next renewal period earns that period its own discount', async () => {
    const uid = await person('periods', {
      createdAt: Timestamp.fromDate(new Date('2026-01-15T12:00:00Z')),
    });
    const march = await db
      .collection('feedback')
      .add(feedbackOf(uid, Timestamp.fromDate(new Date('2026-03-20T09:00:00Z'))));
    const april = await db
      .collection('feedback')
      .add(feedbackOf(uid, Timestamp.fromDate(new Date('2026-04-20T09:00:00Z'))));
    const outcomes = await Promise.all([outcomeOf(march.id), outcomeOf(april.id)]);
    expect(outcomes.map((outcome) => outcome.discountOutcome)).toEqual(['granted', 'granted']);
    expect(outcomes.map((outcome) => outcome.discountId)).toEqual([
      `${uid}_2026-04-15`,
      `${uid}_2026-05-15`,
    ]);
    expect(await discountsOf(uid)).toHaveLength(2);
  });
});

describe('grantFeedbackDiscount (the handler, called directly)', () => {
  it('is idempotent when one event is handled twice at the same time', async () => {
    const uid = await person('concurrent');
    const feedbackId = `concurrent-${run}`;
    // no feedback document is written: only this handler sees the event
    const event = {
      feedbackId,
      data: feedbackOf(uid, Timestamp.fromMillis(Date.now())),
      eventTime: new Date().toISOString(),
    };
    const outcomes = await Promise.all([
      grantFeedbackDiscount(event, db),
      grantFeedbackDiscount(event, db),
    ]);
    expect(outcomes).toEqual(['granted', 'granted']);
    const discounts = await discountsOf(uid);
    expect(discounts).toHaveLength(1);
    expect(discounts[0]).toMatchObject({ feedbackId, percent: 10 });
    // another feedback of the same period, handled directly too
    expect(await grantFeedbackDiscount({ ...event, feedbackId: `${feedbackId}-b` }, db)).toBe(
      'already-granted',
    );
    expect(await discountsOf(uid)).toHaveLength(1);
  });

  it('records nothing for a feedback without an author', async () => {
    const outcome = await grantFeedbackDiscount(
      { feedbackId: `anonymous-${run}`, data: { text: 'hi' }, eventTime: new Date().toISOString() },
      db,
    );
    expect(outcome).toBe('skipped');
  });
});
