import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type UserCredential,
} from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { usesGoogleTestAccounts, type GoogleTestAccount } from './google-test-accounts';
import type { AuthUser } from '../types';
import { toAuthUser } from './to-auth-user';

export { usesGoogleTestAccounts, type GoogleTestAccount };

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
    credential = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  }
  return toAuthUser(credential.user);
}
