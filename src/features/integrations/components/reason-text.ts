import { useTranslation } from 'react-i18next';
import { CALLABLE_ERRORS, type CallableError } from '@contracts/callables';

/** The reason a callable gave for refusing, or `unknown` for any other failure. */
export function callableReason(error: unknown): CallableError | 'unknown' {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (CALLABLE_ERRORS as readonly string[]).includes(reason)
    ? (reason as CallableError)
    : 'unknown';
}

/** The reasons this screen names; any other reads as `unknown`. */
const REASON_KEYS = {
  forbidden: 'integrations.errors.forbidden',
  'not-found': 'integrations.errors.not-found',
  'not-signed-in': 'integrations.errors.not-signed-in',
  'invalid-input': 'integrations.errors.invalid-input',
  'webhook-url-invalid': 'integrations.errors.webhook-url-invalid',
  'webhook-url-insecure': 'integrations.errors.webhook-url-insecure',
  'webhook-url-private': 'integrations.errors.webhook-url-private',
  'webhook-url-port': 'integrations.errors.webhook-url-port',
  'webhook-limit-reached': 'integrations.errors.webhook-limit-reached',
  unknown: 'integrations.errors.unknown',
} as const;
type NamedReason = keyof typeof REASON_KEYS;
const isNamed = (reason: string): reason is NamedReason => reason in REASON_KEYS;

/** The text of a callable's refusal (or any failure) in the current language. */
export function useReasonText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const reason = callableReason(error);
    return t(REASON_KEYS[isNamed(reason) ? reason : 'unknown']);
  };
}
