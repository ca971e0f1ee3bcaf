import { CALLABLE_ERRORS } from '@contracts/callables';

/** The refusals changePlan answers with; anything else reads as `unknown`. */
export const BILLING_REASONS = [
  'invalid-input',
  'not-signed-in',
  'forbidden',
  'not-found',
] as const;
export type BillingReason = (typeof BILLING_REASONS)[number] | 'unknown';

/** The reason of a callable's refusal (the CallableFailure's `reason`), or `unknown`. */
export function billingReason(error: unknown): BillingReason {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' &&
    (CALLABLE_ERRORS as readonly string[]).includes(reason) &&
    (BILLING_REASONS as readonly string[]).includes(reason)
    ? (reason as BillingReason)
    : 'unknown';
}
