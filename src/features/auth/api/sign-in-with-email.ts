import { signInWithEmailAndPassword } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { AuthUser } from '../types';
import { signInSchema, type SignInInput } from './sign-in-schema';
import { toAuthUser } from './to-auth-user';

export async function signInWithEmail(input: SignInInput): Promise<AuthUser> {
  const { email, password } = signInSchema.parse(input);
  const credential = await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
  return toAuthUser(credential.user);
}
