// The app's Firestore database, made once per SDK build (the full SDK and its lite build each
// have their own) from the loaded SDK and connected to the emulator when the suite runs. Only
// src/lib/firebase/firestore-sdk.ts calls it, after loading the SDK.
import type { FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';
import { emulatorTarget } from './emulators';
import { FIREBASE_ERRORS } from './errors';

/** What both SDK builds offer to make their database. */
interface DatabaseMaker<Db> {
  getFirestore(app: FirebaseApp): Db;
  connectFirestoreEmulator(db: Db, host: string, port: number): void;
}

/** Each build's database, by the build's module. */
const databases = new Map<object, unknown>();

/** The Firestore singleton of `sdk`; throws the catalogued message when Firebase is not configured. */
export function getDb<Db>(sdk: DatabaseMaker<Db>, app: FirebaseApp | null): Db {
  if (databases.has(sdk)) return databases.get(sdk) as Db;
  if (!env.firebase || !app) throw new Error(FIREBASE_ERRORS.firestoreMissing);
  const db = sdk.getFirestore(app);
  const target = emulatorTarget();
  if (target) sdk.connectFirestoreEmulator(db, target.firestore.host, target.firestore.port);
  databases.set(sdk, db);
  return db;
}

/** The Firestore singleton of `sdk`, or null when there is no database to talk to. */
export function getDbOrNull<Db>(sdk: DatabaseMaker<Db>, app: FirebaseApp | null): Db | null {
  try {
    return getDb(sdk, app);
  } catch {
    return null;
  }
}
