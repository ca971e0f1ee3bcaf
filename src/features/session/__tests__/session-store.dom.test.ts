import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ABSOLUTE_LIFETIME_MS,
  ACTIVITY_THROTTLE_MS,
  CHECK_INTERVAL_MS,
  SESSION_STORAGE_KEY,
  SESSION_TIMEOUT_MS,
  SHARED_ACTIVITY_KEY,
  WARNING_TIME_MS,
} from '../constants';
import { useSessionStore } from '../stores/session-store';
import type { SessionRecord } from '../types';

const T0 = new Date('2026-11-22T09:00:00Z').getTime();
const user = { uid: 'u1', role: 'jobSeeker', signedInAt: T0 };

function stored(): SessionRecord | null {
  const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as SessionRecord) : null;
}

function callbacks() {
  return { onWarning: vi.fn(), onTimeout: vi.fn(), onExtend: vi.fn(), onEndedElsewhere: vi.fn() };
}

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    useSessionStore.getState().end();
    vi.useRealTimers();
  });

  it('starts at sign-in with a 30-minute expiry, stored in session storage', () => {
    useSessionStore.getState().start(user, callbacks());
    expect(stored()).toEqual({
      userId: 'u1',
      userRole: 'jobSeeker',
      startTime: T0,
      lastActivity: T0,
      expiresAt: T0 + 1_800_000,
    });
  });

  it('activity moves the expiry to 30 minutes from now', () => {
    useSessionStore.getState().start(user, callbacks());
    vi.advanceTimersByTime(10 * 60_000);
    useSessionStore.getState().recordActivity();
    expect(stored()?.expiresAt).toBe(T0 + 10 * 60_000 + SESSION_TIMEOUT_MS);
    expect(JSON.parse(localStorage.getItem(SHARED_ACTIVITY_KEY) ?? '{}')).toEqual({
      userId: 'u1',
      lastActivity: T0 + 10 * 60_000,
    });
  });

  it('records activity at most once a second (no write per mouse move)', () => {
    expect(ACTIVITY_THROTTLE_MS).toBe(1_000);
    useSessionStore.getState().start(user, callbacks());
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    vi.advanceTimersByTime(2_000);
    for (let i = 0; i < 50; i += 1) useSessionStore.getState().recordActivity();
    const writes = setItem.mock.calls.filter(([key]) => key === SESSION_STORAGE_KEY).length;
    expect(writes).toBe(1);
    vi.advanceTimersByTime(999);
    useSessionStore.getState().recordActivity();
    expect(setItem.mock.calls.filter(([key]) => key === SESSION_STORAGE_KEY).length).toBe(1);
    vi.advanceTimersByTime(1);
    useSessionStore.getState().recordActivity();
    expect(setItem.mock.calls.filter(([key]) => key === SESSION_STORAGE_KEY).length).toBe(2);
  });

  it('warns exactly when 5 minutes remain, not a millisecond before', () => {
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - WARNING_TIME_MS - 1);
    expect(useSessionStore.getState().warning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useSessionStore.getState().warning).toBe(true);
    expect(cb.onWarning).toHaveBeenCalledTimes(1);
    expect(cb.onWarning).toHaveBeenCalledWith(WARNING_TIME_MS);
  });

  it('expires at the exact expiry time: signs out with cause idle', () => {
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cb.onTimeout).toHaveBeenCalledWith('idle', true);
    expect(useSessionStore.getState().session).toBeNull();
    expect(stored()).toBeNull();
  });

  it('checks the wall clock every 60 seconds: a laptop waking past the expiry signs out at once', () => {
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    // asleep: the clock jumps 45 minutes while no timer runs
    vi.setSystemTime(T0 + 45 * 60_000);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS - 1);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cb.onTimeout).toHaveBeenCalledWith('idle', true);
  });

  it('checks at once when asked (the tab becoming visible)', () => {
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    vi.setSystemTime(T0 + 31 * 60_000);
    useSessionStore.getState().check();
    expect(cb.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('"Stay signed in" gives a fresh 30 minutes, closes the warning and is reported', () => {
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    vi.advanceTimersByTime(26 * 60_000);
    expect(useSessionStore.getState().warning).toBe(true);
    useSessionStore.getState().extend();
    expect(useSessionStore.getState().warning).toBe(false);
    expect(cb.onExtend).toHaveBeenCalledTimes(1);
    expect(stored()?.expiresAt).toBe(T0 + 26 * 60_000 + SESSION_TIMEOUT_MS);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1);
    expect(cb.onTimeout).not.toHaveBeenCalled();
  });

  it('ignores passive activity while the warning is open: the person must choose', () => {
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    vi.advanceTimersByTime(26 * 60_000);
    useSessionStore.getState().recordActivity();
    expect(useSessionStore.getState().warning).toBe(true);
    expect(stored()?.expiresAt).toBe(T0 + SESSION_TIMEOUT_MS);
  });

  it('restores a stored session that is still valid', () => {
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        userId: 'u1',
        userRole: 'jobSeeker',
        startTime: T0 - 60_000,
        lastActivity: T0 - 60_000,
        expiresAt: T0 + 60_000,
      }),
    );
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    expect(stored()?.startTime).toBe(T0 - 60_000);
    vi.advanceTimersByTime(60_000);
    expect(cb.onTimeout).toHaveBeenCalledWith('idle', true);
  });

  it('does not restore an expired session, nor another person’s', () => {
    for (const record of [
      {
        userId: 'u1',
        userRole: 'jobSeeker',
        startTime: T0 - 3_600_000,
        lastActivity: T0 - 3_600_000,
        expiresAt: T0 - 1,
      },
      {
        userId: 'someone',
        userRole: 'admin',
        startTime: T0,
        lastActivity: T0,
        expiresAt: T0 + 60_000,
      },
    ]) {
      sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
      useSessionStore.getState().start(user, callbacks());
      expect(stored()).toMatchObject({
        userId: 'u1',
        lastActivity: T0,
        expiresAt: T0 + SESSION_TIMEOUT_MS,
      });
      useSessionStore.getState().end();
    }
  });

  it('counts idle time while the browser was closed, but not from before this sign-in', () => {
    localStorage.setItem(
      SHARED_ACTIVITY_KEY,
      JSON.stringify({ userId: 'u1', lastActivity: T0 - 40 * 60_000 }),
    );
    const cb = callbacks();
    // signed in long ago, idle 40 minutes: over at once
    useSessionStore.getState().start({ ...user, signedInAt: T0 - 60 * 60_000 }, cb);
    expect(cb.onTimeout).toHaveBeenCalledWith('idle', true);
    // a fresh sign-in after that activity starts a fresh session
    const fresh = callbacks();
    useSessionStore.getState().start({ ...user, signedInAt: T0 }, fresh);
    expect(fresh.onTimeout).not.toHaveBeenCalled();
    expect(stored()?.expiresAt).toBe(T0 + SESSION_TIMEOUT_MS);
  });

  it('ends 12 hours after sign-in whatever the activity', () => {
    expect(ABSOLUTE_LIFETIME_MS).toBe(12 * 3_600_000);
    const cb = callbacks();
    useSessionStore.getState().start(user, cb);
    for (let elapsed = 0; elapsed < ABSOLUTE_LIFETIME_MS - 10 * 60_000; elapsed += 10 * 60_000) {
      vi.advanceTimersByTime(10 * 60_000);
      useSessionStore.getState().recordActivity();
    }
    expect(cb.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60_000);
    expect(cb.onTimeout).toHaveBeenCalledWith('lifetime', true);
  });

  it('audits a timeout once when two tabs expire together', () => {
    const first = callbacks();
    useSessionStore.getState().start(user, first);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    expect(first.onTimeout).toHaveBeenCalledWith('idle', true);
    // the same deadline seen by a second tab
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        userId: 'u1',
        userRole: 'jobSeeker',
        startTime: T0,
        lastActivity: T0,
        expiresAt: T0 + SESSION_TIMEOUT_MS,
      }),
    );
    vi.setSystemTime(T0 + SESSION_TIMEOUT_MS - 1);
    const second = callbacks();
    useSessionStore.getState().start(user, second);
    vi.advanceTimersByTime(1);
    expect(second.onTimeout).toHaveBeenCalledWith('idle', false);
  });
});

