import { JobSearchPage } from '@/features/jobs/components/job-search-page';
import { useJobLinks, useSaveAction } from './use-job-actions';

export default function JobSeekerJobsRoute() {
  const { jobHref } = useJobLinks();
  const saveAction = useSaveAction();
  return <JobSearchPage jobHref={jobHref} renderJobActions={saveAction} />;
}
