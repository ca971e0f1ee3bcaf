import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { env } from '@/config/env';
import { FIREBASE_ERRORS } from './errors';

let app: FirebaseApp | null = null;

/** True when the build carries a Firebase configuration (else the app runs in offline mode). */
export function isFirebaseConfigured(): boolean {
  return env.firebase !== null;
}

/** Initializes the client once; throws `Failed to initialize Firebase` when that fails. */
export function initFirebaseApp(options: FirebaseOptions): FirebaseApp {
  try {
    return initializeApp(options);
  } catch (cause) {
    throw new Error(FIREBASE_ERRORS.initFailed, { cause });
  }
}

/** The app singleton, or null when there is no configuration. */
export function getFirebaseApp(): FirebaseApp | null {
  if (app) return app;
  if (!env.firebase) return null;
  app = initFirebaseApp(env.firebase);
  return app;
}
