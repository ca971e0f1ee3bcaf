import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import type { RoleNavItem } from '../role-dashboard';

export function adminNav(t: TFunction): RoleNavItem[] {
  return [
    { to: paths.dashboard.admin, label: t('dashboard.nav.overview') },
    { to: paths.admin.audit, label: t('dashboard.nav.auditLog'), permission: 'audit:read' },
  ];
}
