import { JobSearchPage } from '@/features/jobs/components/job-search-page';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useJobLinks, useSaveAction } from './use-job-actions';

const saveSearchAction = (query: URLSearchParams) => <SaveSearchButton query={query} />;

export default function JobSeekerJobsRoute() {
  const { jobHref } = useJobLinks();
  const saveAction = useSaveAction();
  return (
    <JobSearchPage
      jobHref={jobHref}
      renderJobActions={saveAction}
      renderSearchActions={saveSearchAction}
    />
  );
}
