import type { LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { invoiceSchema, subscriptionSchema } from '@contracts/billing';
import { docPaths, pathOf } from '@contracts/collections';
import type { TimestampLike } from '@contracts/fields';
import { schemaConverter } from '@/lib/firebase/converters';
import type { Invoice, Subscription } from '../types';

const iso = (value: TimestampLike | null) => value?.toDate().toISOString() ?? '';

// the values a missing or unreadable field reads as (typed, so the reader keeps the wide types)
const STARTER: Subscription['plan'] = 'starter';
const MONTH: Subscription['interval'] = 'month';
const ACTIVE: Subscription['status'] = 'active';
const USD: Subscription['currency'] = 'USD';
const PENDING: Invoice['status'] = 'pending';

/** subscriptions/{cid} read through its contract; a pending change counts only when whole. */
export const subscriptionConverter = schemaConverter(
  subscriptionSchema,
  {
    plan: STARTER,
    interval: MONTH,
    status: ACTIVE,
    currency: USD,
    renewsAt: null as TimestampLike | null,
    pendingPlan: null as Subscription['pendingPlan'],
    pendingInterval: null as Subscription['pendingInterval'],
    upcomingDiscount: null as Subscription['upcomingDiscount'],
    paymentMethod: null as Subscription['paymentMethod'],
  },
  (read, id): Subscription => {
    const pending = read.pendingPlan !== null && read.pendingInterval !== null;
    return {
      ...read,
      companyId: id,
      renewsAt: iso(read.renewsAt),
      pendingPlan: pending ? read.pendingPlan : null,
      pendingInterval: pending ? read.pendingInterval : null,
    };
  },
);

export const invoiceConverter = schemaConverter(
  invoiceSchema,
  {
    number: '',
    periodStart: null as TimestampLike | null,
    periodEnd: null as TimestampLike | null,
    plan: STARTER,
    interval: MONTH,
    amount: 0,
    discountPercent: 0,
    discountAmount: 0,
    total: 0,
    currency: USD,
    status: PENDING,
    failureReason: null as string | null,
  },
  (read, id): Invoice => ({
    ...read,
    id,
    periodStart: iso(read.periodStart),
    periodEnd: iso(read.periodEnd),
  }),
);

export const subscriptionDoc = (fs: LoadedFirestore, companyId: string) =>
  fs.doc(fs.db, pathOf(docPaths.subscription(companyId))).withConverter(subscriptionConverter);

export const invoicesCollection = (fs: LoadedFirestore, companyId: string) =>
  fs.collection(fs.db, pathOf(docPaths.invoices(companyId))).withConverter(invoiceConverter);

/** The query keys of one company's billing screen. */
