// The app's Firestore database, made once from the loaded SDK and connected to the emulator
// when the suite runs. Only src/lib/firebase/firestore-sdk.ts calls it, after loading the SDK.
import type { FirebaseApp } from 'firebase/app';
import type * as FirestoreSdk from 'firebase/firestore';
import { env } from '@/config/env';
import { emulatorTarget } from './emulators';
import { FIREBASE_ERRORS } from './errors';

let db: FirestoreSdk.Firestore | null = null;

/** The Firestore singleton; throws the catalogued message when Firebase is not configured. */
export function getDb(sdk: typeof FirestoreSdk, app: FirebaseApp | null): FirestoreSdk.Firestore {
  if (db) return db;
  if (!env.firebase || !app) throw new Error(FIREBASE_ERRORS.firestoreMissing);
  db = sdk.getFirestore(app);
  const target = emulatorTarget();
  if (target) sdk.connectFirestoreEmulator(db, target.firestore.host, target.firestore.port);
  return db;
}

/** The Firestore singleton, or null when there is no database to talk to. */
export function getDbOrNull(
  sdk: typeof FirestoreSdk,
  app: FirebaseApp | null,
): FirestoreSdk.Firestore | null {
  try {
    return getDb(sdk, app);
  } catch {
    return null;
  }
}
