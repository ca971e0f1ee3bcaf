const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 20;

/**
 * A random document id for one draft's submission. Sending the same draft again reuses it, so a
 * submission that reached the server before failing on screen is never stored twice.
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
