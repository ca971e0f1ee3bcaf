import { onAuthStateChanged } from 'firebase/auth';
import { getFirebaseApp } from '@/lib/firebase/app';
import { appCheckHeaders, startAppCheck } from '@/lib/firebase/app-check';
import { setApiHeaders } from '@/lib/api-client';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { AuthUser } from '../types';
import { toAuthUser } from './to-auth-user';

/**
 * Calls back on every sign-in and sign-out, first with the current state; a state Auth has moved
 * past while its sign-in was read from the token is not called back.
 */
export function subscribeToAuth(callback: (user: AuthUser | null) => void): () => void {
  let latest = 0;
  return onAuthStateChanged(getFirebaseAuth(), (user) => {
    const turn = ++latest;
    void (user ? toAuthUser(user) : Promise.resolve(null)).then((authUser) => {
      if (turn === latest) callback(authUser);
    });
  });
}

/** Starts App Check (when configured) before anything signed in talks to Firebase. */
export async function appCheckReady(): Promise<void> {
  if (await startAppCheck(getFirebaseApp())) setApiHeaders(appCheckHeaders);
}
