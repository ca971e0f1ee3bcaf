import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { Screen } from '../../shell/screen';

export const employerScreens: readonly Screen[] = [
  {
    path: paths.dashboard.employer,
    index: true,
    component: lazy(() => import('../overview-route')),
    nav: { label: (t) => t('dashboard.nav.overview') },
    handle: {
      feedback: (t) => ({
        title: t('feedback.contexts.employerDashboard.title'),
        description: t('feedback.contexts.employerDashboard.description'),
        component: t('feedback.contexts.employerDashboard.component'),
      }),
    },
  },
];
