import { useTranslation } from 'react-i18next';
import { useFeedbackContext } from '@/features/feedback/hooks/use-feedback-context';
import { RoleDashboard } from '../role-dashboard';
import { adminNav } from './nav';

export default function AdminDashboardRoute() {
  const { t } = useTranslation();
  useFeedbackContext({
    title: t('feedback.contexts.adminDashboard.title'),
    description: t('feedback.contexts.adminDashboard.description'),
    component: t('feedback.contexts.adminDashboard.component'),
  });
  return <RoleDashboard role="admin" nav={adminNav(t)} />;
}
