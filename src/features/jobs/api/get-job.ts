import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import type { Job } from '../types';
import { shownJob, toJob } from './job-converter';

/** One job by id, or null when there is none. Throws on failure. */
export async function getJob(jobId: string): Promise<Job | null> {
  const snapshot = await getDoc(doc(getDb(), 'jobs', jobId));
  if (!snapshot.exists()) return null;
  return shownJob(toJob(snapshot));
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: ['jobs', 'detail', jobId], queryFn: () => getJob(jobId), retry: 1 });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
