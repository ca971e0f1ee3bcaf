import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { userSearchTokens } from '../contracts.js';

const sameTokens = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((token, index) => token === b[index]);

/**
 * Keeps users/{uid}.searchTokens what the admin console's search looks people up by (their name
 * and email, contracts/user-admin.ts). Writes only when they differ, so its own write ends it.
 */
export async function syncSearchTokens(after: DocumentSnapshot | undefined): Promise<boolean> {
  if (!after?.exists) return false;
  const displayName: unknown = after.get('displayName');
  const email: unknown = after.get('email');
  const tokens = userSearchTokens({
    displayName: typeof displayName === 'string' ? displayName : null,
    email: typeof email === 'string' ? email : null,
  });
  if (sameTokens(after.get('searchTokens'), tokens)) return false;
  await after.ref.update({ searchTokens: tokens });
  return true;
}
