// Where a mail to an account goes: its address in Firebase Auth (the application and interview
// mails ask here, or a test's stand-in of the same type).
import { adminAuth } from '../admin.js';

/** The address of an account (null: no such account, or one without an address). */
export type AccountEmail = (uid: string) => Promise<string | null>;

/** The account's address in Firebase Auth. */
export const authEmail: AccountEmail = async (uid) => {
  try {
    return (await adminAuth().getUser(uid)).email ?? null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
};
