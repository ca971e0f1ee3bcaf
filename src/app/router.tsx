import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';

// Each route's code loads when the route is visited; the sign-in pages never load Firestore.
const HomeRoute = lazy(() => import('./routes/home-route'));
const LoginRoute = lazy(() => import('./routes/auth/login-route'));
const RegisterRoute = lazy(() => import('./routes/auth/register-route'));
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password-route'));
const WelcomeRoute = lazy(() => import('./routes/auth/welcome-route'));
const AdminDashboardRoute = lazy(() => import('./routes/admin/dashboard-route'));
const AdminAuditRoute = lazy(() => import('./routes/admin/audit-route'));
const EmployerDashboardRoute = lazy(() => import('./routes/employer/dashboard-route'));
const JobSeekerDashboardRoute = lazy(() => import('./routes/job-seeker/dashboard-route'));
const JobSeekerJobsRoute = lazy(() => import('./routes/job-seeker/jobs-route'));
const JobSeekerJobRoute = lazy(() => import('./routes/job-seeker/job-route'));
const JobSeekerSavedJobsRoute = lazy(() => import('./routes/job-seeker/saved-jobs-route'));
const JobSeekerCareerRolesRoute = lazy(() => import('./routes/job-seeker/career-roles-route'));
const NotFoundRoute = lazy(() => import('./routes/not-found-route'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.welcome, element: <WelcomeRoute /> },
      {
        path: paths.dashboard.admin,
        element: (
          <RequireRole role="admin">
            <AdminDashboardRoute />
          </RequireRole>
        ),
      },
      {
        path: paths.admin.audit,
        element: (
          <RequireRole role="admin">
            <AdminAuditRoute />
          </RequireRole>
        ),
      },
      {
        path: paths.dashboard.employer,
        element: (
          <RequireRole role="employer">
            <EmployerDashboardRoute />
          </RequireRole>
        ),
      },
      {
        path: paths.dashboard.jobSeeker,
        element: (
          <RequireRole role="jobSeeker">
            <JobSeekerDashboardRoute />
          </RequireRole>
        ),
      },
      {
        path: paths.jobSeeker.jobs,
        element: (
          <RequireRole role="jobSeeker">
            <JobSeekerJobsRoute />
          </RequireRole>
        ),
      },
      {
        path: paths.jobSeeker.job,
        element: (
          <RequireRole role="jobSeeker">
            <JobSeekerJobRoute />
          </RequireRole>
        ),
      },
      {
        path: paths.jobSeeker.savedJobs,
        element: (
          <RequireRole role="jobSeeker">
            <JobSeekerSavedJobsRoute />
          </RequireRole>
        ),
      },
      {
        path: paths.jobSeeker.careerRoles,
        element: (
          <RequireRole role="jobSeeker">
            <JobSeekerCareerRolesRoute />
          </RequireRole>
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
