// The rate limiter's counts (lib/rate-limit.ts), run in this process against the Firestore
// emulator: a whole office's beacons at once from one address, counted without a transaction,
// are every one allowed and every one counted; counted exactly, in a transaction, a burst on
// several instances (copies of the module) lets the limit through and not one more, and one
// instance's requests from one key take turns. (Through Hosting, analytics.test.ts sends one
// page's beacons at once; the Functions emulator starts a process per request in flight, so a
// burst of dozens is counted here, where the counting is decided.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { Firestore } from 'firebase-admin/firestore';
import { emulatorEnv } from '../../scripts/lib/emulator-config.ts';
import { takeRateLimit, type RateLimit } from '../src/lib/rate-limit.ts';

const run = Date.now();

beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
});
afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

/** takeRateLimit of `count` instances: each a fresh copy of the module, with its own turns. */
async function instances(count: number): Promise<(typeof takeRateLimit)[]> {
  const copies: (typeof takeRateLimit)[] = [];
  for (let index = 0; index < count; index += 1) {
    vi.resetModules();
    copies.push((await import('../src/lib/rate-limit.ts')).takeRateLimit);
  }
  return copies;
}

/** Counts the count transactions running at once while `work` runs; answers the most seen. */
async function mostTransactionsAtOnce(work: () => Promise<unknown>): Promise<number> {
  const original = Reflect.get(Firestore.prototype, 'runTransaction');
  let running = 0;
  let most = 0;
  const spy = vi.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(function (
    this: Firestore,
    ...args: Parameters<Firestore['runTransaction']>
  ) {
    running += 1;
    most = Math.max(most, running);
    return Reflect.apply(original, this, args).finally(() => {
      running -= 1;
    });
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return most;
}

describe('takeRateLimit', () => {
  it('allows and counts every request of a burst from one key at once, counting by increment', async () => {
    const rule: RateLimit = {
      scope: `test-burst-${run}`,
      limit: 300,
      windowMs: 60_000,
      counting: 'increment',
    };
    const burst = 40;
    const at = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: burst }, () => takeRateLimit(rule, 'office', at)),
    );
    expect(outcomes.filter((outcome) => !outcome.allowed)).toEqual([]);
    // the next one finds all forty counted, in the window the first opened
    expect(await takeRateLimit(rule, 'office', at + 1_000)).toEqual({
      allowed: true,
      limit: 300,
      remaining: 300 - burst - 1,
      resetSeconds: 59,
    });
  });

  it('refuses past the limit for the rest of the window, and opens a new one after it', async () => {
    const rule: RateLimit = {
      scope: `test-limit-${run}`,
      limit: 3,
      windowMs: 60_000,
      counting: 'increment',
    };
    const at = Date.now();
    const allowed: boolean[] = [];
    for (let i = 0; i < 5; i += 1) allowed.push((await takeRateLimit(rule, 'k', at)).allowed);
    expect(allowed).toEqual([true, true, true, false, false]);
    expect(await takeRateLimit(rule, 'k', at + 59_500)).toMatchObject({
      allowed: false,
      remaining: 0,
      resetSeconds: 1,
    });
    expect(await takeRateLimit(rule, 'k', at + 60_000)).toMatchObject({
      allowed: true,
      remaining: 2,
      resetSeconds: 60,
    });
  });

  it('counts exactly, in a transaction: of a burst from one new key at once on four instances, the limit go through and every one is answered', async () => {
    const rule: RateLimit = { scope: `test-exact-burst-${run}`, limit: 10, windowMs: 60_000 };
    const burst = 16;
    const onInstance = await instances(4);
    // each reads the clock as it starts, as a request does: some before the window opens
    const outcomes = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        onInstance[index % onInstance.length]!(rule, 'one-email', Date.now()),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(rule.limit);
    expect(await takeRateLimit(rule, 'one-email', Date.now())).toMatchObject({
      allowed: false,
      remaining: 0,
    });
  }, 90_000);

  it('counts one instance’s requests from one key in turn, and other keys’ beside them', async () => {
    const rule: RateLimit = { scope: `test-turns-${run}`, limit: 10, windowMs: 60_000 };
    const oneKey = await mostTransactionsAtOnce(() =>
      Promise.all(Array.from({ length: 8 }, () => takeRateLimit(rule, 'one-key', Date.now()))),
    );
    expect(oneKey).toBe(1);
    const keys = await mostTransactionsAtOnce(() =>
      Promise.all(Array.from({ length: 8 }, (_, i) => takeRateLimit(rule, `key-${i}`, Date.now()))),
    );
    expect(keys).toBeGreaterThan(1);
    // the turns went on after each count: the key's window holds all eight
    expect(await takeRateLimit(rule, 'one-key', Date.now())).toMatchObject({
      allowed: true,
      remaining: 1,
    });
  });

  it('counts a request whose clock read before its window opened in that window', async () => {
    const rule: RateLimit = { scope: `test-exact-early-${run}`, limit: 2, windowMs: 60_000 };
    const at = Date.now();
    // another request opened the window a moment after this one read the clock
    expect(await takeRateLimit(rule, 'k', at + 50)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await takeRateLimit(rule, 'k', at)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await takeRateLimit(rule, 'k', at + 100)).toMatchObject({
      allowed: false,
      remaining: 0,
    });
  });
});
