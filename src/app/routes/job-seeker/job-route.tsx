import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import { RoleDashboard } from '../role-dashboard';
import { useSaveAction } from './job-links';
import { jobSeekerNav } from './nav';

export default function JobSeekerJobRoute() {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const saveAction = useSaveAction();
  useFeedbackContext({
    title: t('jobs.detail.title'),
    description: t('jobs.detail.feedback'),
    component: t('jobs.detail.component'),
  });
  return (
    <RoleDashboard
      role="jobSeeker"
      nav={jobSeekerNav(t)}
      title={t('jobs.detail.title')}
      showAccount={false}
    >
      <JobDetailPage
        jobId={jobId}
        backTo={`${paths.jobSeeker.jobs}${from.startsWith('?') ? from : ''}`}
        renderActions={saveAction}
      />
    </RoleDashboard>
  );
}
