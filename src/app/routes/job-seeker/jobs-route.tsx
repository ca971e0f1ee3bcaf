import { useTranslation } from 'react-i18next';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { JobSearchPage } from '@/features/jobs/components/job-search-page';
import { RoleDashboard } from '../role-dashboard';
import { useJobLinks, useSaveAction } from './job-links';
import { jobSeekerNav } from './nav';

export default function JobSeekerJobsRoute() {
  const { t } = useTranslation();
  const { jobHref } = useJobLinks();
  const saveAction = useSaveAction();
  useFeedbackContext({
    title: t('jobs.title'),
    description: t('jobs.feedback'),
    component: t('jobs.component'),
  });
  return (
    <RoleDashboard
      role="jobSeeker"
      nav={jobSeekerNav(t)}
      title={t('jobs.title')}
      showAccount={false}
    >
      <JobSearchPage jobHref={jobHref} renderJobActions={saveAction} />
    </RoleDashboard>
  );
}
