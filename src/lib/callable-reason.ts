import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
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

/**
 * The text of a callable's refusal (or of any failure) in the current language: a screen names
 * the reasons it explains and the message of each (`keyOf`, `unknown` for everything else).
 */
export function useRefusalText<Reason extends CallableError>(
  reasons: readonly Reason[],
  keyOf: (reason: Reason | 'unknown') => ParseKeys,
): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => t(keyOf(callableReasonAmong(error, reasons)));
}
