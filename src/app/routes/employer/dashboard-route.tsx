import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { RoleDashboard } from '../role-dashboard';

export default function EmployerDashboardRoute() {
  const { t } = useTranslation();
  useFeedbackContext({
    title: t('feedback.contexts.employerDashboard.title'),
    description: t('feedback.contexts.employerDashboard.description'),
    component: t('feedback.contexts.employerDashboard.component'),
  });
  const nav = [{ to: paths.dashboard.employer, label: t('dashboard.nav.overview') }];
  return <RoleDashboard role="employer" nav={nav} />;
}
