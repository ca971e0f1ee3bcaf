import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { SavedJobsList } from '@/features/saved-jobs/components/saved-jobs-list';
import { RoleDashboard } from '../role-dashboard';
import { useJobLinks, useUserId } from './job-links';
import { jobSeekerNav } from './nav';

export default function JobSeekerSavedJobsRoute() {
  const { t } = useTranslation();
  const userId = useUserId();
  const { jobHref } = useJobLinks();
  useFeedbackContext({
    title: t('savedJobs.title'),
    description: t('savedJobs.feedback'),
    component: t('savedJobs.component'),
  });
  return (
    <RoleDashboard
      role="jobSeeker"
      nav={jobSeekerNav(t)}
      title={t('savedJobs.title')}
      showAccount={false}
    >
      <SavedJobsList userId={userId} jobHref={jobHref} searchHref={paths.jobSeeker.jobs} />
    </RoleDashboard>
  );
}
