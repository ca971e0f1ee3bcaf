// A Firestore and functions fake for the billing tests: documents by path, the calls recorded.
import { callableRefusal, fakeCallFunction, fakeToast } from '@/testing/callable-fakes';
import { fakeDocumentStore, fakeTimestamp } from '@/testing/firestore-fakes';

export const COMPANY_ID = 'northwind-talent';

export const timestamp = fakeTimestamp;

const { store, reads } = fakeDocumentStore();
export { store };

export const callFunction = fakeCallFunction();
export const toast = fakeToast();

/** A refusal as `callFunction` throws it. */
export const refusal = callableRefusal;

/** The parts of `firebase/firestore` the billing feature uses. */
export const firestoreModule = {
  ...reads,
  orderBy: (...args: unknown[]) => ({ orderBy: args }),
};

/** Northwind on the growth plan, monthly, renewing on 2026-12-15, with two paid invoices. */
export function seedBilling(subscription: Record<string, unknown> = {}) {
  store.collections.clear();
  store.docs.clear();
  store.docs.set(`subscriptions/${COMPANY_ID}`, {
    plan: 'growth',
    interval: 'month',
    status: 'active',
    currency: 'USD',
    renewsAt: timestamp('2026-12-15T00:00:00.000Z'),
    billingAnchor: timestamp('2026-08-15T00:00:00.000Z'),
    pendingPlan: null,
    pendingInterval: null,
    ownerUid: 'omar',
    upcomingDiscount: null,
    paymentMethod: { brand: 'visa', last4: '4242' },
    createdAt: timestamp('2026-08-15T00:00:00.000Z'),
    updatedAt: timestamp('2026-11-15T00:00:00.000Z'),
    ...subscription,
  });
  const invoice = (day: string, end: string, discounted: boolean) => ({
    id: day,
    number: `INV-${day.replaceAll('-', '')}`,
    periodStart: timestamp(`${day}T00:00:00.000Z`),
    periodEnd: timestamp(`${end}T00:00:00.000Z`),
    plan: 'growth',
    interval: 'month',
    amount: 7_900,
    discountPercent: discounted ? 10 : 0,
    discountAmount: discounted ? 790 : 0,
    total: discounted ? 7_110 : 7_900,
    currency: 'USD',
    status: 'paid',
    providerRef: `local_${day}`,
    failureReason: null,
    discountId: discounted ? `omar_${day}` : null,
    createdAt: timestamp(`${day}T03:00:00.000Z`),
  });
  store.collections.set(`subscriptions/${COMPANY_ID}/invoices`, [
    invoice('2026-11-15', '2026-12-15', false),
    invoice('2026-10-15', '2026-11-15', true),
  ]);
}

export function resetFakes() {
  seedBilling();
  callFunction.mockReset().mockResolvedValue({});
  Object.values(toast).forEach((fn) => fn.mockReset());
}
