// Renewals: on its renewal day a subscription is charged for the next period, its invoice written,
// and its renewal moved on by one interval. The owner's feedback discount for exactly that renewal
// day, if pending, takes its percentage off and is consumed.
//
// Charging cannot happen inside a Firestore transaction (a transaction may run its function more
// than once), so a renewal is three steps, each safe to repeat:
//   1. prepare (transaction): the invoice subscriptions/{cid}/invoices/{renewal day} is created
//      `pending` with its figures frozen (plan, interval, discount, total). Its id is the renewal
//      day, so however many runs race, one invoice exists; a run that finds it pending goes on
//      with its figures, one that finds it settled stops.
//   2. charge (outside any transaction): the provider is asked for exactly those figures with the
//      idempotency key `${companyId}_${renewal day}`. A provider answers a repeated key with the
//      first outcome, so a retry after a crash, a timeout or a concurrent run never charges twice.
//      When the provider's answer is unknown (it threw), the invoice stays pending and the next
//      run asks again with the same key.
//   3. settle (transaction): only a pending invoice is settled. Paid: the discount is marked
//      applied (with the invoice id), the subscription takes the invoice's plan and interval,
//      renews one interval later, its upcomingDiscount becomes the owner's pending discount for
//      the new renewal day (or none), and the owner's profile mirror follows. Failed: the invoice
//      keeps the reason, the subscription goes past_due, the discount stays pending.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  chargeKeyOf,
  COLLECTIONS,
  invoiceIdOf,
  invoiceNumberOf,
  PLAN_IDS,
  RENEWAL_INTERVALS,
  renewalCharge,
  type BillingInterval,
  type InvoiceDocument,
  type PlanId,
  type UpcomingDiscount,
} from '../contracts.js';
import { companyRef } from '../lib/refs.js';
import type { ChargeResult, PaymentProvider } from './payment-provider.js';
import { renewalKey } from '../lib/billing/renewal-period.js';
import { paymentProvider } from './select-provider.js';
import {
  discountRef,
  invoiceRef,
  mirrorOnProfile,
  nextRenewal,
  subscriptionRef,
} from '../lib/billing/subscription.js';

type RenewalOutcome =
  /** Charged, invoice paid, renewal moved on. */
  | 'renewed'
  /** The provider refused: invoice failed, subscription past_due. */
  | 'failed'
  /** The provider's answer is unknown: the invoice stays pending, the next run asks again. */
  | 'error'
  | 'not-due'
  /** past_due or cancelled: renewals wait until it is active again. */
  | 'not-active'
  /** This renewal's invoice was settled already (by a concurrent run). */
  | 'already-settled'
  /** The company no longer exists: the subscription is cancelled, nothing charged. */
  | 'cancelled'
  | 'missing';

interface RenewalResult {
  outcome: RenewalOutcome;
  /** The renewal day's invoice, when this renewal has one. */
  invoiceId?: string;
  /** The subscription's next renewal after this run. */
  renewsAt?: Date;
}

/** A renewal whose scheduler was down catches up at most this many periods in one run. */
const MAX_CATCH_UP_RENEWALS = 12;
/** Subscriptions read per page by renewDueSubscriptions, and renewed side by side. */
const RENEWAL_PAGE_SIZE = 50;

const isPlan = (value: unknown): value is PlanId =>
  (PLAN_IDS as readonly unknown[]).includes(value);
const isInterval = (value: unknown): value is BillingInterval =>
  (RENEWAL_INTERVALS as readonly unknown[]).includes(value);
const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/** A pending feedback discount's percentage, or 0 (a stored value that is not a whole 1..100 too). */
function pendingPercent(discount: DocumentSnapshot): number {
  if (!discount.exists || discount.get('status') !== 'pending') return 0;
  const percent: unknown = discount.get('percent');
  return typeof percent === 'number' && Number.isInteger(percent) && percent > 0 && percent <= 100
    ? percent
    : 0;
}

type Prepared =
  | { step: 'done'; result: RenewalResult }
  | { step: 'charge'; invoiceId: string; invoice: InvoiceDocument; ownerUid: string };

