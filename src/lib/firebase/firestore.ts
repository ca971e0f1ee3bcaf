import type { Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { connectFirestoreEmulator, getFirestore, loadedFirebaseApp } from './firestore-sdk';
import { emulatorTarget } from './emulators';
import { FIREBASE_ERRORS } from './errors';

let db: Firestore | null = null;

/** The Firestore singleton; throws the catalogued message when Firebase is not configured. */
export function getDb(): Firestore {
  if (db) return db;
  if (!env.firebase) throw new Error(FIREBASE_ERRORS.firestoreMissing);
  const app = loadedFirebaseApp();
  if (!app) throw new Error(FIREBASE_ERRORS.firestoreMissing);
  db = getFirestore(app);
  const target = emulatorTarget();
  if (target) connectFirestoreEmulator(db, target.firestore.host, target.firestore.port);
  return db;
}

/** The Firestore singleton, or null when there is no database to talk to. */
export function getDbOrNull(): Firestore | null {
  try {
    return getDb();
  } catch {
    return null;
  }
}
