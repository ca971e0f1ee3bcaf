import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * Firestore of the default app, created on first use. Looked up by name: firebase-functions keeps
 * an app of its own for event snapshots, so "some app exists" does not mean the default one does.
 */
export function adminDb(): Firestore {
  const app = getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp();
  return getFirestore(app);
}