describe('session across tabs', () => {
  afterEach(() => useSessionStore.getState().end());

  it('activity and sign-out from another tab reach this one', async () => {
    const cb = callbacks();
    useSessionStore.getState().start({ uid: 'u2', role: 'employer' }, cb);
    const before = useSessionStore.getState().session?.expiresAt ?? 0;
    const otherTab = new BroadcastChannel('session');
    const at = Date.now() + 5_000;
    otherTab.postMessage({ type: 'activity', userId: 'u2', at });
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session?.expiresAt).toBeGreaterThan(before),
    );
    otherTab.postMessage({ type: 'logout', userId: 'u2', reason: 'user_logout' });
    await vi.waitFor(() => expect(cb.onEndedElsewhere).toHaveBeenCalledWith('user_logout'));
    expect(useSessionStore.getState().session).toBeNull();
    otherTab.close();
  });

  it('tells the other tabs when it signs out', async () => {
    useSessionStore.getState().start({ uid: 'u3', role: 'admin' }, callbacks());
    const otherTab = new BroadcastChannel('session');
    const received = vi.fn();
    otherTab.onmessage = (event: MessageEvent<unknown>) => {
      received(event.data);
    };
    useSessionStore.getState().end({ broadcast: 'user_logout' });
    await vi.waitFor(() =>
      expect(received).toHaveBeenCalledWith({
        type: 'logout',
        userId: 'u3',
        reason: 'user_logout',
      }),
    );
    otherTab.close();
  });
});
