import { CALLABLE_ERRORS, type CallableError } from '@contracts/callables';

export type CallableReason = CallableError | 'unknown';

/**
 * The reason a callable gave for refusing (the `reason` of the CallableFailure that
 * `callFunction` throws), or `unknown` for any other failure.
 */
export function callableReason(error: unknown): CallableReason {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (CALLABLE_ERRORS as readonly string[]).includes(reason)
    ? (reason as CallableError)
    : 'unknown';
}
