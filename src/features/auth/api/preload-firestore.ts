import { loadFirestoreSdk } from '@/lib/firebase/firestore-sdk';

/** Starts downloading the Firestore SDK (a signed-in person's screens all read it). */
export async function preloadFirestore(): Promise<void> {
  await loadFirestoreSdk();
}
