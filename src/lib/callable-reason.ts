import type { CallableError } from '@contracts/callables';

/**
 * The reason a callable refused with (the `reason` of the CallableFailure `callFunction` throws),
 * if it is one of `reasons` a screen explains; `unknown` for anything else.
 */
export function callableReasonAmong<Reason extends CallableError>(
  error: unknown,
  reasons: readonly Reason[],
): Reason | 'unknown' {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (reasons as readonly string[]).includes(reason)
    ? (reason as Reason)
    : 'unknown';
}
