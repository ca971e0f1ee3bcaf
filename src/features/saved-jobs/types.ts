import type { Job } from '@/lib/jobs/job';

/** A saved job: the job's fields and when it was saved (ISO 8601). */
export interface SavedJob extends Job {
  savedAt: string;
}
