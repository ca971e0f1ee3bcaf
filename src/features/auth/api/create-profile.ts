import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import * as z from 'zod/mini';
import { SELF_SERVICE_ROLES } from '@/config/roles';
import { getDb } from '@/lib/firebase/firestore';
import { DISPLAY_NAME_MAX_LENGTH } from '../constants';
import type { UserProfile } from '../types';

export const createProfileSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  role: z.enum(SELF_SERVICE_ROLES),
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: z.nullable(z.email()),
});
export type CreateProfileInput = z.infer<typeof createProfileSchema>;

/** Creates `users/{uid}` with a self-service role (rules refuse any other). */
export async function createProfile(input: CreateProfileInput): Promise<UserProfile> {
  const profile = createProfileSchema.parse(input);
  await setDoc(doc(getDb(), 'users', profile.uid), {
    uid: profile.uid,
    role: profile.role,
    displayName: profile.displayName,
    email: profile.email,
    createdAt: serverTimestamp(),
  });
  return {
    uid: profile.uid,
    role: profile.role,
    displayName: profile.displayName,
    ...(profile.email ? { email: profile.email } : {}),
  };
}
