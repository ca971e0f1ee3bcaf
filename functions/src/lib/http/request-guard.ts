// What the API checks of a request before its route runs: whether it comes from another site,
// its declared length, its media type and its raw body.
import type { Request } from 'express';

type Headers = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a browser sent this request from another site (a cross-site form post, a beacon, a
 * fetch from someone else's page): refused. Browsers say where a request comes from in
 * Sec-Fetch-Site; an older one without it still sends Origin on a POST, which must then be this
 * site's own host. A request with neither is not a browser's (a script has no one's cookies or
 * session to ride on) and is judged like any other.
 */
export function crossSiteRequest(headers: Headers): boolean {
  const site = one(headers['sec-fetch-site']);
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = one(headers.origin);
  if (!origin) return false;
  const host = one(headers['x-forwarded-host']) ?? one(headers.host);
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The media type of a request's body, lower-cased, without its parameters. */
export function mediaType(headers: Headers): string {
  return (one(headers['content-type']) ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The length a request declares, or null when it declares none (chunked). */
export function declaredLength(headers: Headers): number | null {
  const raw = one(headers['content-length']);
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : Number.POSITIVE_INFINITY;
}

type RawRequest = Request & { rawBody?: Buffer };

/** The body exactly as sent (the platform keeps it as rawBody), whatever its type. */
export function rawBodyOf(req: Request): Buffer {
  const raw = (req as RawRequest).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  if (typeof req.body === 'string') return Buffer.from(req.body);
  if (Buffer.isBuffer(req.body)) return req.body;
  // parsed by the platform without rawBody: measured as it would be sent again
  if (req.body !== undefined && req.body !== null && typeof req.body === 'object') {
    return Buffer.from(JSON.stringify(req.body));
  }
  return Buffer.alloc(0);
}
