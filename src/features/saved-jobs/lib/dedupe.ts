import type { SavedJob } from '../types';

/** One entry per job id (the first wins), newest saved first. */
export function uniqueSavedJobs(jobs: readonly SavedJob[]): SavedJob[] {
  const seen = new Set<string>();
  return jobs
    .filter((job) => (seen.has(job.id) ? false : (seen.add(job.id), true)))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
