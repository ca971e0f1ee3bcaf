import { sendPasswordResetEmail } from 'firebase/auth';
import * as z from 'zod/mini';
import { paths } from '@/config/paths';
import { getFirebaseAuth } from '@/lib/firebase/auth';

export const passwordResetSchema = z.object({ email: z.email() });

/**
 * Mails a password reset link. With a return path (safe: see lib/return-path.ts), the page after
 * the reset leads back to sign-in with `?next=` it, so the person still lands where they were going.
 */
export async function sendPasswordReset(
  input: z.infer<typeof passwordResetSchema>,
  returnPath: string | null = null,
): Promise<void> {
  const { email } = passwordResetSchema.parse(input);
  const continueUrl = returnPath
    ? `${window.location.origin}${paths.login}?${new URLSearchParams({ next: returnPath }).toString()}`
    : null;
  await sendPasswordResetEmail(
    getFirebaseAuth(),
    email,
    continueUrl ? { url: continueUrl } : undefined,
  );
}
