// The refusals of the bulk action callable (runBulkCandidateAction) that the candidates list names.
import { COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';

/** The refusals runBulkCandidateAction answers with; anything else reads as `unknown`. */
export const BULK_REASONS = [...COMMON_CALLABLE_ERRORS] as const satisfies readonly CallableError[];
