import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../contracts.js';
import { adminDb } from './admin.js';
import { inEmulator } from './emulator.js';

/**
 * Rate limits kept in Firestore (`rateLimits/{hash of scope and key}`), so that one count holds
 * across every instance of a function. A key's window opens at its first request and lasts
 * `windowMs`; its first request creates the window's document, and each later one counts in a
 * transaction, so concurrent requests never let one too many through (one instance's requests
 * from one key take turns, so that only other instances' contend for the lock). A window's document
 * carries `expireAt` (a TTL policy removes it once it is over). Only the server reads or writes
 * the collection (firestore.rules matches nothing there), and only a hash of the key is kept.
 */
export interface RateLimit {
  /** What is limited, e.g. 'failed-sign-in:address'. */
  scope: string;
  limit: number;
  windowMs: number;
  /**
   * `exact` (the default) counts each request in a transaction: concurrent requests never let one
   * too many through, at the price of waiting on each other. `increment` reads the count and adds
   * to it without a transaction: many requests at once from one key (the beacons of everyone
   * behind one office address) never wait on a lock, and at most the requests in flight at that
   * moment get past the limit. Right for cheap endpoints under a generous limit (analytics).
   */
  counting?: 'exact' | 'increment';
}

interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  /** Requests left in this window. */
  remaining: number;
  /** Whole seconds until the window ends. */
  resetSeconds: number;
}

/** The gRPC code of a `create` on a document that exists. */
const ALREADY_EXISTS = 6;

/** False for a `create` that found the document there (another request created it); else throws. */
function unlessAlreadyExists(error: unknown): false {
  if ((error as { code?: number } | null)?.code !== ALREADY_EXISTS) throw error;
  return false;
}

/**
 * Tries of a count's transaction before it fails: a burst from one key makes its requests'
 * transactions wait on each other's locks, and each lost wait is one try (the SDK's default is 5).
 */
const EXACT_ATTEMPTS = 10;

/** The exact counts under way in this instance, by window document: their last one's end. */
const counting = new Map<string, Promise<void>>();

/**
 * Runs `count` once the instance's earlier exact counts of the same document have ended: one
 * instance's requests from one key take turns rather than contend for the document's lock (an
 * instance serves many requests at once; in the Firestore emulator, transactions that wait on
 * each other's locks time out). Requests on other instances still count concurrently, in their
 * transactions.
 */
function inTurn<T>(id: string, count: () => Promise<T>): Promise<T> {
  const mine = (counting.get(id) ?? Promise.resolve()).then(count);
  const ended = mine.then(
    () => undefined,
    () => undefined,
  );
  counting.set(id, ended);
  void ended.then(() => {
    if (counting.get(id) === ended) counting.delete(id);
  });
  return mine;
}

/** Counts one request of `key` against `rule` at `now`, and says whether it may go ahead. */
export async function takeRateLimit(
  rule: RateLimit,
  key: string,
  now = Date.now(),
): Promise<RateLimitOutcome> {
  const id = createHash('sha256').update(`${rule.scope}\n${key}`).digest('hex').slice(0, 40);
  const db = adminDb();
  const ref = db.collection(COLLECTIONS.rateLimits).doc(id);
  const opened = {
    scope: rule.scope,
    windowStart: Timestamp.fromMillis(now),
    count: 1,
    expireAt: Timestamp.fromMillis(now + 2 * rule.windowMs),
  };
  /**
   * The window a stored count belongs to, or null when it is over. A window opened after `now`
   * is current too: a request that read the clock before another one opened the window counts in
   * it (replacing it would start the count again, and let a burst through).
   */
  const windowOf = (stored: FirebaseFirestore.DocumentSnapshot) => {
    const openedAt = (stored.get('windowStart') as Timestamp | undefined)?.toMillis();
    if (openedAt === undefined || now - openedAt >= rule.windowMs) return null;
    return { openedAt, counted: (stored.get('count') as number | undefined) ?? 0 };
  };
  const { count, start } =
    rule.counting === 'increment'
      ? await (async () => {
          const stored = await ref.get();
          const window = windowOf(stored);
          if (!window) {
            // a key's first request creates its window; of several at once, one creates it and
            // the others count in it (a window that is over is replaced)
            const created = await (stored.exists ? ref.set(opened) : ref.create(opened)).then(
              () => true,
              unlessAlreadyExists,
            );
            if (created) return { count: 1, start: now };
            await ref.update({ count: FieldValue.increment(1) });
            const raced = windowOf(await ref.get());
            return { count: raced?.counted ?? 1, start: raced?.openedAt ?? now };
          }
          // past the limit the count stays put: a flood costs reads, not writes
          if (window.counted < rule.limit) await ref.update({ count: FieldValue.increment(1) });
          return { count: window.counted + 1, start: window.openedAt };
        })()
      : await inTurn(id, async () => {
          // counted in a transaction, once the window's document exists: a key's first request
          // creates it without one (create is atomic: of several at once, exactly one creates it
          // and the others count in it). Transactions that all find it missing and all create it
          // wait on each other's locks until they time out in the Firestore emulator.
          const countIn = (
            transaction: FirebaseFirestore.Transaction,
            stored: FirebaseFirestore.DocumentSnapshot,
          ) => {
            const window = windowOf(stored);
            if (!window) {
              transaction.set(ref, opened);
              return { count: 1, start: now };
            }
            if (window.counted <= rule.limit) {
              transaction.update(ref, { count: window.counted + 1 });
            }
            return { count: window.counted + 1, start: window.openedAt };
          };
          const counted = await db.runTransaction(
            async (transaction) => {
              const stored = await transaction.get(ref);
              return stored.exists ? countIn(transaction, stored) : null;
            },
            { maxAttempts: EXACT_ATTEMPTS },
          );
          if (counted) return counted;
          if (await ref.create(opened).then(() => true, unlessAlreadyExists)) {
            return { count: 1, start: now };
          }
          return db.runTransaction(
            async (transaction) => countIn(transaction, await transaction.get(ref)),
            { maxAttempts: EXACT_ATTEMPTS },
          );
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
  const outcome = await takeRateLimit(rule, key, limiterNow(res.req?.headers ?? {}));
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

/**
 * The emulator-only header a test sets the limiter's clock with (milliseconds since the epoch):
 * a test that sends a whole limit's requests fixes the time of each, so a window never ends
 * halfway through however slow the machine (see limiterNow).
 */
export const TEST_NOW_HEADER = 'x-test-now';

/**
 * The time a request counts at: now, or in the emulator alone (never in a deployment, inEmulator)
 * the time a test's TEST_NOW_HEADER gives.
 */
export function limiterNow(
  headers: Record<string, string | string[] | undefined>,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (inEmulator(env)) {
    const played = headers[TEST_NOW_HEADER];
    const at = typeof played === 'string' ? Number(played) : Number.NaN;
    if (Number.isSafeInteger(at) && at > 0) return at;
  }
  return Date.now();
}

/** How many proxies in front of the functions append to X-Forwarded-For (README, "API"). */
const TRUSTED_PROXY_HOPS_VAR = 'TRUSTED_PROXY_HOPS';

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
