import { create } from 'zustand';
import { env } from '@/config/env';
import { whenUsedOrSettled, yieldToMain } from '@/lib/yield-to-main';
import { isRole } from '@contracts/roles';
import { AUTH_ERRORS, DEMO_SESSION_KEY, DEMO_USER_ID } from '../constants';
import {
  clearSessionHint,
  readSessionHint,
  saveSessionHint,
  type SessionHint,
} from '../lib/session-hint';
import type { AuthEvent, AuthUser, UserProfile } from '../types';

interface AuthState {
  /** True until the first auth event has been handled. */
  loading: boolean;
  /** True once the first auth event has been handled. */
  initialized: boolean;
  user: AuthUser | null;
  profile: UserProfile | null;
  role: string | null;
  /** True while the profile of a signed-in user is being read. */
  profileLoading: boolean;
  /** `Failed to load user profile` when three reads failed. */
  error: string | null;
  /** A local demo session (no Firebase configuration). */
  localDemoSession: boolean;
  /**
   * Who is (or was last) signed in in this browser (lib/session-hint.ts). A dashboard paints its
   * frame from it while Auth restores the session; content waits for `user` and `profile`. Always
   * about `user` when both are set: a sign-in of someone else drops it at once.
   */
  hint: SessionHint | null;
  /** Applies an auth event: fetches the profile of a signed-in user, clears everything otherwise. */
  handleAuthUser: (user: AuthUser | null) => Promise<void>;
  refreshProfile: () => Promise<void>;
  setProfile: (profile: UserProfile) => void;
  startDemoSession: () => void;
  /** Signs out; the app's sign-out hooks (audit, session) run first, while still signed in. */
  signOut: (reason?: SignOutReason) => Promise<void>;
}

/** `account_disabled`: an administrator disabled the account while it was signed in. */
type SignOutReason = 'user_logout' | 'session_timeout' | 'account_disabled';
type SignOutHook = (reason: SignOutReason, state: AuthState) => Promise<void> | void;
type EventListener = (event: AuthEvent) => void;

const signOutHooks = new Set<SignOutHook>();
const eventListeners = new Set<EventListener>();

/** Runs before every sign-out in this tab. Returns the unregister function. */
export function onBeforeSignOut(hook: SignOutHook): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

/** Listens to what happens in this tab: sign-ins, failed sign-ins, password resets. */
export function onAuthEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of eventListeners) listener(event);
}

const DEMO_USER: AuthUser = { uid: DEMO_USER_ID, email: null, displayName: 'Demo User' };
const DEMO_PROFILE: UserProfile = {
  uid: DEMO_USER_ID,
  role: 'jobSeeker',
  displayName: 'Demo User',
};

/** Remembers who is signed in, for the next page load to paint its frame from (or forgets). */
function rememberSession(user: AuthUser, profile: UserProfile | null): SessionHint | null {
  if (!profile || !isRole(profile.role) || profile.disabled) {
    clearSessionHint();
    return null;
  }
  const displayName = profile.displayName ?? user.displayName ?? undefined;
  const email = profile.email ?? user.email ?? undefined;
  return saveSessionHint({
    uid: user.uid,
    role: profile.role,
    ...(displayName ? { displayName } : {}),
    ...(email ? { email } : {}),
  });
}

function forgetSession(): { hint: null } {
  clearSessionHint();
  return { hint: null };
}

/**
 * Sign-ins that ended in this browser, by a sign-out in this tab or in another (heard over a
 * BroadcastChannel). A tab that was still restoring the session when another tab signed out is
 * told too late by Firebase: its Auth had read the user before the sign-out and writes them back
 * to the shared storage once it has checked them with the server, which signs every tab in again.
 * Such a tab signs out as soon as Auth hands it a sign-in that has ended.
 */
const ENDED_SIGN_INS_CHANNEL = 'auth-ended-sign-ins';
const ENDED_SIGN_INS_KEPT = 20;
interface EndedSignIn {
  uid: string;
  signedInAt: number;
}
const endedSignIns: EndedSignIn[] = [];
let endedSignInsChannel: BroadcastChannel | null = null;

const isEnded = (uid: string, signedInAt: number) =>
  endedSignIns.some((ended) => ended.uid === uid && ended.signedInAt === signedInAt);

function hasEnded(user: AuthUser | null): boolean {
  return user?.signedInAt !== undefined && isEnded(user.uid, user.signedInAt);
}

