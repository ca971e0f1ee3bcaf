import { onAuthStateChanged } from 'firebase/auth';
import { getFirebaseApp } from '@/lib/firebase/app';
import { startAppCheck } from '@/lib/firebase/app-check';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { AuthUser } from '../types';
import { toAuthUser } from './to-auth-user';

/** Calls back on every sign-in and sign-out, first with the current state. */
export function subscribeToAuth(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(getFirebaseAuth(), (user) => callback(user ? toAuthUser(user) : null));
}

/** Starts App Check (when configured) before anything signed in talks to Firebase. */
export function appCheckReady(): Promise<unknown> {
  return startAppCheck(getFirebaseApp());
}
