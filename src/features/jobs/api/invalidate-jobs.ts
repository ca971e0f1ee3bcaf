import type { QueryClient } from '@tanstack/react-query';
import { jobKeys } from './query-keys';

/**
 * After a posting changed: every jobs query is stale (the board's search and counts, where an
 * open posting appears and a closed one leaves at once, the company's list, the posting itself).
 */
export function invalidateJobs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: jobKeys.all });
}
