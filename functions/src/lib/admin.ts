import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * The default app, created on first use. Looked up by name: firebase-functions keeps an app of
 * its own for event snapshots, so "some app exists" does not mean the default one does.
 */
export function adminApp(): App {
  return getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp();
}

/** Firestore of the default app. */
export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

/** Firebase Auth of the default app. */
export function adminAuth(): Auth {
  return getAuth(adminApp());
}
