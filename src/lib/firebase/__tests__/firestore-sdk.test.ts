// The Firestore SDK is loaded on first use: nothing runs before it is there, and a listener
// started while it loads starts once, or never when stopped first.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const unsubscribe = vi.fn();
const onSnapshot = vi.fn((..._args: unknown[]) => unsubscribe);
const fromMillis = vi.fn((millis: number) => ({ millis }));
vi.mock('firebase/firestore', () => ({
  onSnapshot,
  Timestamp: { fromMillis },
}));

beforeEach(() => {
  vi.resetModules();
  onSnapshot.mockClear();
  unsubscribe.mockClear();
});

describe('the lazily loaded Firestore SDK', () => {
  it('refuses a call before the SDK has loaded, and forwards every call after', async () => {
    const sdk = await import('../firestore-sdk');
    expect(() => sdk.onSnapshot({} as never, () => undefined)).toThrow(sdk.FIRESTORE_NOT_LOADED);
    expect(() => sdk.Timestamp.fromMillis(5)).toThrow(sdk.FIRESTORE_NOT_LOADED);
    await sdk.loadFirestoreSdk();
    const next = () => undefined;
    expect(sdk.onSnapshot('ref' as never, next)).toBe(unsubscribe);
    expect(onSnapshot).toHaveBeenCalledWith('ref', next);
    expect(sdk.Timestamp.fromMillis(5)).toEqual({ millis: 5 });
  });

  it('loads the SDK once however many ask', async () => {
    const sdk = await import('../firestore-sdk');
    const [first, second] = await Promise.all([sdk.loadFirestoreSdk(), sdk.loadFirestoreSdk()]);
    expect(first).toBe(second);
    expect(sdk.loadFirestoreSdk()).toBe(sdk.loadFirestoreSdk());
  });

  it('starts a listener once loaded, and stops it when asked', async () => {
    const sdk = await import('../firestore-sdk');
    const start = vi.fn(() => sdk.onSnapshot('ref' as never, () => undefined));
    const fail = vi.fn();
    const stop = sdk.listenOnceLoaded(start, fail);
    expect(start).not.toHaveBeenCalled();
    await sdk.loadFirestoreSdk();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(fail).not.toHaveBeenCalled();
  });

  it('never starts a listener stopped while the SDK loads', async () => {
    const sdk = await import('../firestore-sdk');
    const start = vi.fn(() => unsubscribe);
    const stop = sdk.listenOnceLoaded(start, vi.fn());
    stop();
    await sdk.loadFirestoreSdk();
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('reports a listener that cannot start', async () => {
    const sdk = await import('../firestore-sdk');
    const failure = new Error('no database');
    const fail = vi.fn();
    sdk.listenOnceLoaded(() => {
      throw failure;
    }, fail);
    await sdk.loadFirestoreSdk();
    await vi.waitFor(() => expect(fail).toHaveBeenCalledWith(failure));
  });
});
