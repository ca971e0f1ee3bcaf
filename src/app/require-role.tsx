import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { PageLoader } from '@/components/ui/spinner';
import { dashboardPathFor, paths } from '@/config/paths';
import type { Role } from '@contracts/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { canAccess } from '@/features/permissions/lib/role-permissions';

/** What a protected route shows until the profile is read: `pending` or the loading state. */
type Waiting = 'pending' | 'loader';

/**
 * A protected route: signed-out visitors go to the login page (and come back after signing in);
 * a person whose role does not cover the route's (admin covers every role) goes to their own
 * dashboard, or the login page when their role is unknown.
 *
 * Until Auth has answered and the profile is read, `pending` shows instead of the loading state
 * when the person last signed in here (the session hint) may use the route: a frame painted from
 * what this browser already knows, its content still waiting.
 *
 * Once the profile is read, the route takes the place of `pending` in a deferred render: React
 * renders it in slices of a few milliseconds, yielding to the browser in between, rather than in
 * the task in which the profile arrives (a dashboard's screen: 15-20 ms in one piece on this
 * 2-core machine, four times that on a phone).
 */
export function RequireRole({
  role,
  children,
  pending,
}: {
  role: Role;
  children: ReactNode;
  pending?: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const {
    initialized,
    profileLoading,
    user,
    profile,
    role: userRole,
    error,
    hint,
  } = useAuthStore(
    useShallow((state) => ({
      initialized: state.initialized,
      profileLoading: state.profileLoading,
      user: state.user,
      profile: state.profile,
      role: state.role,
      error: state.error,
      hint: state.hint,
    })),
  );
  const waiting: Waiting | null =
    initialized && !profileLoading
      ? null
      : hint && canAccess(hint.role, [role]) && pending
        ? 'pending'
        : 'loader';
  // what was shown while waiting stays for one more render once the answer is in (a first render
  // takes the answer as it is)
  const waitingBefore = useDeferredValue(waiting);
  const shown = waiting ?? waitingBefore;
  if (shown === 'pending') return pending;
  if (shown === 'loader') return <PageLoader label={t('common.loading')} />;
  // where the person was going goes along, to be taken up once they are signed in with a role
  const back = { from: location.pathname + location.search };
  if (!user || error) return <Navigate to={paths.login} replace state={back} />;
  if (!profile) return <Navigate to={paths.welcome} replace state={back} />;
  if (!canAccess(userRole, [role])) return <Navigate to={dashboardPathFor(userRole)} replace />;
  return children;
}
