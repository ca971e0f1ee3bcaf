import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SESSION_KEY } from '../constants';
import { readSessionHint, saveSessionHint } from '../lib/session-hint';
import { initAuth, useAuthStore } from '../stores/auth-store';

const fetchProfile = vi.fn<(uid: string) => Promise<unknown>>();
vi.mock('../api/fetch-profile', () => ({ fetchProfile: (uid: string) => fetchProfile(uid) }));

/** The profile watch: the latest listener and how many watches were stopped. */
const watch = vi.hoisted(() => ({
  listener: null as ((profile: unknown) => void) | null,
  uid: null as string | null,
  stopped: 0,
}));
vi.mock('../api/watch-profile', () => ({
  watchProfile: (uid: string, onChange: (profile: unknown) => void) => {
    watch.uid = uid;
    watch.listener = onChange;
    return () => {
      watch.stopped += 1;
    };
  },
}));
const watchStarted = () => vi.waitFor(() => expect(watch.listener).not.toBeNull());

const initial = useAuthStore.getInitialState();
const user = { uid: 'u1', email: 'sam@jobs.test', displayName: 'Sam Carter' };

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.setState(initial, true);
    fetchProfile.mockReset();
    watch.listener = null;
    watch.uid = null;
    watch.stopped = 0;
  });

  it('is loading and not initialized before the first auth event', () => {
    const state = useAuthStore.getState();
    expect(state.loading).toBe(true);
    expect(state.initialized).toBe(false);
    expect(state.user).toBeNull();
  });

  it('after a signed-out event: loading ends, initialized, nothing set', async () => {
    await useAuthStore.getState().handleAuthUser(null);
    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      loading: false,
      initialized: true,
      user: null,
      profile: null,
      role: null,
    });
  });

  it('after a sign-in: user set, profile fetched, role set', async () => {
    fetchProfile.mockResolvedValue({ uid: 'u1', role: 'employer', displayName: 'Sam Carter' });
    await useAuthStore.getState().handleAuthUser(user);
    expect(fetchProfile).toHaveBeenCalledWith('u1');
    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      initialized: true,
      user,
      role: 'employer',
      profileLoading: false,
      error: null,
    });
  });

  it('after a sign-out: user, profile and role cleared', async () => {
    fetchProfile.mockResolvedValue({ uid: 'u1', role: 'admin' });
    await useAuthStore.getState().handleAuthUser(user);
    await useAuthStore.getState().handleAuthUser(null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, profile: null, role: null });
  });

  it('keeps the user but reports "Failed to load user profile" when the profile cannot be read', async () => {
    fetchProfile.mockRejectedValue(new Error('Failed to load user profile'));
    await useAuthStore.getState().handleAuthUser(user);
    expect(useAuthStore.getState()).toMatchObject({
      user,
      profile: null,
      role: null,
      error: 'Failed to load user profile',
      initialized: true,
    });
  });

  it('ignores a profile that arrives after the person signed out', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    fetchProfile.mockReturnValue(new Promise((done) => (resolve = done)));
    const pending = useAuthStore.getState().handleAuthUser(user);
    await useAuthStore.getState().handleAuthUser(null);
    resolve({ uid: 'u1', role: 'admin' });
    await pending;
    expect(useAuthStore.getState()).toMatchObject({ user: null, role: null });
  });

  it('keeps the profile of an account created in this tab when the first read found none yet', async () => {
    await useAuthStore.getState().handleAuthUser(null);
    let resolve: (value: unknown) => void = () => undefined;
    fetchProfile.mockReturnValue(new Promise((done) => (resolve = done)));
    // creating the sign-in signs in: the read of the profile starts before the profile is written
    const pending = useAuthStore.getState().handleAuthUser(user);
    const created = { uid: 'u1', role: 'jobSeeker', displayName: 'Sam Carter' };
    useAuthStore.getState().setProfile(created);
    resolve(null);
    await pending;
    expect(useAuthStore.getState()).toMatchObject({
      profile: created,
      role: 'jobSeeker',
      profileLoading: false,
      initialized: true,
    });
    // and it is followed from then on, like a profile read at sign-in
    await watchStarted();
    expect(watch.uid).toBe('u1');
    expect(readSessionHint()?.role).toBe('jobSeeker');
  });

  it('still learns that a profile is gone when it was not written in this tab', async () => {
    fetchProfile.mockResolvedValue({ uid: 'u1', role: 'employer' });
    await useAuthStore.getState().handleAuthUser(user);
    fetchProfile.mockResolvedValue(null);
    await useAuthStore.getState().refreshProfile();
    expect(useAuthStore.getState()).toMatchObject({ profile: null, role: null });
  });

  describe('without a Firebase configuration (offline mode)', () => {
    it('is initialized at once, signed out', () => {
      initAuth();
      expect(useAuthStore.getState()).toMatchObject({
        loading: false,
        initialized: true,
        user: null,
      });
    });

    it('the demo session signs in as demo-user, a job seeker, and survives a reload of the tab', async () => {
      useAuthStore.getState().startDemoSession();
      expect(useAuthStore.getState()).toMatchObject({ role: 'jobSeeker', localDemoSession: true });
      expect(useAuthStore.getState().user?.uid).toBe('demo-user');
      expect(sessionStorage.getItem(DEMO_SESSION_KEY)).toBe('1');
      useAuthStore.setState(initial, true);
      initAuth();
      expect(useAuthStore.getState().user?.uid).toBe('demo-user');
      await useAuthStore.getState().signOut();
      expect(useAuthStore.getState().user).toBeNull();
      expect(sessionStorage.getItem(DEMO_SESSION_KEY)).toBeNull();
    });
  });

  describe('the own profile, followed while signed in', () => {
    it('takes a role an administrator gave, at once', async () => {
      fetchProfile.mockResolvedValue({ uid: 'u1', role: 'jobSeeker', displayName: 'Sam Carter' });
      await useAuthStore.getState().handleAuthUser(user);
      await watchStarted();
      expect(watch.uid).toBe('u1');
      watch.listener?.({ uid: 'u1', role: 'employer', displayName: 'Sam Carter' });
      expect(useAuthStore.getState()).toMatchObject({
        role: 'employer',
        profile: { role: 'employer' },
      });
    });

    it('passes on a disabled account, for the app to sign it out', async () => {
      fetchProfile.mockResolvedValue({ uid: 'u1', role: 'jobSeeker' });
      await useAuthStore.getState().handleAuthUser(user);
      await watchStarted();
      watch.listener?.({ uid: 'u1', role: 'jobSeeker', disabled: true });
      expect(useAuthStore.getState().profile?.disabled).toBe(true);
    });

    it('stops following at sign-out, and ignores a deleted profile', async () => {
      fetchProfile.mockResolvedValue({ uid: 'u1', role: 'admin' });
      await useAuthStore.getState().handleAuthUser(user);
      await watchStarted();
      watch.listener?.(null);
      expect(useAuthStore.getState().role).toBe('admin');
      const stoppedBefore = watch.stopped;
      await useAuthStore.getState().handleAuthUser(null);
      expect(watch.stopped).toBe(stoppedBefore + 1);
    });
  });

  describe('the session hint (what the next page load paints its frame from)', () => {
    it('remembers the person once their profile is read, and takes an administrator’s change', async () => {
      fetchProfile.mockResolvedValue({ uid: 'u1', role: 'employer', displayName: 'Omar' });
      await useAuthStore.getState().handleAuthUser(user);
      const expected = { uid: 'u1', role: 'employer', displayName: 'Omar', email: 'sam@jobs.test' };
      expect(readSessionHint()).toEqual(expected);
      expect(useAuthStore.getState().hint).toEqual(expected);
      await watchStarted();
      watch.listener?.({ uid: 'u1', role: 'jobSeeker', displayName: 'Omar' });
      expect(readSessionHint()?.role).toBe('jobSeeker');
    });

    it('forgets it when Auth reports nobody, at sign-out, and when the profile fails or is missing', async () => {
      const remembered = () => {
        saveSessionHint({ uid: 'u1', role: 'employer' });
        useAuthStore.setState({ hint: readSessionHint() });
      };
      remembered();
      await useAuthStore.getState().handleAuthUser(null);
      expect(readSessionHint()).toBeNull();
      expect(useAuthStore.getState().hint).toBeNull();

      remembered();
      fetchProfile.mockRejectedValue(new Error('Failed to load user profile'));
      await useAuthStore.getState().handleAuthUser(user);
      expect(readSessionHint()).toBeNull();

      remembered();
      fetchProfile.mockResolvedValue(null);
      await useAuthStore.getState().handleAuthUser(user);
      expect(readSessionHint()).toBeNull();

      remembered();
      fetchProfile.mockResolvedValue({ uid: 'u1', role: 'employer', disabled: true });
      await useAuthStore.getState().handleAuthUser(user);
      expect(readSessionHint()).toBeNull();

      useAuthStore.getState().startDemoSession();
      remembered();
      await useAuthStore.getState().signOut();
      expect(readSessionHint()).toBeNull();
      expect(useAuthStore.getState().hint).toBeNull();
    });

    it('drops the last person’s hint at once when someone else signs in', async () => {
      saveSessionHint({ uid: 'u2', role: 'admin', displayName: 'Previous person' });
      useAuthStore.setState({ hint: readSessionHint() });
      let resolve: (value: unknown) => void = () => undefined;
      fetchProfile.mockReturnValue(new Promise((done) => (resolve = done)));
      const pending = useAuthStore.getState().handleAuthUser(user);
      expect(useAuthStore.getState().hint).toBeNull();
      resolve({ uid: 'u1', role: 'jobSeeker' });
      await pending;
      expect(readSessionHint()).toMatchObject({ uid: 'u1', role: 'jobSeeker' });
    });
  });
});
