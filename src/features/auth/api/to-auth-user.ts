// The signed-in person as the app keeps them. `signedInAt` names this sign-in: the moment of it
// as its ID token says (`auth_time`, kept through token refreshes), not the account's last
// sign-in (which another device's sign-in moves, so a tab restoring this session would no longer
// recognise it as the one another tab ended).
import type { User } from 'firebase/auth';
import type { AuthUser } from '../types';

async function signInTime(user: User): Promise<number> {
  try {
    return Date.parse((await user.getIdTokenResult()).authTime);
  } catch {
    // no token to read (offline with an expired one): the account's last sign-in
    return Date.parse(user.metadata.lastSignInTime ?? '');
  }
}

export async function toAuthUser(user: User): Promise<AuthUser> {
  const signedInAt = await signInTime(user);
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    ...(Number.isFinite(signedInAt) ? { signedInAt } : {}),
  };
}
