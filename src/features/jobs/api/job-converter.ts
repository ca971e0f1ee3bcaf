import type { DocumentData, DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import { jobFromData, keywordsFromData } from '@/lib/jobs/job';
import type { Job } from '../types';

/** The job as shown, without its search tokens. */
export function shownJob(job: Job & { keywords?: string[] }): Job {
  const shown: Job & { keywords?: string[] } = { ...job };
  delete shown.keywords;
  return shown;
}

/** A stored job as the app uses it, with the words it is found by. */
export function toJob(
  snapshot: QueryDocumentSnapshot<DocumentData> | DocumentSnapshot<DocumentData>,
): Job & { keywords: string[] } {
  const data = snapshot.data() ?? {};
  return { ...jobFromData(snapshot.id, data), keywords: keywordsFromData(data) };
}
