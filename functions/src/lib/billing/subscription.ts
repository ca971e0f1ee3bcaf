// A company's subscription as the server writes it: the document every new company starts with,
// and its mirror on the owner's profile (users/{ownerUid}.subscription {renewsAt, interval}), which
// the feedback discount (feedback/grant-discount.ts) reads to pick the same renewal day.
import {
  FieldValue,
  Timestamp,
  type Firestore,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DEFAULT_CURRENCY,
  DEFAULT_INTERVAL,
  DEFAULT_PLAN,
  docPaths,
  pathOf,
  type BillingInterval,
  type SubscriptionDocument,
} from '../../contracts.js';
import { renewalPeriodAt } from './renewal-period.js';

/** 00:00 UTC of `date`'s day: every stored renewal is one. */
function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The renewal after `renewal` of a subscription whose renewals are counted from `anchor` every
 * `interval` (anchor + k intervals, each day clamped to its month's end: 31 Jan, 28 Feb, 31 Mar).
 */
export function nextRenewal(anchor: Date, interval: BillingInterval, renewal: Date = anchor): Date {
  return renewalPeriodAt({ renewsAt: startOfUtcDay(anchor), interval }, startOfUtcDay(renewal))
    .renewalDate;
}

export const subscriptionRef = (firestore: Firestore, companyId: string) =>
  firestore.doc(pathOf(docPaths.subscription(companyId)));
export const invoiceRef = (firestore: Firestore, companyId: string, invoiceId: string) =>
  firestore.doc(pathOf(docPaths.invoice(companyId, invoiceId)));
export const discountRef = (firestore: Firestore, discountId: string) =>
  firestore.collection(COLLECTIONS.discounts).doc(discountId);

/**
 * The subscription a company starts with at `now`: the default plan, renewing one interval later;
 * and its mirror for the owner's profile.
 */
export function newSubscription(
  ownerUid: string,
  now: Date,
): { document: WithFieldValue<SubscriptionDocument>; mirror: ReturnType<typeof profileMirror> } {
  const anchor = startOfUtcDay(now);
  const renewsAt = Timestamp.fromDate(nextRenewal(anchor, DEFAULT_INTERVAL));
  return {
    document: {
      plan: DEFAULT_PLAN,
      interval: DEFAULT_INTERVAL,
      status: 'active',
      currency: DEFAULT_CURRENCY,
      renewsAt,
      billingAnchor: Timestamp.fromDate(anchor),
      pendingPlan: null,
      pendingInterval: null,
      ownerUid,
      upcomingDiscount: null,
      paymentMethod: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    },
    mirror: profileMirror(renewsAt, DEFAULT_INTERVAL),
  };
}

/** users/{uid}.subscription: the renewal model's inputs (renewal-period.ts). */
function profileMirror(renewsAt: Timestamp, interval: BillingInterval) {
  return { subscription: { renewsAt, interval } };
}

/** Writes the mirror onto the owner's profile within `tx` (the profile must exist). */
export function mirrorOnProfile(
  firestore: Firestore,
  tx: Transaction,
  ownerUid: string,
  renewsAt: Timestamp,
  interval: BillingInterval,
): void {
  tx.set(firestore.collection(COLLECTIONS.users).doc(ownerUid), profileMirror(renewsAt, interval), {
    merge: true,
  });
}
