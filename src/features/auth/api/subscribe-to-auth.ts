import { onAuthStateChanged } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { AuthUser } from '../types';
import { toAuthUser } from './to-auth-user';

/** Calls back on every sign-in and sign-out, first with the current state. */
export function subscribeToAuth(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(getFirebaseAuth(), (user) => callback(user ? toAuthUser(user) : null));
}