/** Step 1: the renewal's pending invoice (created, or found still pending). */
function prepare(firestore: Firestore, companyId: string, now: Date): Promise<Prepared> {
  return firestore.runTransaction(async (tx) => {
    const subscription = await tx.get(subscriptionRef(firestore, companyId));
    if (!subscription.exists) return { step: 'done', result: { outcome: 'missing' } };
    const renewsAt = dateOf(subscription.get('renewsAt'));
    const status: unknown = subscription.get('status');
    if (status !== 'active' || !renewsAt) {
      return { step: 'done', result: { outcome: 'not-active', renewsAt: renewsAt ?? undefined } };
    }
    if (renewsAt.getTime() > now.getTime()) {
      return { step: 'done', result: { outcome: 'not-due', renewsAt } };
    }
    const day = renewalKey(renewsAt);
    const invoiceId = invoiceIdOf(day);
    const ownerUid = String(subscription.get('ownerUid') ?? '');
    const [company, invoice, discount] = await tx.getAll(
      companyRef(firestore, companyId),
      invoiceRef(firestore, companyId, invoiceId),
      discountRef(firestore, `${ownerUid}_${day}`),
    );
    if (!company?.exists) {
      tx.update(subscription.ref, {
        status: 'cancelled',
        upcomingDiscount: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { step: 'done', result: { outcome: 'cancelled' } };
    }
    if (invoice?.exists) {
      if (invoice.get('status') !== 'pending') {
        return { step: 'done', result: { outcome: 'already-settled', invoiceId, renewsAt } };
      }
      return { step: 'charge', invoiceId, invoice: invoice.data() as InvoiceDocument, ownerUid };
    }

    const storedPlan: unknown = subscription.get('plan');
    const storedInterval: unknown = subscription.get('interval');
    const pendingPlan: unknown = subscription.get('pendingPlan');
    const pendingInterval: unknown = subscription.get('pendingInterval');
    const plan = isPlan(pendingPlan) ? pendingPlan : isPlan(storedPlan) ? storedPlan : null;
    const interval = isInterval(pendingInterval)
      ? pendingInterval
      : isInterval(storedInterval)
        ? storedInterval
        : null;
    if (!plan || !interval) throw new Error(`subscriptions/${companyId}: no readable plan`);
    // renewals count from the anchor; a new interval starts counting from this renewal
    const storedAnchor = dateOf(subscription.get('billingAnchor'));
    const anchor = interval === storedInterval && storedAnchor ? storedAnchor : renewsAt;
    const discountPercent = discount ? pendingPercent(discount) : 0;
    const { amount, discountAmount, total } = renewalCharge({ plan, interval, discountPercent });
    const document: InvoiceDocument = {
      number: invoiceNumberOf(day),
      periodStart: Timestamp.fromDate(renewsAt),
      periodEnd: Timestamp.fromDate(nextRenewal(anchor, interval, renewsAt)),
      plan,
      interval,
      amount,
      discountPercent,
      discountAmount,
      total,
      currency: 'USD',
      status: 'pending',
      providerRef: null,
      failureReason: null,
      discountId: discountPercent > 0 && discount ? discount.id : null,
      createdAt: Timestamp.now(),
    };
    const currency: unknown = subscription.get('currency');
    if (currency !== document.currency) {
      throw new Error(`subscriptions/${companyId}: currency ${String(currency)} is not supported`);
    }
    tx.create(invoiceRef(firestore, companyId, invoiceId), document);
    return { step: 'charge', invoiceId, invoice: document, ownerUid };
  });
}

/** Step 3: records the provider's answer, once (a settled invoice is left as it is). */
function settle(
  firestore: Firestore,
  companyId: string,
  invoiceId: string,
  ownerUid: string,
  charge: ChargeResult,
): Promise<RenewalResult> {
  return firestore.runTransaction(async (tx) => {
    const ref = invoiceRef(firestore, companyId, invoiceId);
    const [subscription, invoice] = await tx.getAll(subscriptionRef(firestore, companyId), ref);
    if (!subscription?.exists || !invoice?.exists) return { outcome: 'missing' };
    if (invoice.get('status') !== 'pending') {
      return {
        outcome: 'already-settled',
        invoiceId,
        renewsAt: dateOf(subscription.get('renewsAt')) ?? undefined,
      };
    }
    const stored = invoice.data() as InvoiceDocument;
    const periodEnd = stored.periodEnd.toDate();
    const discountId = stored.discountId;
    const nextDiscountRef = discountRef(firestore, `${ownerUid}_${renewalKey(periodEnd)}`);
    const [discount, nextDiscount, profile] = await tx.getAll(
      discountRef(firestore, discountId ?? `${ownerUid}_${invoiceId}`),
      nextDiscountRef,
      firestore.collection(COLLECTIONS.users).doc(ownerUid || '-'),
    );

    if (charge.status !== 'succeeded') {
      tx.update(ref, {
        status: 'failed',
        providerRef: charge.reference,
        failureReason: charge.failureReason ?? 'The payment failed',
      });
      tx.update(subscription.ref, { status: 'past_due', updatedAt: FieldValue.serverTimestamp() });
      return {
        outcome: 'failed',
        invoiceId,
        renewsAt: dateOf(subscription.get('renewsAt')) ?? undefined,
      };
    }

    tx.update(ref, { status: 'paid', providerRef: charge.reference, failureReason: null });
    if (discountId && discount?.exists && discount.get('status') === 'pending') {
      tx.update(discount.ref, {
        status: 'applied',
        invoiceId,
        appliedAt: FieldValue.serverTimestamp(),
      });
    }
    const renewsAt = Timestamp.fromDate(periodEnd);
    const nextPercent = nextDiscount ? pendingPercent(nextDiscount) : 0;
    const upcomingDiscount: UpcomingDiscount | null =
      nextPercent > 0 ? { discountId: nextDiscountRef.id, percent: nextPercent } : null;
    // the change this renewal applied is done; a different one made since waits for the next
    const appliedPending =
      subscription.get('pendingPlan') === stored.plan &&
      subscription.get('pendingInterval') === stored.interval;
    const intervalChanged = subscription.get('interval') !== stored.interval;
    tx.update(subscription.ref, {
      plan: stored.plan,
      interval: stored.interval,
      ...(intervalChanged ? { billingAnchor: stored.periodStart } : {}),
      ...(appliedPending ? { pendingPlan: null, pendingInterval: null } : {}),
      status: 'active',
      renewsAt,
      upcomingDiscount,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (profile?.exists) mirrorOnProfile(firestore, tx, ownerUid, renewsAt, stored.interval);
    return { outcome: 'renewed', invoiceId, renewsAt: periodEnd };
  });
}

/**
 * Renews company `companyId`'s subscription if its renewal is due at `now` (renewsAt ≤ now):
 * one period, charged through `provider`. Safe to run again and to run concurrently: a renewal
 * day is invoiced and charged once (see the steps above).
 */
export async function renewSubscription(
  firestore: Firestore,
  companyId: string,
  now: Date,
  provider: PaymentProvider = paymentProvider(),
): Promise<RenewalResult> {
  const prepared = await prepare(firestore, companyId, now);
  if (prepared.step === 'done') return prepared.result;
  const { invoiceId, invoice, ownerUid } = prepared;
  let charge: ChargeResult;
  if (invoice.total === 0) {
    charge = { status: 'succeeded', reference: null, failureReason: null };
  } else {
    try {
      charge = await provider.charge({
        customerRef: companyId,
        amountCents: invoice.total,
        currency: invoice.currency,
        idempotencyKey: chargeKeyOf(companyId, invoiceId),
        description: `${invoice.number}: ${invoice.plan} (${invoice.interval})`,
      });
    } catch (error) {
      logger.error('renewal: the payment provider did not answer', {
        companyId,
        invoiceId,
        provider: provider.name,
        error,
      });
      return { outcome: 'error', invoiceId };
    }
  }
  return settle(firestore, companyId, invoiceId, ownerUid, charge);
}

/**
 * Renews every active subscription due at `now`, a page at a time; one that fell several periods
 * behind catches up (at most MAX_CATCH_UP_RENEWALS). Answers each company's last outcome. A
 * subscription that fails stays past_due and is not retried here.
 */
export async function renewDueSubscriptions(
  firestore: Firestore,
  now: Date,
  provider: PaymentProvider = paymentProvider(),
): Promise<Record<string, RenewalOutcome>> {
  const outcomes: Record<string, RenewalOutcome> = {};
  // one range on renewsAt (its single-field index); the status is checked per document
  const due = firestore
    .collection(COLLECTIONS.subscriptions)
    .where('renewsAt', '<=', Timestamp.fromDate(now))
    .orderBy('renewsAt')
    .limit(RENEWAL_PAGE_SIZE);
  let page = await due.get();
  while (!page.empty) {
    await Promise.all(
      page.docs
        .filter((subscription) => subscription.get('status') === 'active')
        .map(async (subscription) => {
          for (let round = 0; round < MAX_CATCH_UP_RENEWALS; round += 1) {
            const result = await renewSubscription(firestore, subscription.id, now, provider);
            outcomes[subscription.id] = result.outcome;
            if (result.outcome !== 'renewed') break;
            if (!result.renewsAt || result.renewsAt.getTime() > now.getTime()) break;
          }
        }),
    );
    if (page.size < RENEWAL_PAGE_SIZE) break;
    page = await due.startAfter(page.docs[page.docs.length - 1]).get();
  }
  return outcomes;
}
