/**
 * A Firebase error's `code` (`permission-denied`, `unavailable`, `auth/wrong-password`, …), or ''
 * for anything else: the one way the app reads it.
 */
export function firebaseErrorCode(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : '';
}
