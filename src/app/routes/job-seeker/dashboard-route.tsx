import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { RoleDashboard } from '../role-dashboard';

export default function JobSeekerDashboardRoute() {
  const { t } = useTranslation();
  const nav = [{ to: paths.dashboard.jobSeeker, label: t('dashboard.nav.overview') }];
  return <RoleDashboard role="jobSeeker" nav={nav} />;
}
