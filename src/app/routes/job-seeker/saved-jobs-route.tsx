import { paths } from '@/config/paths';
import { useUserId } from '@/features/auth/stores/auth-store';
import { SavedJobsList } from '@/features/saved-jobs/components/saved-jobs-list';
import { useJobLinks } from './use-job-actions';

export default function JobSeekerSavedJobsRoute() {
  const userId = useUserId();
  const { jobHref } = useJobLinks();
  return <SavedJobsList userId={userId} jobHref={jobHref} searchHref={paths.jobSeeker.jobs} />;
}
