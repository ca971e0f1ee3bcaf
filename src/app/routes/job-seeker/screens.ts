import { paths } from '@/config/paths';
import { lazy } from '@/lib/lazy-component';
import type { Screen } from '../../shell/screen-types';

export const jobSeekerScreens: readonly Screen[] = [
  {
    path: paths.dashboard.jobSeeker,
    index: true,
    component: lazy(() => import('./dashboard-route')),
    nav: { label: (t) => t('dashboard.nav.overview') },
    handle: {
      feedback: (t) => ({
        title: t('dashboard.jobSeeker.title'),
        description: t('jobSeeker.feedback'),
        component: t('jobSeeker.component'),
      }),
    },
  },
  {
    path: paths.jobSeeker.jobs,
    component: lazy(() => import('./jobs-route')),
    nav: { label: (t) => t('dashboard.nav.searchJobs'), matchDescendants: true },
    handle: {
      permission: 'jobs:read',
      title: (t) => t('jobs.title'),
      feedback: (t) => ({
        title: t('jobs.title'),
        description: t('jobs.feedback'),
        component: t('jobs.component'),
      }),
    },
  },
  {
    path: paths.jobSeeker.job,
    component: lazy(() => import('./job-route')),
    handle: {
      permission: 'jobs:read',
      title: (t) => t('jobs.detail.title'),
      feedback: (t) => ({
        title: t('jobs.detail.title'),
        description: t('jobs.detail.feedback'),
        component: t('jobs.detail.component'),
      }),
    },
  },
  {
    path: paths.jobSeeker.savedJobs,
    component: lazy(() => import('./saved-jobs-route')),
    nav: { label: (t) => t('dashboard.nav.savedJobs') },
    handle: {
      permission: 'savedJobs:manage',
      title: (t) => t('savedJobs.title'),
      feedback: (t) => ({
        title: t('savedJobs.title'),
        description: t('savedJobs.feedback'),
        component: t('savedJobs.component'),
      }),
    },
  },
  {
    path: paths.jobSeeker.savedSearches,
    component: lazy(() => import('./saved-searches-route')),
    nav: { label: (t) => t('dashboard.nav.savedSearches') },
    handle: {
      permission: 'savedJobs:manage',
      title: (t) => t('savedSearches.title'),
      feedback: (t) => ({
        title: t('savedSearches.title'),
        description: t('savedSearches.feedback'),
        component: t('savedSearches.component'),
      }),
    },
  },
  {
    path: paths.jobSeeker.careerRoles,
    component: lazy(() => import('./career-roles-route')),
    nav: { label: (t) => t('dashboard.nav.careerRoles') },
    handle: {
      permission: 'careerRoles:manage',
      title: (t) => t('careerRoles.title'),
      feedback: (t) => ({
        title: t('careerRoles.title'),
        description: t('careerRoles.feedback'),
        component: t('careerRoles.component'),
      }),
    },
  },
  {
    path: paths.jobSeeker.applications,
    component: lazy(() => import('./applications-route')),
    nav: { label: (t) => t('dashboard.nav.applications') },
    handle: {
      title: (t) => t('applications.title'),
      feedback: (t) => ({
        title: t('applications.title'),
        description: t('applications.feedback'),
        component: t('applications.component'),
      }),
    },
  },
];
