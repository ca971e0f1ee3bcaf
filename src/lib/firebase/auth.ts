import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { getFirebaseApp } from './app';
import { emulatorTarget } from './emulators';
import { FIREBASE_ERRORS } from './errors';

let auth: Auth | null = null;

/** The Auth singleton; throws the catalogued message when Firebase is not configured. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app = getFirebaseApp();
  if (!app) throw new Error(FIREBASE_ERRORS.authMissing);
  // getAuth's persistence, without its popup and redirect code: Google's popup brings that along
  // when it is used (sign-in-with-google.ts)
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  const target = emulatorTarget();
  if (target) connectAuthEmulator(auth, target.authUrl, { disableWarnings: true });
  return auth;
}
