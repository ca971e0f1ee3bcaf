import { useTranslation } from 'react-i18next';
import { CareerRolesPage } from '@/features/career-roles/components/career-roles-page';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { RoleDashboard } from '../role-dashboard';
import { useUserId } from './job-links';
import { jobSeekerNav } from './nav';

export default function JobSeekerCareerRolesRoute() {
  const { t } = useTranslation();
  const userId = useUserId();
  useFeedbackContext({
    title: t('careerRoles.title'),
    description: t('careerRoles.feedback'),
    component: t('careerRoles.component'),
  });
  return (
    <RoleDashboard
      role="jobSeeker"
      nav={jobSeekerNav(t)}
      title={t('careerRoles.title')}
      showAccount={false}
    >
      <CareerRolesPage userId={userId} />
    </RoleDashboard>
  );
}
