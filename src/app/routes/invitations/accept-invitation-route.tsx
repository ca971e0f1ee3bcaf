import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import {
  AcceptInvitationPage,
  type InvitationViewer,
} from '@/features/team/components/accept-invitation-page';

/**
 * `/invitations/accept?company=…&invitation=…&token=…`, the link of an invitation mail: anyone may
 * open it; signing in (or creating an account) from here comes back here.
 */
export default function AcceptInvitationRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { initialized, profileLoading, user, profile, error } = useAuthStore();

  let viewer: InvitationViewer;
  if (!initialized || (user && profileLoading)) viewer = { status: 'loading' };
  else if (!user || error) viewer = { status: 'signedOut' };
  else if (!profile) viewer = { status: 'noProfile' };
  else viewer = { status: 'signedIn', email: profile.email ?? user.email, role: profile.role };

  const onJoined = useCallback(async () => {
    // The profile now names the company (and the role employer). The permissions follow it: the
    // SecurityBridge drops the cached entry when the company changes and loads them again (a
    // refresh here would still load the old profile's and race with that load).
    await useAuthStore.getState().refreshProfile();
    await navigate(paths.dashboard.employer, { replace: true });
  }, [navigate]);

  const onSignOut = useCallback(async () => {
    await useAuthStore.getState().signOut('user_logout');
  }, []);

  return (
    <AcceptInvitationPage
      search={search}
      viewer={viewer}
      returnPath={`${location.pathname}${location.search}`}
      onJoined={onJoined}
      onSignOut={onSignOut}
    />
  );
}
