import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_TEAM_PERMISSIONS, teamPermissionsFrom } from '@contracts/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import type { UserProfile } from '@/features/auth/types';
import type { MembershipChanges } from '@/features/permissions/api/watch-membership';
import {
  permissionCache,
  usePermissionsStore,
} from '@/features/permissions/stores/permissions-store';
import { paths } from '@/config/paths';
import { SESSION_CONFIG_KEY } from '@/features/session/constants';
import { useSessionStore } from '@/features/session/stores/session-store';
import { readDraft, writeDraft } from '@/lib/drafts/drafts';
import { renderWithProviders } from '@/testing/test-utils';
import { SecurityBridge } from '../security-bridge';

const mocks = vi.hoisted(() => ({
  watchMembership: vi.fn(),
  stopWatching: vi.fn(),
  fetchTeamPermissions: vi.fn(),
  fetchProfile: vi.fn(),
  updateProfileLocale: vi.fn(),
}));
vi.mock('@/features/permissions/api/watch-membership', () => ({
  watchMembership: mocks.watchMembership,
}));
vi.mock('@/features/permissions/api/fetch-team-permissions', () => ({
  fetchTeamPermissions: mocks.fetchTeamPermissions,
}));
vi.mock('@/features/auth/api/fetch-profile', () => ({ fetchProfile: mocks.fetchProfile }));
vi.mock('@/features/auth/api/update-profile-locale', () => ({
  updateProfileLocale: mocks.updateProfileLocale,
}));

const initialAuth = useAuthStore.getInitialState();
const mia: UserProfile = {
  uid: 'mia',
  role: 'employer',
  displayName: 'Mia',
  companyId: 'northwind',
  locale: 'en',
};
const screening = teamPermissionsFrom({ canScreenCandidates: true });

function signIn(profile: UserProfile) {
  useAuthStore.setState(
    {
      ...initialAuth,
      loading: false,
      initialized: true,
      user: { uid: profile.uid, email: 'mia@jobs.test', displayName: 'Mia' },
      profile,
      role: profile.role,
    },
    true,
  );
}

/** The callbacks the bridge gave the membership watcher. */
async function watcher(): Promise<MembershipChanges> {
  await waitFor(() => expect(mocks.watchMembership).toHaveBeenCalled());
  return mocks.watchMembership.mock.calls.at(-1)![2] as MembershipChanges;
}

describe('the security bridge and the team', () => {
  beforeEach(() => {
    permissionCache.clear();
    Object.values(mocks).forEach((fn) => fn.mockReset());
    mocks.watchMembership.mockReturnValue(mocks.stopWatching);
    mocks.fetchTeamPermissions.mockResolvedValue(screening);
    mocks.updateProfileLocale.mockResolvedValue(undefined);
  });
  afterEach(() => {
    useSessionStore.getState().end();
    useAuthStore.setState(initialAuth, true);
  });

  it('watches a member’s own membership and reloads the flags when they change', async () => {
    signIn(mia);
    const view = await renderWithProviders(<SecurityBridge />);
    const changes = await watcher();
    expect(mocks.watchMembership).toHaveBeenCalledWith('northwind', 'mia', expect.any(Object));
    await waitFor(() =>
      expect(usePermissionsStore.getState().hasTeamPermission('canScreenCandidates')).toBe(true),
    );
    mocks.fetchTeamPermissions.mockResolvedValue(ALL_TEAM_PERMISSIONS);
    act(() => changes.onPermissionsChange(ALL_TEAM_PERMISSIONS));
    await waitFor(() =>
      expect(usePermissionsStore.getState().hasTeamPermission('canManageBilling')).toBe(true),
    );
    expect(mocks.fetchTeamPermissions).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(mocks.stopWatching).toHaveBeenCalled();
  });

  it('after a removal reloads the profile, and the flags of the company it no longer has go', async () => {
    signIn(mia);
    await renderWithProviders(<SecurityBridge />);
    const changes = await watcher();
    await waitFor(() =>
      expect(usePermissionsStore.getState().hasTeamPermission('canScreenCandidates')).toBe(true),
    );
    const withoutCompany = { ...mia, companyId: undefined };
    mocks.fetchProfile.mockResolvedValue(withoutCompany);
    mocks.fetchTeamPermissions.mockResolvedValue(teamPermissionsFrom(null));
    act(() => changes.onRemoved());
    await waitFor(() => expect(useAuthStore.getState().profile?.companyId).toBeUndefined());
    await waitFor(() =>
      expect(usePermissionsStore.getState().hasTeamPermission('canScreenCandidates')).toBe(false),
    );
    expect(mocks.fetchTeamPermissions).toHaveBeenLastCalledWith('mia', undefined);
  });

  it('loads new flags when the person joins a company, though the old ones are cached', async () => {
    const withoutCompany = { ...mia, companyId: undefined };
    mocks.fetchTeamPermissions.mockResolvedValue(teamPermissionsFrom(null));
    signIn(withoutCompany);
    await renderWithProviders(<SecurityBridge />);
    await waitFor(() => expect(mocks.fetchTeamPermissions).toHaveBeenCalledWith('mia', undefined));
    expect(mocks.watchMembership).not.toHaveBeenCalled();
    mocks.fetchTeamPermissions.mockResolvedValue(ALL_TEAM_PERMISSIONS);
    act(() => useAuthStore.getState().setProfile({ ...withoutCompany, companyId: 'acme' }));
    await waitFor(() =>
      expect(usePermissionsStore.getState().hasTeamPermission('canManageTeam')).toBe(true),
    );
    expect(mocks.fetchTeamPermissions).toHaveBeenLastCalledWith('mia', 'acme');
  });

  it('writes the interface language to the profile when it differs', async () => {
    signIn({ ...mia, locale: 'de' });
    const { i18n } = await renderWithProviders(<SecurityBridge />);
    await waitFor(() => expect(mocks.updateProfileLocale).toHaveBeenCalledWith('mia', 'en'));
    await waitFor(() => expect(useAuthStore.getState().profile?.locale).toBe('en'));
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() => expect(mocks.updateProfileLocale).toHaveBeenLastCalledWith('mia', 'ar'));
    expect(mocks.updateProfileLocale).toHaveBeenCalledTimes(2);
  });

  it('leaves the profile alone when it has the interface language already', async () => {
    signIn(mia);
    await renderWithProviders(<SecurityBridge />);
    await watcher();
    expect(mocks.updateProfileLocale).not.toHaveBeenCalled();
  });
});

