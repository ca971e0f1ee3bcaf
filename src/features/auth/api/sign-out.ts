import { signOut as firebaseSignOut } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase/auth';

export async function signOutOfFirebase(): Promise<void> {
  await firebaseSignOut(getFirebaseAuth());
}
