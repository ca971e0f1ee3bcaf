// A feedback discount granted to a company owner for the company's next renewal is shown to every
// billing manager: the subscription's `upcomingDiscount` names it. The renewal consumes it.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type UpcomingDiscount } from '../../contracts.js';
import { renewalKey } from './renewal-period.js';
import { discountRef, subscriptionRef } from './subscription.js';

type UpcomingOutcome = 'noted' | 'unchanged' | 'not-owner' | 'other-renewal' | 'not-pending';

const dayOf = (value: unknown) => (value instanceof Timestamp ? renewalKey(value.toDate()) : null);

/**
 * Notes discounts/{discountId} on the subscription of the company its person owns, when it is
 * pending and for exactly the subscription's next renewal day; otherwise changes nothing. In one
 * transaction with the reads, so it cannot race a renewal (which moves `renewsAt` first or sees
 * the discount). Idempotent: noting it again changes nothing.
 */
export async function noteUpcomingDiscount(
  firestore: Firestore,
  discountId: string,
): Promise<UpcomingOutcome> {
  return firestore.runTransaction(async (tx) => {
    const discount = await tx.get(discountRef(firestore, discountId));
    if (!discount.exists || discount.get('status') !== 'pending') return 'not-pending';
    const uid: unknown = discount.get('uid');
    if (typeof uid !== 'string' || !uid) return 'not-owner';
    const profile = await tx.get(firestore.collection(COLLECTIONS.users).doc(uid));
    const companyId: unknown = profile.get('companyId');
    if (typeof companyId !== 'string' || !companyId) return 'not-owner';
    const subscription = await tx.get(subscriptionRef(firestore, companyId));
    if (!subscription.exists || subscription.get('ownerUid') !== uid) return 'not-owner';
    if (dayOf(subscription.get('renewsAt')) !== dayOf(discount.get('renewalDate'))) {
      return 'other-renewal';
    }
    const current = subscription.get('upcomingDiscount') as UpcomingDiscount | null | undefined;
    const percent = Number(discount.get('percent'));
    if (current?.discountId === discountId && current.percent === percent) return 'unchanged';
    const upcomingDiscount: UpcomingDiscount = { discountId, percent };
    tx.update(subscription.ref, { upcomingDiscount, updatedAt: FieldValue.serverTimestamp() });
    return 'noted';
  });
}
