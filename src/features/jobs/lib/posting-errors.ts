// Why a write of a posting failed, as a key of `postings.errors` (every one is translated).

type PostingErrorKey = 'forbidden' | 'notFound' | 'offline' | 'notSignedIn' | 'invalid' | 'failed';

/** A Firestore error's `code` or a callable failure's `reason`, as the product names it. */
const BY_CODE: Record<string, PostingErrorKey> = {
  'permission-denied': 'forbidden',
  forbidden: 'forbidden',
  'not-found': 'notFound',
  unavailable: 'offline',
  'deadline-exceeded': 'offline',
  unauthenticated: 'notSignedIn',
  'not-signed-in': 'notSignedIn',
  'invalid-argument': 'invalid',
  'invalid-input': 'invalid',
};

export function postingErrorKey(error: unknown): PostingErrorKey {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { code, reason } = error as { code?: unknown; reason?: unknown };
  for (const value of [reason, code]) {
    if (typeof value !== 'string') continue;
    const key = BY_CODE[value.replace(/^firestore\//, '')];
    if (key) return key;
  }
  return 'failed';
}
