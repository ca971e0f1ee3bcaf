import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../contracts.js';
import { adminDb } from './admin.js';
import { inEmulator } from '../mail/config.js';

/**
 * Rate limits kept in Firestore (`rateLimits/{hash of scope and key}`), so that one count holds
 * across every instance of a function. A key's window opens at its first request and lasts
 * `windowMs`; each request counts in a transaction, so concurrent requests never let one too many
 * through. A window's document carries `expireAt` (a TTL policy removes it once it is over). Only
 * the server reads or writes the collection (firestore.rules matches nothing there), and only a
 * hash of the key is kept.
 */
export interface RateLimit {
  /** What is limited, e.g. 'failed-sign-in:address'. */
  scope: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  /** Requests left in this window. */
  remaining: number;
  /** Whole seconds until the window ends. */
  resetSeconds: number;
}

export async function takeRateLimit(
  rule: RateLimit,
  key: string,
  now = Date.now(),
): Promise<RateLimitOutcome> {
  const id = createHash('sha256').update(`${rule.scope}\n${key}`).digest('hex').slice(0, 40);
  const db = adminDb();
  const ref = db.collection(COLLECTIONS.rateLimits).doc(id);
  const { count, start } = await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    const openedAt = (current.get('windowStart') as Timestamp | undefined)?.toMillis();
    const counted = (current.get('count') as number | undefined) ?? 0;
    if (openedAt === undefined || now - openedAt >= rule.windowMs || now < openedAt) {
      transaction.set(ref, {
        scope: rule.scope,
        windowStart: Timestamp.fromMillis(now),
        count: 1,
        expireAt: Timestamp.fromMillis(now + 2 * rule.windowMs),
      });
      return { count: 1, start: now };
    }
    // past the limit the count stays put: a flood costs reads, not writes
    if (counted <= rule.limit) transaction.update(ref, { count: counted + 1 });
    return { count: counted + 1, start: openedAt };
  });
  return {
    allowed: count <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)),
  };
}

/**
 * Counts the request against `rule` and says so in the answer's RateLimit-* headers (and
 * Retry-After when refused). True when the request may go ahead.
 */
export async function withinRateLimit(
  res: Response,
  rule: RateLimit,
  key: string,
): Promise<boolean> {
  const outcome = await takeRateLimit(rule, key);
  res.set({
    'RateLimit-Limit': String(outcome.limit),
    'RateLimit-Remaining': String(outcome.remaining),
    'RateLimit-Reset': String(outcome.resetSeconds),
  });
  if (!outcome.allowed) res.set('Retry-After', String(outcome.resetSeconds));
  return outcome.allowed;
}

/** The emulator-only header a test names its client with (see clientAddress). */
export const TEST_CLIENT_HEADER = 'x-test-client';

/** How many proxies in front of the functions append to X-Forwarded-For (README, "API"). */
export const TRUSTED_PROXY_HOPS_VAR = 'TRUSTED_PROXY_HOPS';

function trustedHops(env: NodeJS.ProcessEnv): number {
  const value = Number(env[TRUSTED_PROXY_HOPS_VAR] ?? 1);
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : 1;
}

/**
 * The client's address as the nearest trusted proxy saw it: counted from the right of
 * X-Forwarded-For, where each proxy appends the address it received the request from. Whatever
 * the caller wrote into the header sits to the left and is never used. Used only as a rate-limit
 * key, never stored (only its hash, in the window's id).
 */
export function clientAddress(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const header = headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (inEmulator(env)) {
    // The Hosting emulator forwards the caller's X-Forwarded-For as it came and appends nothing.
    // Here alone (never in a deployment, inEmulator) the hop Hosting would append is played by a
    // test's TEST_CLIENT_HEADER (every test of a run comes from this machine's one address).
    const played = headers[TEST_CLIENT_HEADER];
    hops.push(typeof played === 'string' && played ? `test:${played}` : 'local');
  }
  const trusted = hops.at(-trustedHops(env));
  return trusted ?? socketAddress ?? 'unknown';
}
