import { API_PATHS } from '@contracts/api';
import { postJson } from '@/lib/api-client';

/**
 * A failed sign-in has no signed-in user to write the audit entry, so the attempt goes to the
 * server, which tries it against Firebase Auth itself and records it only when Auth refuses it
 * (raising a security alert after repeated failures). The password is not kept. Never throws.
 */
export async function reportFailedSignIn(email: string, password: string): Promise<void> {
  await postJson(API_PATHS.failedSignIn, { email, password });
}
