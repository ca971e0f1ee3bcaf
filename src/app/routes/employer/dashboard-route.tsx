import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { RoleDashboard } from '../role-dashboard';

export default function EmployerDashboardRoute() {
  const { t } = useTranslation();
  const nav = [{ to: paths.dashboard.employer, label: t('dashboard.nav.overview') }];
  return <RoleDashboard role="employer" nav={nav} />;
}
