// Keeps the search engine's copy of a job as Firestore has it now: read again when its trigger
// runs (so an older event never undoes a newer write), then put on the engine while it is open
// and taken off once it is closed or deleted.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../contracts.js';
import { searchPool, upsertJob } from '../lib/search/index.js';

export async function indexJob(
  firestore: Firestore,
  jobId: string,
): Promise<'indexed' | 'removed'> {
  const job = await firestore.collection(COLLECTIONS.jobs).doc(jobId).get();
  return upsertJob(await searchPool(), jobId, job.data());
}