function rememberEnded(ended: EndedSignIn): void {
  if (typeof ended.uid !== 'string' || typeof ended.signedInAt !== 'number') return;
  if (isEnded(ended.uid, ended.signedInAt)) return;
  endedSignIns.push({ uid: ended.uid, signedInAt: ended.signedInAt });
  if (endedSignIns.length > ENDED_SIGN_INS_KEPT) endedSignIns.shift();
}

/** Signs this tab out of a sign-in that ended elsewhere: no hooks, nothing audited twice. */
function leaveEndedSignIn(): void {
  stopProfileWatch();
  useAuthStore.setState({ ...signedOut, ...forgetSession(), loading: false, initialized: true });
  void import('../api/sign-out')
    .then(({ signOutOfFirebase }) => signOutOfFirebase())
    .catch((error: unknown) => console.error('Signing out of an ended sign-in failed', error));
}

/** The watch of the signed-in person's own profile (watch-profile.ts), while signed in. */
let stopWatchingProfile: (() => void) | null = null;

function stopProfileWatch() {
  stopWatchingProfile?.();
  stopWatchingProfile = null;
}

/** Follows the profile of `uid`: a change made elsewhere (by an administrator) lands in the store. */
async function startProfileWatch(uid: string) {
  stopProfileWatch();
  try {
    const { watchProfile } = await import('../api/watch-profile');
    if (useAuthStore.getState().user?.uid !== uid) return;
    stopWatchingProfile = watchProfile(uid, onProfileChange(uid));
  } catch (error) {
    // no database (offline, or a test without one): the profile is read again at sign-in
    console.error('Following the profile failed', error);
  }
}

/** What a change of `uid`'s profile made elsewhere does to the store. */
function onProfileChange(uid: string) {
  return (profile: UserProfile | null) => {
    const state = useAuthStore.getState();
    if (state.user?.uid !== uid || !profile) return;
    const current = state.profile;
    if (
      current?.role === profile.role &&
      current.companyId === profile.companyId &&
      current.displayName === profile.displayName &&
      current.disabled === profile.disabled
    ) {
      return;
    }
    const user = state.user;
    useAuthStore.setState({
      profile,
      role: profile.role,
      ...(user ? { hint: rememberSession(user, profile) } : {}),
    });
  };
}

const signedOut = {
  user: null,
  profile: null,
  role: null,
  error: null,
  localDemoSession: false,
  profileLoading: false,
} as const;

export const useAuthStore = create<AuthState>((set, get) => ({
  loading: true,
  initialized: false,
  ...signedOut,
  hint: env.mode === 'offline' ? null : readSessionHint(),

  handleAuthUser: async (user) => {
    if (user && hasEnded(user)) {
      leaveEndedSignIn();
      return;
    }
    if (!user) {
      stopProfileWatch();
      set({ ...signedOut, ...forgetSession(), loading: false, initialized: true });
      return;
    }
    // someone else signed in here: their frame is not the last person's
    const hint = get().hint;
    set({
      user,
      error: null,
      profileLoading: true,
      ...(hint && hint.uid !== user.uid ? forgetSession() : {}),
    });
    const profileBefore = get().profile;
    try {
      // what the profile's read needs of Firestore downloads alongside its code, not after it
      const [{ fetchProfile }] = await Promise.all([
        import('../api/fetch-profile'),
        import('@/lib/firebase/firestore-sdk').then(({ preloadFirestore }) =>
          preloadFirestore('read'),
        ),
      ]);
      const read = await fetchProfile(user.uid);
      if (get().user?.uid !== user.uid) return;
      // An account created in this tab: its profile was written (and set) while this read was on
      // its way, and the read may have found nothing yet. The written profile stands.
      const written = get().profile;
      const profile =
        written !== profileBefore && written?.uid === user.uid ? (read ?? written) : read;
      set({
        profile,
        role: profile?.role ?? null,
        profileLoading: false,
        loading: false,
        initialized: true,
        hint: rememberSession(user, profile),
      });
      if (profile) void startProfileWatch(user.uid);
    } catch {
      if (get().user?.uid !== user.uid) return;
      set({
        profile: null,
        role: null,
        error: AUTH_ERRORS.profileLoad,
        profileLoading: false,
        loading: false,
        initialized: true,
        ...forgetSession(),
      });
    }
  },

  refreshProfile: async () => {
    const { user, handleAuthUser } = get();
    if (user && !get().localDemoSession) await handleAuthUser(user);
  },

  setProfile: (profile) => {
    set({ profile, role: profile.role, error: null });
    const { user, localDemoSession } = get();
    if (user?.uid !== profile.uid || localDemoSession) return;
    set({ hint: rememberSession(user, profile) });
    // a profile written in this tab (a new account, a role chosen) is followed from now on
    if (!stopWatchingProfile) void startProfileWatch(profile.uid);
  },

  startDemoSession: () => {
    try {
      sessionStorage.setItem(DEMO_SESSION_KEY, '1');
    } catch {
      // storage blocked: the demo lasts until reload
    }
    set({
      user: DEMO_USER,
      profile: DEMO_PROFILE,
      role: DEMO_PROFILE.role,
      error: null,
      localDemoSession: true,
      profileLoading: false,
      loading: false,
      initialized: true,
    });
  },

  signOut: async (reason = 'user_logout') => {
    const state = get();
    set(forgetSession());
    for (const hook of signOutHooks) {
      try {
        await hook(reason, state);
      } catch (error) {
        console.error('A sign-out hook failed', error);
      }
    }
    if (get().localDemoSession) {
      try {
        sessionStorage.removeItem(DEMO_SESSION_KEY);
      } catch {
        // nothing stored
      }
      set({ ...signedOut, loading: false, initialized: true });
      return;
    }
    stopProfileWatch();
    const ended = state.user;
    if (ended?.signedInAt !== undefined) {
      const message: EndedSignIn = { uid: ended.uid, signedInAt: ended.signedInAt };
      rememberEnded(message);
      endedSignInsChannel?.postMessage(message);
    }
    const { signOutOfFirebase } = await import('../api/sign-out');
    await signOutOfFirebase();
  },
}));

