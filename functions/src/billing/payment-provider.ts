// The payment provider boundary: the one place money leaves the product. The renewal
// (renew-subscription.ts) asks a PaymentProvider to charge a company and records what it answers;
// nothing else talks to a provider, and no card data ever passes through here (the provider holds
// the card; we know the company by `customerRef` and show only its brand and last four digits).
// Which provider runs is chosen by select-provider.ts; docs/billing.md says how to plug in a real
// one (e.g. Stripe).
import type { Currency } from '../contracts.js';

export interface ChargeRequest {
  /** Who pays, as the provider knows them: the company's id (the adapter maps it to its customer). */
  customerRef: string;
  /** In the smallest unit of `currency` (cents), > 0. */
  amountCents: number;
  currency: Currency;
  /**
   * The same key for every attempt at the same charge (`${companyId}_${renewal day}`): a provider
   * must answer a repeated key with the first attempt's outcome and never charge twice.
   */
  idempotencyKey: string;
  /** What the customer sees on their statement / receipt. */
  description: string;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed';
  /** The provider's id of the charge (or of the refused attempt), null if it gave none. */
  reference: string | null;
  /** Why it failed, readable by a person (null when it succeeded). */
  failureReason: string | null;
}

/**
 * A payment provider. `charge` answers `failed` for a definite refusal (card declined, no payment
 * method); it throws only when the outcome is unknown (network error, timeout), and the renewal
 * then tries again later with the same idempotency key.
 */
export interface PaymentProvider {
  /** For logs: 'local', 'stripe', 'unconfigured'… */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
