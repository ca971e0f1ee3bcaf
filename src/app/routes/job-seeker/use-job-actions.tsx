import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { jobPath, paths } from '@/config/paths';
import { useAuthStore, useUserId } from '@/features/auth/stores/auth-store';
import { ApplyButton } from '@/features/candidates/components/apply-button';
import { SaveJobButton } from '@/features/saved-jobs/components/save-job-button';
import type { Job } from '@contracts/job';

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

/**
 * "Apply" in the app on an employer's posting, for a signed-in job seeker; `openAtStart` opens its
 * form at once (the job's public page sent the person here to apply).
 */
export function useApplyAction(openAtStart = false) {
  const uid = useAuthStore((state) => (state.role === 'jobSeeker' ? state.user?.uid : null));
  // the application carries the person's own profile name and sign-in email, read when applying
  const applicant = useMemo(() => (uid ? { uid } : null), [uid]);
  return (job: Job) => (
    <ApplyButton
      jobId={job.id}
      applicant={applicant}
      applicationsHref={paths.jobSeeker.applications}
      openAtStart={openAtStart}
    />
  );
}