/** The signed-in person's id (the demo session's too), or null. */
export const useUserId = () => useAuthStore((state) => state.user?.uid ?? null);

/**
 * Starts listening to Firebase Auth. Without a configuration there is no auth event: the store is
 * initialized at once, with the demo session restored if this tab had one. On a page that shows
 * the same to everyone (`sameForEveryone`: sign-in, sign-up), with nobody signed in here last (no
 * session hint), Auth could only confirm that nobody is signed in: it loads once the person uses
 * the page or the page has settled.
 */
export function initAuth({
  sameForEveryone = false,
}: { sameForEveryone?: boolean } = {}): () => void {
  const store = useAuthStore.getState();
  if (env.mode === 'offline') {
    let restored = false;
    try {
      restored = sessionStorage.getItem(DEMO_SESSION_KEY) === '1';
    } catch {
      restored = false;
    }
    if (restored) store.startDemoSession();
    else useAuthStore.setState({ loading: false, initialized: true });
    return () => undefined;
  }
  // A sign-out in another tab: a tab with a running session hears it from the session feature
  // too; one still restoring its session (no profile yet) leaves the sign-in here
  if (typeof BroadcastChannel !== 'undefined') {
    endedSignInsChannel = new BroadcastChannel(ENDED_SIGN_INS_CHANNEL);
    endedSignInsChannel.onmessage = (event: MessageEvent<EndedSignIn>) => {
      rememberEnded(event.data);
      const { user, profile } = useAuthStore.getState();
      if (!profile && hasEnded(user)) leaveEndedSignIn();
    };
  }
  // Firebase Auth loads after the first paint: the screens show their loading state until the
  // first auth event, as they would while Auth restores a session
  let stop: (() => void) | null = null;
  let stopped = false;
  const canWait = sameForEveryone && readSessionHint() === null;
  void (canWait ? whenUsedOrSettled() : Promise.resolve())
    .then(() => import('../api/subscribe-to-auth'))
    .then(async ({ appCheckReady, subscribeToAuth }) => {
      // the SDK's evaluation is one long task: starting it waits for the next one
      await yieldToMain();
      await appCheckReady();
      if (stopped) return;
      stop = subscribeToAuth((user) => {
        void useAuthStore.getState().handleAuthUser(user);
      });
    })
    .catch((error: unknown) => {
      console.error('Firebase Auth could not be loaded', error);
      if (!stopped) useAuthStore.setState({ ...signedOut, loading: false, initialized: true });
    });
  return () => {
    stopped = true;
    stop?.();
    endedSignInsChannel?.close();
    endedSignInsChannel = null;
  };
}
