import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dashboardPathFor, paths } from '@/config/paths';
import { isRole } from '@contracts/roles';
import { safeReturnPath } from '../lib/return-path';
import { useAuthStore } from '../stores/auth-store';

/**
 * Where the person was going before being sent to sign in: kept in the route state, or `?next=`
 * (a password reset mail's link); only a path of this site (safeReturnPath).
 */
export function useReturnPath(): string | null {
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  return (
    safeReturnPath(state?.from) ?? safeReturnPath(new URLSearchParams(location.search).get('next'))
  );
}

/**
 * On the sign-in pages: once a signed-in person's profile is known, send them on — to where they
 * were going, else their role's dashboard; to the role choice when they have no profile yet.
 * An unknown role stays on the login page (it has no dashboard).
 */
export function useSignedInRedirect(options: { enabled?: boolean } = {}): void {
  const { enabled = true } = options;
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { initialized, profileLoading, user, profile, role, error } = useAuthStore();
  useEffect(() => {
    if (!enabled || !initialized || profileLoading || !user || error) return;
    if (!profile) {
      void navigate(paths.welcome, {
        replace: true,
        state: returnPath ? { from: returnPath } : null,
      });
      return;
    }
    if (isRole(role)) void navigate(returnPath ?? dashboardPathFor(role), { replace: true });
  }, [enabled, initialized, profileLoading, user, profile, role, error, navigate, returnPath]);
}
