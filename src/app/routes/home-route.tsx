import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { dashboardPathFor, paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** `/`: signed-in people go to their dashboard, everyone else to the login page. */
export default function HomeRoute() {
  const { t } = useTranslation();
  const { initialized, profileLoading, user, role } = useAuthStore();
  if (!initialized || profileLoading) return <PageLoader label={t('common.loading')} />;
  return <Navigate to={user ? dashboardPathFor(role) : paths.login} replace />;
}
