// The shared rules of the platform's retry queues (mail/{id}, webhook deliveries): which item a try
// may take, how a try's outcome is recorded, and how many tries the retry schedule runs at once.
// Each queue claims in its own transaction and records its own fields.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { GRPC_STATUS } from '../contracts.js';

/** How many items of a queue the retry schedule tries at the same time. */
export const RETRY_CONCURRENCY = 10;

/**
 * Whether `item` may be claimed for a try now. `due`: a try of the retry schedule, which takes any
 * item whose `nextAttemptAt` has come (a retrying one, a pending one whose trigger never ran, or
 * one claimed (`inFlight`) by a function that never finished); otherwise (the trigger) a pending
 * item only.
 */
export function mayClaim(item: DocumentSnapshot, now: Date, due: boolean, inFlight: string) {
  const status: unknown = item.get('status');
  if (!due) return status === 'pending';
  const next: unknown = item.get('nextAttemptAt');
  const isDue = next instanceof Timestamp && next.toMillis() <= now.getTime();
  return isDue && (status === 'pending' || status === 'retrying' || status === inFlight);
}

/** Records a try's outcome on the item; an item deleted meanwhile (NOT_FOUND) is left deleted. */
export async function recordTry(
  ref: DocumentReference,
  fields: Record<string, unknown>,
): Promise<void> {
  try {
    await ref.update(fields);
  } catch (error) {
    if ((error as { code?: number }).code !== GRPC_STATUS.notFound) throw error;
  }
}

/** Runs `tryItem` on every item, RETRY_CONCURRENCY at a time; answers the outcomes by item id. */
export async function tryInBatches<T extends { id: string }, O>(
  items: readonly T[],
  tryItem: (item: T) => Promise<O>,
): Promise<Record<string, O>> {
  const outcomes: Record<string, O> = {};
  for (let start = 0; start < items.length; start += RETRY_CONCURRENCY) {
    await Promise.all(
      items.slice(start, start + RETRY_CONCURRENCY).map(async (item) => {
        outcomes[item.id] = await tryItem(item);
      }),
    );
  }
  return outcomes;
}
