// The claim rule of the platform's retry queues (mail/{id}, webhook deliveries): which item a try
// may take. Each queue claims in its own transaction and records its own fields.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

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
