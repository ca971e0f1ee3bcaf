import { paths } from '@/config/paths';
import { lazy } from '@/lib/lazy-component';
import type { Screen } from '../../shell/screen-types';

export const adminScreens: readonly Screen[] = [
  {
    path: paths.dashboard.admin,
    index: true,
    component: lazy(() => import('./dashboard-route')),
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
  {
    path: paths.admin.users,
    component: lazy(() => import('./users-route')),
    nav: { label: (t) => t('dashboard.nav.users'), matchDescendants: true },
    handle: {
      permission: 'users:read',
      title: (t) => t('userAdmin.title'),
      feedback: (t) => ({
        title: t('userAdmin.title'),
        description: t('userAdmin.feedback'),
        component: t('userAdmin.component'),
      }),
    },
  },
  {
    path: paths.admin.user,
    component: lazy(() => import('./user-route')),
    handle: {
      permission: 'users:read',
      title: (t) => t('userAdmin.userTitle'),
      feedback: (t) => ({
        title: t('userAdmin.userTitle'),
        description: t('userAdmin.userFeedback'),
        component: t('userAdmin.userComponent'),
      }),
    },
  },
  {
    path: paths.admin.feedback,
    component: lazy(() => import('./feedback-route')),
    nav: { label: (t) => t('dashboard.nav.feedbackInbox') },
    handle: {
      permission: 'system:configure',
      title: (t) => t('feedbackAdmin.title'),
      feedback: (t) => ({
        title: t('feedbackAdmin.title'),
        description: t('feedbackAdmin.feedback'),
        component: t('feedbackAdmin.component'),
      }),
    },
  },
  {
    path: paths.admin.analytics,
    component: lazy(() => import('./analytics-route')),
    nav: { label: (t) => t('dashboard.nav.analytics') },
    handle: {
      permission: 'system:configure',
      title: (t) => t('platformAnalytics.title'),
      feedback: (t) => ({
        title: t('platformAnalytics.title'),
        description: t('platformAnalytics.feedback'),
        component: t('platformAnalytics.component'),
      }),
    },
  },
];
