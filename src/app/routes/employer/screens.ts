import { paths } from '@/config/paths';
import { lazy } from '@/lib/lazy-component';
import type { Screen } from '../../shell/screen-types';

export const employerScreens: readonly Screen[] = [
  {
    path: paths.dashboard.employer,
    index: true,
    component: lazy(() => import('./dashboard-route')),
    nav: { label: (t) => t('dashboard.nav.overview') },
    handle: {
      feedback: (t) => ({
        title: t('feedback.contexts.employerDashboard.title'),
        description: t('feedback.contexts.employerDashboard.description'),
        component: t('feedback.contexts.employerDashboard.component'),
      }),
    },
  },
  {
    path: paths.employer.jobs,
    component: lazy(() => import('./jobs-route')),
    nav: { label: (t) => t('dashboard.nav.jobs'), matchDescendants: true },
    handle: {
      title: (t) => t('postings.title'),
      feedback: (t) => ({
        title: t('postings.title'),
        description: t('postings.feedback'),
        component: t('postings.component'),
      }),
    },
  },
  {
    path: paths.employer.newJob,
    component: lazy(() => import('./new-job-route')),
    handle: {
      teamPermission: 'canCreateJobs',
      title: (t) => t('postings.form.newTitle'),
      feedback: (t) => ({
        title: t('postings.form.newTitle'),
        description: t('postings.form.feedback'),
        component: t('postings.form.component'),
      }),
    },
  },
  {
    path: paths.employer.editJob,
    component: lazy(() => import('./edit-job-route')),
    handle: {
      teamPermission: 'canEditJobs',
      title: (t) => t('postings.form.editTitle'),
      feedback: (t) => ({
        title: t('postings.form.editTitle'),
        description: t('postings.form.feedback'),
        component: t('postings.form.component'),
      }),
    },
  },
  {
    path: paths.employer.candidates,
    component: lazy(() => import('./candidates-route')),
    nav: { label: (t) => t('dashboard.nav.candidates'), matchDescendants: true },
    handle: {
      teamPermission: 'canScreenCandidates',
      title: (t) => t('candidates.title'),
      feedback: (t) => ({
        title: t('candidates.title'),
        description: t('candidates.feedback'),
        component: t('candidates.component'),
      }),
    },
  },
  {
    path: paths.employer.application,
    component: lazy(() => import('./application-route')),
    handle: {
      teamPermission: 'canScreenCandidates',
      title: (t) => t('candidates.detail.title'),
      feedback: (t) => ({
        title: t('candidates.detail.title'),
        description: t('candidates.detail.feedback'),
        component: t('candidates.detail.component'),
      }),
    },
  },
  {
    path: paths.employer.interviews,
    component: lazy(() => import('./interviews-route')),
    nav: { label: (t) => t('dashboard.nav.interviews'), matchDescendants: true },
    handle: {
      teamPermission: ['canScheduleInterviews', 'canConductInterviews'],
      title: (t) => t('interviews.title'),
      feedback: (t) => ({
        title: t('interviews.title'),
        description: t('interviews.feedback'),
        component: t('interviews.component'),
      }),
    },
  },
  {
    path: paths.employer.interview,
    component: lazy(() => import('./interview-route')),
    handle: {
      teamPermission: ['canScheduleInterviews', 'canConductInterviews'],
      title: (t) => t('interviews.detail.title'),
      feedback: (t) => ({
        title: t('interviews.detail.title'),
        description: t('interviews.detail.feedback'),
        component: t('interviews.detail.component'),
      }),
    },
  },
  {
    path: paths.employer.reports,
    component: lazy(() => import('./reports-route')),
    nav: { label: (t) => t('dashboard.nav.reports') },
    handle: {
      teamPermission: 'canViewReports',
      title: (t) => t('reports.title'),
      feedback: (t) => ({
        title: t('reports.title'),
        description: t('reports.feedback'),
        component: t('reports.component'),
      }),
    },
  },
  {
    path: paths.employer.team,
    component: lazy(() => import('./team-route')),
    nav: { label: (t) => t('dashboard.nav.team') },
    handle: {
      teamPermission: 'canManageTeam',
      title: (t) => t('team.title'),
      feedback: (t) => ({
        title: t('team.title'),
        description: t('team.feedback'),
        component: t('team.component'),
      }),
    },
  },
  {
    path: paths.employer.candidateMails,
    component: lazy(() => import('./candidate-mails-route')),
    nav: { label: (t) => t('dashboard.nav.candidateMails') },
    handle: {
      teamPermission: 'canManageTeam',
      title: (t) => t('candidateMails.title'),
      feedback: (t) => ({
        title: t('candidateMails.title'),
        description: t('candidateMails.feedback'),
        component: t('candidateMails.component'),
      }),
    },
  },
  {
    path: paths.employer.billing,
    component: lazy(() => import('./billing-route')),
    nav: { label: (t) => t('dashboard.nav.billing') },
    handle: {
      teamPermission: 'canManageBilling',
      title: (t) => t('billing.title'),
      feedback: (t) => ({
        title: t('billing.title'),
        description: t('billing.feedback'),
        component: t('billing.component'),
      }),
    },
  },
  {
    path: paths.employer.integrations,
    component: lazy(() => import('./integrations-route')),
    nav: { label: (t) => t('dashboard.nav.integrations') },
    handle: {
      teamPermission: 'canManageIntegrations',
      title: (t) => t('integrations.title'),
      feedback: (t) => ({
        title: t('integrations.title'),
        description: t('integrations.feedback'),
        component: t('integrations.component'),
      }),
    },
  },
];
