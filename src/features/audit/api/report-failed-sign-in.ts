import { API_PATHS } from '@contracts/api';
import { postJson } from '@/lib/api-client';

/**
 * A failed sign-in has no signed-in user to write the audit entry, so the server records it (and
 * raises a security alert after repeated failures). Never throws.
 */
export async function reportFailedSignIn(email: string): Promise<void> {
  await postJson(API_PATHS.failedSignIn, { email });
}
