// Maps a Firebase Auth failure to the translated message shown to the person.
import { firebaseErrorCode } from '@/lib/error-code';
type AuthErrorKey =
  | 'auth.errors.wrongPassword'
  | 'auth.errors.accountExists'
  | 'auth.errors.weakPassword'
  | 'auth.errors.invalidEmail'
  | 'auth.errors.tooManyRequests'
  | 'auth.errors.popupClosed'
  | 'auth.errors.network'
  | 'auth.errors.accountDisabled'
  | 'auth.errors.generic';

const BY_CODE: Record<string, AuthErrorKey> = {
  'auth/wrong-password': 'auth.errors.wrongPassword',
  'auth/invalid-credential': 'auth.errors.wrongPassword',
  'auth/invalid-login-credentials': 'auth.errors.wrongPassword',
  'auth/user-not-found': 'auth.errors.wrongPassword',
  'auth/email-already-in-use': 'auth.errors.accountExists',
  'auth/weak-password': 'auth.errors.weakPassword',
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/too-many-requests': 'auth.errors.tooManyRequests',
  'auth/popup-closed-by-user': 'auth.errors.popupClosed',
  'auth/cancelled-popup-request': 'auth.errors.popupClosed',
  'auth/network-request-failed': 'auth.errors.network',
  'auth/user-disabled': 'auth.errors.accountDisabled',
};

export function authErrorKey(error: unknown): AuthErrorKey {
  return BY_CODE[firebaseErrorCode(error)] ?? 'auth.errors.generic';
}
