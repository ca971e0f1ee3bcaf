import { collection, doc, type Firestore } from 'firebase/firestore';
import { getDbOrNull } from '@/lib/firebase/firestore';
import { DATABASE_UNAVAILABLE_WARNING } from '../constants';
import { isDemoUser } from '../lib/is-demo-user';

export const savedJobsCollection = (db: Firestore, userId: string) =>
  collection(db, 'users', userId, 'savedJobs');

export const savedJobDoc = (db: Firestore, userId: string, jobId: string) =>
  doc(db, 'users', userId, 'savedJobs', jobId);

/**
 * The rules every saved-job write follows: without a database it logs a warning and does nothing;
 * a demo user's writes stay on the screen only; a failure is logged and rethrown.
 */
export async function writeSavedJobs(
  userId: string,
  failure: string,
  write: (db: Firestore) => Promise<void>,
): Promise<void> {
  const db = getDbOrNull();
  if (!db) {
    console.warn(DATABASE_UNAVAILABLE_WARNING);
    return;
  }
  if (isDemoUser(userId)) return;
  try {
    await write(db);
  } catch (error) {
    console.error(failure, error);
    throw error;
  }
}
