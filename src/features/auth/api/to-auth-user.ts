import type { User } from 'firebase/auth';
import type { AuthUser } from '../types';

export function toAuthUser(user: User): AuthUser {
  const signedInAt = Date.parse(user.metadata.lastSignInTime ?? '');
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    ...(Number.isFinite(signedInAt) ? { signedInAt } : {}),
  };
}
