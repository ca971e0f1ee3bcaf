import type {
  BillingInterval,
  Currency,
  InvoiceStatus,
  PaymentMethod,
  PlanId,
  SubscriptionStatus,
  UpcomingDiscount,
} from '@contracts/billing';

/** subscriptions/{companyId} as the billing screen reads it (days as ISO text, '' if unknown). */
export interface Subscription {
  companyId: string;
  plan: PlanId;
  interval: BillingInterval;
  status: SubscriptionStatus;
  currency: Currency;
  renewsAt: string;
  pendingPlan: PlanId | null;
  pendingInterval: BillingInterval | null;
  upcomingDiscount: UpcomingDiscount | null;
  paymentMethod: PaymentMethod | null;
}

/** subscriptions/{companyId}/invoices/{renewal day}: amounts in cents. */
export interface Invoice {
  id: string;
  number: string;
  periodStart: string;
  periodEnd: string;
  plan: PlanId;
  interval: BillingInterval;
  amount: number;
  discountPercent: number;
  discountAmount: number;
  total: number;
  currency: Currency;
  status: InvoiceStatus;
  failureReason: string | null;
}
