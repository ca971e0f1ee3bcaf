import { CALLABLE_ERRORS, COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';
import { callableReasonAmong, useRefusalText } from '@/lib/callable-reason';

/** The reasons the integrations screen explains; any other reads as `unknown`. */
const INTEGRATION_REASONS = [
  ...COMMON_CALLABLE_ERRORS,
  'webhook-url-invalid',
  'webhook-url-insecure',
  'webhook-url-private',
  'webhook-url-port',
  'webhook-limit-reached',
] as const satisfies readonly CallableError[];

/** The reason a callable gave for refusing, or `unknown` for any other failure. */
export const callableReason = (error: unknown): CallableError | 'unknown' =>
  callableReasonAmong(error, CALLABLE_ERRORS);

/** The text of a callable's refusal (or any failure) in the current language. */
export const useReasonText = () =>
  useRefusalText(INTEGRATION_REASONS, (reason) => `integrations.errors.${reason}`);
