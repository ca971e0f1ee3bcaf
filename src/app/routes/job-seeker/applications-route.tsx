import { jobPath, paths } from '@/config/paths';
import { MyApplications } from '@/features/candidates/components/my-applications';
import { useUserId } from './job-links';

/** The person's applications with their current stage. */
export default function JobSeekerApplicationsRoute() {
  const userId = useUserId();
  return <MyApplications uid={userId} jobHref={jobPath} searchHref={paths.jobSeeker.jobs} />;
}
