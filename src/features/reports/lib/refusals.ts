// The refusals of the hiring report's callable (hiringReport) that the screen names.
import { COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';
import { useRefusalText } from '@/lib/callable-reason';

/** The reasons the report's callable answers with that have their own message. */
const REPORT_REASONS = [...COMMON_CALLABLE_ERRORS] as const satisfies readonly CallableError[];

/** The text of the report's refusal (or any failure) in the current language. */
export const useReasonText = () =>
  useRefusalText(REPORT_REASONS, (reason) => `reports.errors.${reason}`);
