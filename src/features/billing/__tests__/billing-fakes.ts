// A Firestore and functions fake for the billing tests: documents by path, the calls recorded.
import { vi } from 'vitest';
import {
  convertedDoc,
  convertedSnapshot,
  fakeQuery,
  fakeRef,
  type RawDoc,
} from '@/testing/firestore-fakes';

export const COMPANY_ID = 'northwind-talent';

export const timestamp = (iso: string) => ({
  toMillis: () => Date.parse(iso),
  toDate: () => new Date(iso),
});

export const store = {
  collections: new Map<string, Record<string, unknown>[]>(),
  docs: new Map<string, Record<string, unknown>>(),
};

export const callFunction = vi.fn((_name: string, _input: unknown): Promise<unknown> =>
  Promise.resolve({}),
);
export const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };

/** A refusal as `callFunction` throws it. */
export const refusal = (reason: string) =>
  Object.assign(new Error(`refused: ${reason}`), { name: 'CallableFailure', reason });

const raw = (id: string, data: Record<string, unknown> | undefined): RawDoc => ({
  id,
  exists: () => data !== undefined,
  data: () => data,
});

type Ref = { path: string };

export const firestoreModule = {
  collection: (_db: unknown, path: string) => fakeRef({ path }),
  doc: (_db: unknown, path: string) => fakeRef({ path }),
  query: fakeQuery,
  orderBy: (...args: unknown[]) => ({ orderBy: args }),
  getDoc: (ref: Ref) => {
    const id = ref.path.split('/').at(-1) ?? '';
    return Promise.resolve(convertedDoc(ref as never, raw(id, store.docs.get(ref.path))));
  },
  getDocs: (ref: Ref) => {
    // the store keeps each collection in the order the query asks for (newest first)
    const docs = (store.collections.get(ref.path) ?? []).map((entry) =>
      raw(String(entry.id), entry),
    );
    return Promise.resolve(convertedSnapshot(ref as never, { docs }));
  },
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
