// Northwind Talent's subscription for the local suite: the growth plan, monthly, started about four
// months ago, with its three past renewals invoiced (computed with renewalCharge, as the server
// computes them) — the second took the owner's 10 % feedback discount, so that discount is
// `applied`. The next renewal is a week ahead and no discount is pending for it: the end-to-end
// test gives feedback as the owner and then sees the discounted renewal on the billing screen.
// The owner's profile carries the subscription's mirror (users/{uid}.subscription), as the server
// writes it, so the feedback discount falls on the same renewal day.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import {
  appliedDiscountSchema,
  invoiceIdOf,
  invoiceNumberOf,
  invoiceSchema,
  renewalCharge,
  subscriptionSchema,
  type InvoiceDocument,
  type SubscriptionDocument,
} from '@contracts/billing';
import { docPaths, pathOf } from '@contracts/collections';
import { FEEDBACK_DISCOUNT_PERCENT } from '@contracts/feedback';
import { DAY_MS } from '@contracts/fields';
import { addMonths, renewalKey } from '../functions/src/lib/billing/renewal-period.ts';

const SEEDED_PLAN = 'growth' as const;
/** Renewals already invoiced, and which of them (0-based) took the feedback discount. */
const SEEDED_RENEWALS = 3;
const SEEDED_DISCOUNTED_RENEWAL = 1;
const SEEDED_CARD = { brand: 'visa', last4: '4242' } as const;

interface Doc {
  path: string;
  data: Record<string, unknown>;
  schema: { safeParse(data: unknown): { success: boolean; error?: unknown } };
}

/** The documents of Northwind's billing, for `today` (00:00 UTC). */
function billingDocs(today: Date): { docs: Doc[]; renewsAt: Date } {
  const owner = ACCOUNTS.employer.uid;
  // started four months ago less a week: three renewals passed, the fourth is a week ahead
  const anchor = new Date(addMonths(today, -4).getTime() + 7 * DAY_MS);
  const renewal = (k: number) => addMonths(anchor, k);
  const at = (date: Date) => Timestamp.fromDate(date);
  const docs: Doc[] = [];

  for (let k = 1; k <= SEEDED_RENEWALS; k += 1) {
    const day = renewalKey(renewal(k));
    const discounted = k - 1 === SEEDED_DISCOUNTED_RENEWAL;
    const discountId = discounted ? `${owner}_${day}` : null;
    const charge = renewalCharge({
      plan: SEEDED_PLAN,
      interval: 'month',
      discountPercent: discounted ? FEEDBACK_DISCOUNT_PERCENT : 0,
    });
    const invoice: InvoiceDocument = {
      number: invoiceNumberOf(day),
      periodStart: at(renewal(k)),
      periodEnd: at(renewal(k + 1)),
      plan: SEEDED_PLAN,
      interval: 'month',
      ...charge,
      discountPercent: discounted ? FEEDBACK_DISCOUNT_PERCENT : 0,
      currency: 'USD',
      status: 'paid',
      providerRef: `local_seed_${day}`,
      failureReason: null,
      discountId,
      createdAt: at(renewal(k)),
    };
    docs.push({
      path: pathOf(docPaths.invoice(COMPANY_ID, invoiceIdOf(day))),
      data: invoice,
      schema: invoiceSchema,
    });
    if (discountId) {
      docs.push({
        path: pathOf(docPaths.discount(discountId)),
        data: {
          uid: owner,
          percent: FEEDBACK_DISCOUNT_PERCENT,
          reason: 'feedback',
          feedbackId: 'seed-feedback-northwind',
          renewalDate: at(renewal(k)),
          periodStart: at(renewal(k - 1)),
          interval: 'month',
          status: 'applied',
          createdAt: at(new Date(renewal(k).getTime() - 5 * DAY_MS)),
          invoiceId: invoiceIdOf(day),
          appliedAt: at(renewal(k)),
        },
        schema: appliedDiscountSchema,
      });
    }
  }

  const renewsAt = renewal(SEEDED_RENEWALS + 1);
  const subscription: SubscriptionDocument = {
    plan: SEEDED_PLAN,
    interval: 'month',
    status: 'active',
    currency: 'USD',
    renewsAt: at(renewsAt),
    billingAnchor: at(anchor),
    pendingPlan: null,
    pendingInterval: null,
    ownerUid: owner,
    upcomingDiscount: null,
    paymentMethod: { ...SEEDED_CARD },
    createdAt: at(anchor),
    updatedAt: at(renewal(SEEDED_RENEWALS)),
  };
  docs.push({
    path: pathOf(docPaths.subscription(COMPANY_ID)),
    data: subscription,
    schema: subscriptionSchema,
  });
  return { docs, renewsAt };
}

/** Writes Northwind's billing (after the accounts): checked against the contracts first. */
export async function seedBilling(db: Firestore, today: Date): Promise<void> {
  const { docs, renewsAt } = billingDocs(today);
  for (const { path, data, schema } of docs) {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new Error(`Seed: ${path} does not match its contract: ${String(result.error)}`);
    }
  }
  const batch = db.batch();
  for (const { path, data } of docs) batch.set(db.doc(path), data);
  batch.set(
    db.doc(pathOf(docPaths.user(ACCOUNTS.employer.uid))),
    { subscription: { renewsAt: Timestamp.fromDate(renewsAt), interval: 'month' } },
    { merge: true },
  );
  await batch.commit();
}
