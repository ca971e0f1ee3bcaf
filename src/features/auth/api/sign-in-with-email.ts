import { signInWithEmailAndPassword } from 'firebase/auth';
import * as z from 'zod/mini';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { AuthUser } from '../types';
import { toAuthUser } from './to-auth-user';

export const signInSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(1)),
});
export type SignInInput = z.infer<typeof signInSchema>;

export async function signInWithEmail(input: SignInInput): Promise<AuthUser> {
  const { email, password } = signInSchema.parse(input);
  const credential = await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
  return toAuthUser(credential.user);
}