describe('the security bridge and a session timeout', () => {
  afterEach(() => {
    localStorage.removeItem(SESSION_CONFIG_KEY);
    useSessionStore.getState().end();
    useAuthStore.setState(initialAuth, true);
  });

  it.each([
    [1, 'You were signed out after 1 minute of inactivity. Sign in again to continue.'],
    [5, 'You were signed out after 5 minutes of inactivity. Sign in again to continue.'],
  ])(
    'signs out after %i idle minutes and says so in words that fit the number',
    async (minutes, notice) => {
      localStorage.setItem(
        SESSION_CONFIG_KEY,
        JSON.stringify({ sessionTimeout: minutes * 60_000 }),
      );
      const signOut = vi.fn(() => Promise.resolve());
      // the offline demo: nothing is audited, the profile is not written
      signIn({ uid: 'sam', role: 'jobSeeker', displayName: 'Sam', locale: 'en' });
      useAuthStore.setState({ localDemoSession: true, signOut });
      const { router } = await renderWithProviders(<SecurityBridge />);
      await waitFor(() => expect(useSessionStore.getState().session).not.toBeNull());
      expect(useSessionStore.getState().config.sessionTimeout).toBe(minutes * 60_000);

      // the idle time has run out when the session next looks at the clock
      act(() => {
        const session = useSessionStore.getState().session!;
        useSessionStore.setState({ session: { ...session, expiresAt: Date.now() - 1 } });
        useSessionStore.getState().check();
      });
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
      expect(signOut).toHaveBeenCalledWith('session_timeout');
      expect(router.state.location.state).toMatchObject({ notice });
    },
  );
});

describe('the security bridge and the drafts at sign-out', () => {
  afterEach(() => {
    useSessionStore.getState().end();
    useAuthStore.setState(initialAuth, true);
    localStorage.clear();
  });

  async function signedInWithDrafts() {
    // the offline demo: nothing is audited, Firebase is not asked
    signIn({ uid: 'sam', role: 'jobSeeker', displayName: 'Sam', locale: 'en' });
    useAuthStore.setState({ localDemoSession: true });
    writeDraft('sam', 'posting:new', { title: 'Half typed' });
    writeDraft('mia', 'posting:new', { title: 'Someone else’s' });
    await renderWithProviders(<SecurityBridge />);
    await waitFor(() => expect(useSessionStore.getState().session).not.toBeNull());
  }

  it('clears the person’s own drafts when they sign out themselves', async () => {
    await signedInWithDrafts();
    await act(() => useAuthStore.getState().signOut('user_logout'));
    expect(readDraft('sam', 'posting:new')).toBeNull();
    expect(readDraft('mia', 'posting:new')).toEqual({ title: 'Someone else’s' });
  });

  it('keeps them through a session timeout, to be restored at the next sign-in', async () => {
    await signedInWithDrafts();
    await act(() => useAuthStore.getState().signOut('session_timeout'));
    expect(readDraft('sam', 'posting:new')).toEqual({ title: 'Half typed' });
  });
});
