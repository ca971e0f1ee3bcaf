import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import type { RoleNavItem } from '../role-dashboard';

export function jobSeekerNav(t: TFunction): RoleNavItem[] {
  return [
    { to: paths.dashboard.jobSeeker, label: t('dashboard.nav.overview') },
    {
      to: paths.jobSeeker.jobs,
      label: t('dashboard.nav.searchJobs'),
      permission: 'jobs:read',
      end: false,
    },
    {
      to: paths.jobSeeker.savedJobs,
      label: t('dashboard.nav.savedJobs'),
      permission: 'savedJobs:manage',
    },
    {
      to: paths.jobSeeker.careerRoles,
      label: t('dashboard.nav.careerRoles'),
      permission: 'careerRoles:manage',
    },
  ];
}
