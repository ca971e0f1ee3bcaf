// The refusals of the audit chain's verification (verifyAuditChain) that the screen names.
import type { CallableError } from '@contracts/callables';
import { useRefusalText } from '@/lib/callable-reason';

/** The reasons the verification's callable answers with that have their own message. */
const VERIFY_REASONS = [
  'forbidden',
  'not-signed-in',
  'invalid-input',
] as const satisfies readonly CallableError[];

/** The text of the verification's refusal (or any failure) in the current language. */
export const useReasonText = () =>
  useRefusalText(VERIFY_REASONS, (reason) => `audit.integrity.errors.${reason}`);
