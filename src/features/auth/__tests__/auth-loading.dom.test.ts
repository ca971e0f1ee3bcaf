// When Firebase Auth starts: at once, except on a page that shows the same to everyone (the app
// passes whether it was prerendered without a person) with nobody signed in here last, where it
// waits until the person uses the page or the page has settled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { SETTLE_MS } from '@/lib/yield-to-main';
import { SESSION_HINT_KEY } from '../lib/session-hint';

const subscribed = vi.fn();
/** When the page's load event ended, on its clock (performance.now). */
const LOADED_AT = 1_000;

/** A fresh auth store with a Firebase configuration and an Auth that counts its listeners. */
async function loadStore() {
  vi.resetModules();
  vi.doMock('@/config/env', async (importOriginal) => {
    const { env } = await importOriginal<typeof EnvModule>();
    return { env: { ...env, mode: 'firebase' } };
  });
  vi.doMock('../api/subscribe-to-auth', () => ({
    appCheckReady: () => Promise.resolve(),
    subscribeToAuth: () => {
      subscribed();
      return () => undefined;
    },
  }));
  return import('../stores/auth-store');
}

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // the page loaded just now: it settles SETTLE_MS later. The page's clock stands still, so the
  // real time the store takes to load (long on a busy machine) does not shorten the wait
  vi.spyOn(performance, 'now').mockReturnValue(LOADED_AT);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { loadEventEnd: LOADED_AT } as PerformanceNavigationTiming,
  ]);
  subscribed.mockReset();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.doUnmock('@/config/env');
  vi.doUnmock('../api/subscribe-to-auth');
  localStorage.clear();
});

describe('on a page the same for everyone, with nobody signed in here last', () => {
  it.each(['keydown', 'pointerdown'])('starts Auth at the first %s', async (type) => {
    const { initAuth } = await loadStore();
    stop = initAuth({ sameForEveryone: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(subscribed).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    await vi.advanceTimersByTimeAsync(10);
    expect(subscribed).toHaveBeenCalledTimes(1);
  });

  it('starts Auth once the page has settled, unused', async () => {
    const { initAuth } = await loadStore();
    stop = initAuth({ sameForEveryone: true });
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 100);
    expect(subscribed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(subscribed).toHaveBeenCalledTimes(1);
  });
});

describe('starts Auth at once', () => {
  it('on a page the same for everyone when someone was signed in here last', async () => {
    localStorage.setItem(
      SESSION_HINT_KEY,
      JSON.stringify({ uid: 'u1', role: 'employer', displayName: 'Sam Carter' }),
    );
    const { initAuth } = await loadStore();
    stop = initAuth({ sameForEveryone: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(subscribed).toHaveBeenCalledTimes(1);
  });

  it('on any other page', async () => {
    const { initAuth } = await loadStore();
    stop = initAuth();
    await vi.advanceTimersByTimeAsync(10);
    expect(subscribed).toHaveBeenCalledTimes(1);
  });
});
