import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { RoleDashboard } from '../role-dashboard';

export default function AdminDashboardRoute() {
  const { t } = useTranslation();
  const nav = [{ to: paths.dashboard.admin, label: t('dashboard.nav.overview') }];
  return <RoleDashboard role="admin" nav={nav} />;
}
