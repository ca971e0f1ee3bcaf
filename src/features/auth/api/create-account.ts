import { createUserWithEmailAndPassword, deleteUser, updateProfile } from 'firebase/auth';
import * as z from 'zod/mini';
import { SELF_SERVICE_ROLES } from '@contracts/roles';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import type { UserProfile } from '../types';

export const createAccountSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: z.email(),
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH)),
  role: z.enum(SELF_SERVICE_ROLES),
});
export type CreateAccountInput = z.infer<typeof createAccountSchema>;

/**
 * Creates the sign-in and the profile. If the profile cannot be written the new sign-in is removed
 * again, so that a retry with the same email works.
 */
export async function createAccount(input: CreateAccountInput): Promise<UserProfile> {
  const { displayName, email, password, role } = createAccountSchema.parse(input);
  const credential = await createUserWithEmailAndPassword(getFirebaseAuth(), email, password);
  try {
    await updateProfile(credential.user, { displayName });
    const { createProfile } = await import('./create-profile');
    return await createProfile({
      uid: credential.user.uid,
      role,
      displayName,
      email: credential.user.email,
    });
  } catch (error) {
    await deleteUser(credential.user).catch(() => undefined);
    throw error;
  }
}
