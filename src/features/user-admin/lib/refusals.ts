import { COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';
import { useRefusalText } from '@/lib/callable-reason';

/** The refusals the admin console's users callables answer with; each has its message. */
const USER_ADMIN_REASONS = [
  ...COMMON_CALLABLE_ERRORS,
  'owner-protected',
  'last-admin',
  'self-action',
] as const satisfies readonly CallableError[];

/** The text of a refusal (or any failure) in the current language. */
export const useReasonText = () =>
  useRefusalText(USER_ADMIN_REASONS, (reason) => `userAdmin.errors.${reason}`);
