import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { getFirebaseApp } from './app';
import { emulatorTarget } from './emulators';
import { FIREBASE_ERRORS } from './errors';

let auth: Auth | null = null;

/** The Auth singleton; throws the catalogued message when Firebase is not configured. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app = getFirebaseApp();
  if (!app) throw new Error(FIREBASE_ERRORS.authMissing);
  auth = getAuth(app);
  const target = emulatorTarget();
  if (target) connectAuthEmulator(auth, target.authUrl, { disableWarnings: true });
  return auth;
}
