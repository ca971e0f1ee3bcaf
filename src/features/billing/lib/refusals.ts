// The refusals of the billing callable (changePlan) that the plan dialog explains.
import { COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';
import { callableReasonAmong } from '@/lib/callable-reason';

/** The refusals changePlan answers with; anything else reads as `unknown`. */
const BILLING_REASONS = [...COMMON_CALLABLE_ERRORS] as const satisfies readonly CallableError[];
type BillingReason = (typeof BILLING_REASONS)[number] | 'unknown';

/** The reason of a callable's refusal (the CallableFailure's `reason`), or `unknown`. */
export const billingReason = (error: unknown): BillingReason =>
  callableReasonAmong(error, BILLING_REASONS);
