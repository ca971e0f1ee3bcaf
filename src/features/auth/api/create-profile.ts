import type { WithFieldValue } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import {
  createProfileSchema,
  type CreateProfileInput,
  type UserProfileDocument,
} from '@contracts/user';
import type { UserProfile } from '../types';

export { createProfileSchema, type CreateProfileInput };

/** Creates `users/{uid}` with a self-service role (rules refuse any other). */
export async function createProfile(input: CreateProfileInput): Promise<UserProfile> {
  const fs = await firestore();
  const profile = createProfileSchema.parse(input);
  const stored: WithFieldValue<UserProfileDocument> = {
    uid: profile.uid,
    role: profile.role,
    displayName: profile.displayName,
    email: profile.email,
    createdAt: fs.serverTimestamp(),
  };
  await fs.setDoc(fs.doc(fs.db, pathOf(docPaths.user(profile.uid))), stored);
  return {
    uid: profile.uid,
    role: profile.role,
    displayName: profile.displayName,
    ...(profile.email ? { email: profile.email } : {}),
  };
}
