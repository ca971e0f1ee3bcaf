// subscriptions/{companyId} and subscriptions/{companyId}/invoices/{renewal day}: what a company
// pays for, and the record of each renewal. Both are written by the server alone (createCompany,
// the renewal, the changePlan callable); a team member with canManageBilling reads them. Money is
// always an integer number of cents of `currency`; no card data is ever stored (a payment method is
// only the provider's display info: brand and last four digits).
import * as z from 'zod/mini';
import { discountSchema, RENEWAL_INTERVALS } from './feedback.js';
import { timestampField } from './fields.js';

export { RENEWAL_INTERVALS };
export type BillingInterval = (typeof RENEWAL_INTERVALS)[number];

const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** A year costs this many months (two months free). */
export const YEARLY_MONTHS_CHARGED = 10;

export const PLAN_IDS = ['starter', 'growth', 'scale'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans with their monthly price in cents (USD). */
export const PLANS: Readonly<Record<PlanId, { monthlyCents: number }>> = {
  starter: { monthlyCents: 2_900 },
  growth: { monthlyCents: 7_900 },
  scale: { monthlyCents: 19_900 },
};

/** Every new company starts on this plan, paid monthly. */
export const DEFAULT_PLAN: PlanId = 'starter';
export const DEFAULT_INTERVAL: BillingInterval = 'month';

/** The price of one `interval` of `plan`, in cents: a year is YEARLY_MONTHS_CHARGED months. */
export function planPrice(plan: PlanId, interval: BillingInterval): number {
  const monthly = PLANS[plan].monthlyCents;
  return interval === 'year' ? monthly * YEARLY_MONTHS_CHARGED : monthly;
}

interface RenewalChargeInput {
  plan: PlanId;
  interval: BillingInterval;
  /** A whole percentage 0..100 off this renewal (the feedback discount), 0 without one. */
  discountPercent: number;
}

interface RenewalCharge {
  /** The plan's price for the interval, in cents. */
  amount: number;
  /** What the discount takes off, in cents. */
  discountAmount: number;
  /** What is charged: amount − discountAmount, in cents. */
  total: number;
}

/**
 * `amountCents` less `discountPercent` %, in integer cents. Rounding rule: the discount is
 * `amount × percent / 100` rounded to the nearest cent, a half cent rounded up (in the customer's
 * favour), computed in integers so no floating-point error creeps in; the total is the amount
 * minus that discount, so amount = discountAmount + total always holds. A percent outside 0..100
 * or not whole, or an amount that is not a whole number of cents ≥ 0, is refused (RangeError).
 */
export function discountedCharge(amountCents: number, discountPercent: number): RenewalCharge {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`An amount is a whole number of cents, not ${amountCents}`);
  }
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`A discount is a whole percentage from 0 to 100, not ${discountPercent}`);
  }
  const discountAmount = Math.floor((amountCents * discountPercent + 50) / 100);
  return { amount: amountCents, discountAmount, total: amountCents - discountAmount };
}

/**
 * What a renewal of `plan` for one `interval` charges with the owner's feedback discount (0 for
 * none), in integer cents: the plan's price, then discountedCharge's rounding rule. The server
 * charges it; the billing screen shows the same figures.
 */
export function renewalCharge({
  plan,
  interval,
  discountPercent,
}: RenewalChargeInput): RenewalCharge {
  return discountedCharge(planPrice(plan, interval), discountPercent);
}

const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const cents = z.int().check(z.gte(0));
const planId = z.enum(PLAN_IDS);
const interval = z.enum(RENEWAL_INTERVALS);

/** The discount the next renewal will take: the owner's feedback discount for that renewal day. */
const upcomingDiscountSchema = z.object({
  /** discounts/{ownerUid}_{renewal day} */
  discountId: z.string(),
  percent: z.int().check(z.gte(0), z.lte(100)),
});
export type UpcomingDiscount = z.infer<typeof upcomingDiscountSchema>;

/** What the payment provider lets us show about the card: never its number. */
const paymentMethodSchema = z.object({
  brand: z.string().check(z.maxLength(40)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** subscriptions/{companyId}: the company pays; its owner earns the feedback discount. */
export const subscriptionSchema = z.object({
  plan: planId,
  interval,
  status: z.enum(SUBSCRIPTION_STATUSES),
  currency: z.enum(CURRENCIES),
  /** The next renewal: 00:00 UTC of its day. Mirrored on the owner's users/{uid}.subscription. */
  renewsAt: timestampField,
  /**
   * The day renewals are counted from (the start, or the renewal that changed the interval):
   * renewals fall on it and every interval after, so they never drift (31 Jan, 28 Feb, 31 Mar).
   */
  billingAnchor: timestampField,
  /** A plan change waiting for the next renewal (null: none); both set or both null. */
  pendingPlan: z.nullable(planId),
  pendingInterval: z.nullable(interval),
  ownerUid: z.string().check(z.minLength(1)),
  upcomingDiscount: z.nullable(upcomingDiscountSchema),
  paymentMethod: z.nullable(paymentMethodSchema),
  createdAt: timestampField,
  updatedAt: timestampField,
});
export type SubscriptionDocument = z.infer<typeof subscriptionSchema>;

/**
 * An invoice's life: `pending` while its charge is with the provider (the renewal froze its
 * figures first, so a retry charges exactly the same with the same idempotency key), then `paid`
 * or `failed`.
 */
const INVOICE_STATUSES = ['pending', 'paid', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** subscriptions/{companyId}/invoices/{renewal day}: one per renewal, written once. */
export const invoiceSchema = z.object({
  /** Shown to people: `INV-20261122`. */
  number: z.string(),
  /** The period the renewal pays for: [periodStart, periodEnd), periodStart the renewal day. */
  periodStart: timestampField,
  periodEnd: timestampField,
  plan: planId,
  interval,
  amount: cents,
  discountPercent: z.int().check(z.gte(0), z.lte(100)),
  discountAmount: cents,
  total: cents,
  currency: z.enum(CURRENCIES),
  status: z.enum(INVOICE_STATUSES),
  /** The provider's reference of the charge (null until it answered, or when it refused). */
  providerRef: z.nullable(z.string()),
  /** Why the charge failed, as the provider put it (null unless failed). */
  failureReason: z.nullable(z.string()),
  /** The feedback discount this renewal consumed, if any. */
  discountId: z.nullable(z.string()),
  createdAt: timestampField,
});
export type InvoiceDocument = z.infer<typeof invoiceSchema>;

/** The invoice id and number of the renewal on `renewalDay` (`2026-11-22`). */
export const invoiceIdOf = (renewalDay: string) => renewalDay;
export const invoiceNumberOf = (renewalDay: string) => `INV-${renewalDay.replaceAll('-', '')}`;

/** The idempotency key of the charge of `companyId`'s renewal on `renewalDay`. */
export const chargeKeyOf = (companyId: string, renewalDay: string) => `${companyId}_${renewalDay}`;

/**
 * A feedback discount a renewal consumed: `status: 'applied'` with the invoice that took it (the
 * renewal adds `invoiceId` and `appliedAt` to the discount document of contracts/feedback.ts).
 */
export const appliedDiscountSchema = z.extend(discountSchema, {
  invoiceId: z.string(),
  appliedAt: timestampField,
});
