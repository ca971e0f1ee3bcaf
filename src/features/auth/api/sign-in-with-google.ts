import {
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type UserCredential,
} from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { emulatorTarget } from '@/lib/firebase/emulators';
import type { AuthUser } from '../types';
import { toAuthUser } from './to-auth-user';

export interface GoogleTestAccount {
  email: string;
  displayName: string;
}

/**
 * On the local suite the Auth emulator plays Google: it accepts an unsigned ID token naming the
 * account (Google's popup needs Google's servers, which the local suite never reaches).
 */
export function usesGoogleTestAccounts(): boolean {
  return emulatorTarget() !== null;
}

function emulatorIdToken({ email, displayName }: GoogleTestAccount): string {
  return JSON.stringify({
    sub: `google-${email.toLowerCase()}`,
    email: email.toLowerCase(),
    email_verified: true,
    name: displayName,
  });
}

/** Google sign-in: a popup against Google, or a test account against the local Auth emulator. */
export async function signInWithGoogle(testAccount?: GoogleTestAccount): Promise<AuthUser> {
  const auth = getFirebaseAuth();
  let credential: UserCredential;
  if (usesGoogleTestAccounts()) {
    if (!testAccount) throw new Error('A Google test account is needed on the local suite');
    credential = await signInWithCredential(
      auth,
      GoogleAuthProvider.credential(emulatorIdToken(testAccount)),
    );
  } else {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    credential = await signInWithPopup(auth, provider);
  }
  return toAuthUser(credential.user);
}
