// Bulk actions on the company's candidates: the runBulkCandidateAction callable, which moves,
// rejects or notes many applications at once, each on its own, and answers every outcome; run
// again by its id, it does only what failed (the server keeps the run).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BULK_ACTION_LIMITS,
  runBulkCandidateActionInput,
  type RunBulkCandidateActionInput,
  type RunBulkCandidateActionResult,
} from '@contracts/bulk-action';
import { CALLABLES } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';
import { candidateKeys } from './query-keys';

/** Runs a bulk action (or runs one again). Throws a CallableFailure naming a refusal. */
export async function runBulkAction(
  input: RunBulkCandidateActionInput,
): Promise<RunBulkCandidateActionResult> {
  return callFunction(CALLABLES.runBulkCandidateAction, runBulkCandidateActionInput.parse(input));
}

/**
 * The same action on any number of applications: runs of at most
 * BULK_ACTION_LIMITS.applicationsMax, one after another; answers every outcome, and the id of
 * each run whose failures may be tried again.
 */
export async function runBulkActionInRuns(
  input: Extract<RunBulkCandidateActionInput, { applicationIds: string[] }>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { bulkIds: [], items: [] };
  const size = BULK_ACTION_LIMITS.applicationsMax;
  for (let start = 0; start < input.applicationIds.length; start += size) {
    const applicationIds = input.applicationIds.slice(start, start + size);
    const result = await runBulkAction({ ...input, applicationIds });
    outcome.bulkIds.push(result.bulkId);
    outcome.items.push(...result.items);
  }
  return outcome;
}

/** The outcome of one or more runs. */
export interface BulkOutcome {
  bulkIds: string[];
  items: RunBulkCandidateActionResult['items'];
}

/** Runs again only the runs `bulkIds` (their failed items), in order. */
async function retryRuns(companyId: string, bulkIds: readonly string[]): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { bulkIds: [...bulkIds], items: [] };
  for (const bulkId of bulkIds) {
    outcome.items.push(...(await runBulkAction({ companyId, bulkId })).items);
  }
  return outcome;
}

/** A bulk action, or "Retry the failed" (`retry`); what the lists show is read again after it. */
export function useBulkAction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request:
        | { kind: 'run'; input: Parameters<typeof runBulkActionInRuns>[0] }
        | { kind: 'retry'; bulkIds: readonly string[] },
    ) =>
      request.kind === 'run'
        ? runBulkActionInRuns(request.input)
        : retryRuns(companyId, request.bulkIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateKeys.applications }),
  });
}
