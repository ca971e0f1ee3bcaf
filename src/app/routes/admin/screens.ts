import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { Screen } from '../../shell/screen';

export const adminScreens: readonly Screen[] = [
  {
    path: paths.dashboard.admin,
    index: true,
    component: lazy(() => import('../overview-route')),
    nav: { label: (t) => t('dashboard.nav.overview') },
    handle: {
      feedback: (t) => ({
        title: t('feedback.contexts.adminDashboard.title'),
        description: t('feedback.contexts.adminDashboard.description'),
        component: t('feedback.contexts.adminDashboard.component'),
      }),
    },
  },
  {
    path: paths.admin.audit,
    component: lazy(() => import('./audit-route')),
    nav: { label: (t) => t('dashboard.nav.auditLog') },
    handle: {
      permission: 'audit:read',
      title: (t) => t('audit.title'),
      feedback: (t) => ({
        title: t('feedback.contexts.auditLog.title'),
        description: t('feedback.contexts.auditLog.description'),
        component: t('feedback.contexts.auditLog.component'),
      }),
    },
  },
];
