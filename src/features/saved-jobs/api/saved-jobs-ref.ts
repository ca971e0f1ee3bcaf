import {
  firestoreOrNull,
  type LoadedFirestore,
  type ReadingFirestore,
} from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { EMPTY_JOB, savedJobSchema, type SavedJob } from '@contracts/job';
import { schemaConverter } from '@/lib/firebase/converters';
import { DATABASE_UNAVAILABLE_WARNING } from '../constants';
import { isDemoUserId } from '@contracts/user-rules';

/** users/{uid}/savedJobs/{jobId} read through its contract. */
export const savedJobConverter = schemaConverter<Omit<SavedJob, 'id'>>(savedJobSchema, {
  ...EMPTY_JOB,
  savedAt: '',
});

export const savedJobsCollection = (fs: ReadingFirestore, userId: string) =>
  fs.collection(fs.db, pathOf(docPaths.savedJobs(userId))).withConverter(savedJobConverter);

export const savedJobDoc = (fs: ReadingFirestore, userId: string, jobId: string) =>
  fs.doc(fs.db, pathOf(docPaths.savedJob(userId, jobId))).withConverter(savedJobConverter);

/**
 * The rules every saved-job write follows: without a database it logs a warning and does nothing;
 * a demo user's writes stay on the screen only; a failure is logged and rethrown.
 */
export async function writeSavedJobs(
  userId: string,
  failure: string,
  write: (fs: LoadedFirestore) => Promise<void>,
): Promise<void> {
  const fs = await firestoreOrNull();
  if (!fs) {
    console.warn(DATABASE_UNAVAILABLE_WARNING);
    return;
  }
  if (isDemoUserId(userId)) return;
  try {
    await write(fs);
  } catch (error) {
    console.error(failure, error);
    throw error;
  }
}
