import { useLocation } from 'react-router-dom';
import { jobPath, paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SaveJobButton } from '@/features/saved-jobs/components/save-job-button';
import type { Job } from '@contracts/job';

/** The signed-in person's id (the demo session's too), or null. */
export const useUserId = () => useAuthStore((state) => state.user?.uid ?? null);

/** Job links that remember the search they came from, so "Back to results" restores it. */
export function useJobLinks() {
  const location = useLocation();
  const from = location.pathname === paths.jobSeeker.jobs ? location.search : '';
  return {
    jobHref: (job: Job) => `${jobPath(job.id)}${from ? `?from=${encodeURIComponent(from)}` : ''}`,
  };
}

/** "Save" on a job, for the signed-in person. */
export function useSaveAction() {
  const userId = useUserId();
  return (job: Job) => <SaveJobButton job={job} userId={userId} />;
}
