import { sendPasswordResetEmail } from 'firebase/auth';
import * as z from 'zod/mini';
import { getFirebaseAuth } from '@/lib/firebase/auth';

export const passwordResetSchema = z.object({ email: z.email() });

export async function sendPasswordReset(input: z.infer<typeof passwordResetSchema>): Promise<void> {
  const { email } = passwordResetSchema.parse(input);
  await sendPasswordResetEmail(getFirebaseAuth(), email);
}
