import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ROLES, type Role } from '@contracts/roles';
import { lazy } from '@/lib/lazy-component';
import { RootLayout } from './root-layout';
import { adminScreens } from './routes/admin/screens';
import { employerScreens } from './routes/employer/screens';
import { jobSeekerScreens } from './routes/job-seeker/screens';
import type { RoleScreens } from './shell/screen-types';
import { ScreenBoundary } from './shell/screen-boundary';

// Each route's code loads when the route is visited; the sign-in pages never load Firestore.
const HomeRoute = lazy(() => import('./routes/home-route'));
const LoginRoute = lazy(() => import('./routes/auth/login-route'));
const RegisterRoute = lazy(() => import('./routes/auth/register-route'));
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password-route'));
const WelcomeRoute = lazy(() => import('./routes/auth/welcome-route'));
const AcceptInvitationRoute = lazy(() => import('./routes/invitations/accept-invitation-route'));
const BookingRoute = lazy(() => import('./routes/booking/booking-route'));
const NotFoundRoute = lazy(() => import('./routes/not-found-route'));
// the dashboards' frame loads with the first dashboard visited, never with the sign-in pages
const RoleShell = lazy(() => import('./shell/role-shell'));

/** Every role's screens: a new screen is one entry in its role's list (routes/<role>/screens.ts). */
export const ROLE_SCREENS: RoleScreens = {
  admin: adminScreens,
  employer: employerScreens,
  jobSeeker: jobSeekerScreens,
};

/** One layout route per role: its guard and frame, with a child route per screen. */
export function roleShellRoutes(screens: RoleScreens): RouteObject[] {
  return ROLES.map((role: Role) => ({
    path: paths.dashboard[role],
    element: <RoleShell role={role} screens={screens[role]} />,
    children: screens[role].map(({ path, index, component: Screen, handle }) => {
      const element = (
        <ScreenBoundary>
          <Screen />
        </ScreenBoundary>
      );
      return index ? { index: true, element, handle } : { path, element, handle };
    }),
  }));
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.welcome, element: <WelcomeRoute /> },
      { path: paths.acceptInvitation, element: <AcceptInvitationRoute /> },
      { path: paths.booking, element: <BookingRoute /> },
      ...roleShellRoutes(ROLE_SCREENS),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
