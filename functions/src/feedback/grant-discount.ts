import {
  FieldValue,
  Timestamp,
  type Firestore,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  renewalKey,
  renewalPeriodAt,
  type RenewalInterval,
  type RenewalSource,
} from '../lib/billing/renewal-period.js';
import {
  COLLECTIONS,
  FEEDBACK_DISCOUNT_PERCENT,
  GRPC_STATUS,
  type DiscountDocument,
} from '../contracts.js';
import { noteUpcomingDiscount } from '../lib/billing/upcoming-discount.js';
import { adminDb as db } from '../lib/admin.js';

export { FEEDBACK_DISCOUNT_PERCENT };

type GrantOutcome = 'granted' | 'already-granted' | 'skipped';

interface FeedbackCreated {
  feedbackId: string;
  /** The stored feedback document. */
  data: Record<string, unknown> | undefined;
  /** When the event happened (used only when the document carries no creation time). */
  eventTime: string;
}

function dateOf(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

function intervalOf(value: unknown): RenewalInterval | null {
  return value === 'month' || value === 'year' ? value : null;
}

/** The renewal model's inputs from `users/{uid}` (billing stores `subscription` there). */
async function renewalSourceOf(firestore: Firestore, uid: string): Promise<RenewalSource> {
  const profile = await firestore.collection(COLLECTIONS.users).doc(uid).get();
  const data = profile.data() ?? {};
  const subscription =
    data.subscription && typeof data.subscription === 'object'
      ? (data.subscription as Record<string, unknown>)
      : {};
  return {
    renewsAt: dateOf(subscription.renewsAt),
    interval: intervalOf(subscription.interval),
    createdAt: dateOf(data.createdAt),
  };
}

/**
 * Records the 10 % discount a new feedback earns on its author's next renewal: at most one per
 * renewal period. The period comes from the feedback's own creation time, and the discount's id
 * from the author and the renewal day, created only if absent, so an event delivered twice (or a
 * second feedback in the same period) records nothing more. The outcome is noted on the feedback
 * (`discountId`, `discountOutcome`): a redelivered event notes the same again.
 */
export async function grantFeedbackDiscount(
  event: FeedbackCreated,
  firestore: Firestore = db(),
): Promise<GrantOutcome> {
  const uid = event.data?.authorUid;
  if (typeof uid !== 'string' || uid.length === 0) {
    logger.warn('feedback without an author: no discount', { feedbackId: event.feedbackId });
    return 'skipped';
  }
  const at = dateOf(event.data?.createdAt) ?? new Date(event.eventTime);
  const period = renewalPeriodAt(await renewalSourceOf(firestore, uid), at);
  const ref = firestore
    .collection(COLLECTIONS.discounts)
    .doc(`${uid}_${renewalKey(period.renewalDate)}`);
  let outcome: GrantOutcome = 'granted';
  try {
    const discount: WithFieldValue<DiscountDocument> = {
      uid,
      percent: FEEDBACK_DISCOUNT_PERCENT,
      reason: 'feedback',
      feedbackId: event.feedbackId,
      renewalDate: Timestamp.fromDate(period.renewalDate),
      periodStart: Timestamp.fromDate(period.periodStart),
      interval: period.interval,
      status: 'pending',
      createdAt: FieldValue.serverTimestamp(),
    };
    await ref.create(discount);
  } catch (error) {
    // ALREADY_EXISTS: this period's discount is recorded, by this feedback (the event came
    // again) or by an earlier one
    if ((error as { code?: number }).code !== GRPC_STATUS.alreadyExists) throw error;
    const existing = await ref.get();
    outcome = existing.get('feedbackId') === event.feedbackId ? 'granted' : 'already-granted';
  }
  // a company owner's discount is shown on the company's subscription to its billing managers
  // (the renewal reads the discount itself, so a failure here loses only the notice)
  try {
    await noteUpcomingDiscount(firestore, ref.id);
  } catch (error) {
    logger.error('discount not noted on the subscription', { discountId: ref.id, error });
  }
  try {
    await firestore
      .collection(COLLECTIONS.feedback)
      .doc(event.feedbackId)
      .update({ discountId: ref.id, discountOutcome: outcome });
  } catch (error) {
    // NOT_FOUND: the feedback was removed (by an administrator) meanwhile
    if ((error as { code?: number }).code !== GRPC_STATUS.notFound) throw error;
  }
  return outcome;
}
