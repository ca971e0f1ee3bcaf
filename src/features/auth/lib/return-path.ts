// Where a person was going before they had to sign in: a path of this site only. It travels in
// the route state between the sign-in pages and as `?next=` in a password reset mail's link; both
// are checked here, so no link can send a person to another site after signing in.

/** Longest return path kept. */
const RETURN_PATH_MAX = 2_000;
const BASE = 'https://return-path.invalid';

/**
 * `value` as a path of this site (path, query and fragment), or null: anything that is not a
 * text starting with one '/', or that a browser would read as another host (`//evil.example`,
 * `/\evil.example`), or that holds control characters.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The route state that carries a return path to the next sign-in page (none without one). */
export const returnState = (path: string | null) => (path ? { from: path } : undefined);
