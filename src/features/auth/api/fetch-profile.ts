import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { AUTH_ERRORS, PROFILE_FETCH_ATTEMPTS, PROFILE_FETCH_RETRY_MS } from '../constants';
import type { UserProfile } from '../types';
import { profileConverter } from './profile-converter';

export type ProfileReader = (uid: string) => Promise<UserProfile | null>;

export const readProfile: ProfileReader = async (uid) => {
  const fs = await firestore('read');
  const snapshot = await fs.getDoc(
    fs.doc(fs.db, pathOf(docPaths.user(uid))).withConverter(profileConverter),
  );
  return snapshot.data() ?? null;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads `users/{uid}`: up to three tries, one second apart. A missing document is not a failure
 * (null: the person still has to choose a role); three failed reads throw `Failed to load user profile`.
 */
export async function fetchProfile(
  uid: string,
  read: ProfileReader = readProfile,
): Promise<UserProfile | null> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= PROFILE_FETCH_ATTEMPTS; attempt += 1) {
    try {
      return await read(uid);
    } catch (error) {
      lastError = error;
      if (attempt < PROFILE_FETCH_ATTEMPTS) await wait(PROFILE_FETCH_RETRY_MS);
    }
  }
  console.error(AUTH_ERRORS.profileLoad, lastError);
  throw new Error(AUTH_ERRORS.profileLoad, { cause: lastError });
}
