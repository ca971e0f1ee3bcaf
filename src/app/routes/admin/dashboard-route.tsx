import { useTranslation } from 'react-i18next';
import { RoleDashboard } from '../role-dashboard';
import { adminNav } from './nav';

export default function AdminDashboardRoute() {
  const { t } = useTranslation();
  return <RoleDashboard role="admin" nav={adminNav(t)} />;
}
