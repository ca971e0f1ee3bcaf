// The refusals of saving a search that the screen explains, and their texts.
import { COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';
import { useRefusalText } from '@/lib/callable-reason';

/** The reasons saving a search is refused with that the screen explains; any other is `unknown`. */
const SAVED_SEARCH_REASONS = [
  ...COMMON_CALLABLE_ERRORS,
  'saved-search-limit-reached',
  'invalid-time-zone',
] as const satisfies readonly CallableError[];

/** The text of a refusal (or any failure) in the current language. */
export const useReasonText = () =>
  useRefusalText(SAVED_SEARCH_REASONS, (reason) => `savedSearches.errors.${reason}`);
