// The Firestore SDK is loaded on first use and reached only with the database: nothing runs
// before it is there, and a listener started while it loads starts once, or never when stopped
// first. One-time reads take the lite build until the full SDK is there; listeners load the full
// SDK in idle time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedFirestore } from '../firestore-sdk';

const unsubscribe = vi.fn();
const onSnapshot = vi.fn((..._args: unknown[]) => unsubscribe);
const fromMillis = vi.fn((millis: number) => ({ millis }));
const getDocs = vi.fn();
const getCount = vi.fn();
/** Each build's module as loaded (the mocks' factories run at every load after resetModules). */
const fullLoaded = vi.fn();
const liteLoaded = vi.fn();
const database = { name: 'db' };
const liteDatabase = { name: 'lite db' };
/** The database of the build asked for: the lite build's module has `getCount`. */
const dbOf = (sdk: unknown) =>
  Object.keys(sdk as object).includes('getCount') ? liteDatabase : database;
const getDb = vi.fn((sdk: unknown, _app: unknown) => dbOf(sdk));
const getDbOrNull = vi.fn((sdk: unknown, _app: unknown): object | null => dbOf(sdk));
vi.mock('../firestore', () => ({ getDb, getDbOrNull }));

beforeEach(() => {
  vi.resetModules();
  // mocked afresh for each test, so that each load of a build runs its factory once
  vi.doMock('firebase/firestore', () => {
    fullLoaded();
    return { onSnapshot, Timestamp: { fromMillis } };
  });
  vi.doMock('firebase/firestore/lite', () => {
    liteLoaded();
    return { getDocs, getCount };
  });
  onSnapshot.mockClear();
  unsubscribe.mockClear();
  fullLoaded.mockClear();
  liteLoaded.mockClear();
  getDb.mockClear();
  getDbOrNull.mockClear().mockImplementation(dbOf);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser whose idle time comes when the test says (`idle()`). */
function stubIdleCallback() {
  const callbacks: (() => void)[] = [];
  const requestIdleCallback = vi.fn((callback: () => void) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  return {
    requestIdleCallback,
    idle: () => {
      for (const callback of callbacks.splice(0)) callback();
    },
  };
}

describe('the lazily loaded Firestore SDK', () => {
  it('gives the database and the SDK’s own functions in one call', async () => {
    const { firestore } = await import('../firestore-sdk');
    const fs = await firestore();
    expect(fs.db).toBe(database);
    const next = () => undefined;
    expect(fs.onSnapshot('ref' as never, next)).toBe(unsubscribe);
    expect(onSnapshot).toHaveBeenCalledWith('ref', next);
    expect(fs.Timestamp.fromMillis(5)).toEqual({ millis: 5 });
  });

  it('loads the SDK and makes the database once however many ask', async () => {
    const { firestore } = await import('../firestore-sdk');
    const [first, second] = await Promise.all([firestore(), firestore()]);
    expect(first).toBe(second);
    expect(await firestore()).toBe(first);
  });

  it('has nothing to give synchronously before the SDK has loaded', async () => {
    const { firestore, loadedFirestoreOrNull } = await import('../firestore-sdk');
    expect(loadedFirestoreOrNull()).toBeNull();
    const fs = await firestore();
    expect(loadedFirestoreOrNull()).toBe(fs);
  });

  it('gives null rather than a database when there is none to talk to', async () => {
    getDbOrNull.mockImplementation(() => null);
    const { firestoreOrNull, loadedFirestoreOrNull } = await import('../firestore-sdk');
    expect(await firestoreOrNull()).toBeNull();
    expect(loadedFirestoreOrNull()).toBeNull();
  });

  it('starts a listener once loaded, and stops it when asked', async () => {
    const { firestore, listenToFirestore } = await import('../firestore-sdk');
    const start = vi.fn((fs: LoadedFirestore) => fs.onSnapshot('ref' as never, () => undefined));
    const fail = vi.fn();
    const stop = listenToFirestore(start, fail);
    expect(start).not.toHaveBeenCalled();
    const fs = await firestore();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start).toHaveBeenCalledWith(fs);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(fail).not.toHaveBeenCalled();
  });

  it('never starts a listener stopped while the SDK loads', async () => {
    const { firestore, listenToFirestore } = await import('../firestore-sdk');
    const start = vi.fn(() => unsubscribe);
    const stop = listenToFirestore(start, vi.fn());
    stop();
    await firestore();
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('reports a listener that cannot start', async () => {
    const { firestore, listenToFirestore } = await import('../firestore-sdk');
    const failure = new Error('no database');
    const fail = vi.fn();
    listenToFirestore(() => {
      throw failure;
    }, fail);
    await firestore();
    await vi.waitFor(() => expect(fail).toHaveBeenCalledWith(failure));
  });
});

describe('one-time reads', () => {
  it('take the lite build and its database, without loading the full SDK', async () => {
    const { firestore, loadedFirestoreOrNull } = await import('../firestore-sdk');
    const fs = await firestore('read');
    expect(fs.db).toBe(liteDatabase);
    expect(fs.getDocs).toBe(getDocs);
    // the lite build counts with getCount
    getCount.mockResolvedValue({ data: () => ({ count: 3 }) });
    await expect(fs.getCountFromServer('query' as never)).resolves.toMatchObject({});
    expect(getCount).toHaveBeenCalledWith('query');
    expect(liteLoaded).toHaveBeenCalledTimes(1);
    expect(fullLoaded).not.toHaveBeenCalled();
    expect(loadedFirestoreOrNull('read')).toBe(fs);
    expect(loadedFirestoreOrNull()).toBeNull();
  });

  it('load the lite build once however many ask', async () => {
    const { firestore } = await import('../firestore-sdk');
    const [first, second] = await Promise.all([firestore('read'), firestore('read')]);
    expect(first).toBe(second);
    expect(await firestore('read')).toBe(first);
    expect(liteLoaded).toHaveBeenCalledTimes(1);
  });

  it('take the full SDK once it is there, and never load the lite build then', async () => {
    const { firestore } = await import('../firestore-sdk');
    const full = await firestore();
    expect(await firestore('read')).toBe(full);
    expect(liteLoaded).not.toHaveBeenCalled();
  });

  it('wait for the full SDK when it is already on its way', async () => {
    const { firestore } = await import('../firestore-sdk');
    const loading = firestore();
    const read = await firestore('read');
    expect(read).toBe(await loading);
    expect(liteLoaded).not.toHaveBeenCalled();
  });

  it('give null rather than a database when there is none to talk to', async () => {
    getDbOrNull.mockImplementation(() => null);
    const { firestoreOrNull } = await import('../firestore-sdk');
    expect(await firestoreOrNull('read')).toBeNull();
    expect(fullLoaded).not.toHaveBeenCalled();
  });

  it('have the lite build downloaded ahead by a preload for reads', async () => {
    const { preloadFirestore, loadedFirestoreOrNull } = await import('../firestore-sdk');
    await preloadFirestore('read');
    expect(loadedFirestoreOrNull('read')?.db).toBe(liteDatabase);
    expect(fullLoaded).not.toHaveBeenCalled();
  });
});

describe('listeners', () => {
  it('load the full SDK only once the browser is idle', async () => {
    const browser = stubIdleCallback();
    const { firestore, listenToFirestore } = await import('../firestore-sdk');
    await firestore('read');
    const start = vi.fn((fs: LoadedFirestore) => fs.onSnapshot('ref' as never, () => undefined));
    listenToFirestore(start, vi.fn());
    await vi.waitFor(() => expect(browser.requestIdleCallback).toHaveBeenCalledTimes(1));
    expect(fullLoaded).not.toHaveBeenCalled();
    browser.idle();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(fullLoaded).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(await firestore());
  });

  it('never load the full SDK for a listener stopped before the browser was idle', async () => {
    const browser = stubIdleCallback();
    const { listenToFirestore } = await import('../firestore-sdk');
    const start = vi.fn(() => unsubscribe);
    const stop = listenToFirestore(start, vi.fn());
    stop();
    browser.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fullLoaded).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('start one per task, so that many waiting for the SDK make no long task together', async () => {
    const { firestore, listenToFirestore } = await import('../firestore-sdk');
    await firestore();
    // the browser's tasks, run one at a time below (yieldToMain asks for one with a timer here)
    const tasks: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    const settle = async () => {
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    };
    try {
      const starts = [vi.fn(() => unsubscribe), vi.fn(() => unsubscribe), vi.fn(() => unsubscribe)];
      for (const start of starts) listenToFirestore(start, vi.fn());
      const started = () => starts.filter((start) => start.mock.calls.length > 0).length;
      await settle();
      expect(started()).toBe(0);
      const perTask: number[] = [];
      while (tasks.length > 0) {
        const before = started();
        tasks.shift()!();
        await settle();
        perTask.push(started() - before);
      }
      expect(perTask).toEqual([1, 1, 1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never start a listener stopped while it waits for its task', async () => {
    const { firestore, listenToFirestore } = await import('../firestore-sdk');
    await firestore();
    const tasks: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    try {
      const start = vi.fn(() => unsubscribe);
      const stop = listenToFirestore(start, vi.fn());
      await vi.waitFor(() => expect(tasks).toHaveLength(1));
      stop();
      tasks.shift()!();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await Promise.resolve();
      expect(start).not.toHaveBeenCalled();
      expect(unsubscribe).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('start without waiting for the page to settle once the full SDK is there', async () => {
    const browser = stubIdleCallback();
    const { firestore, listenToFirestore } = await import('../firestore-sdk');
    await firestore();
    const start = vi.fn(() => unsubscribe);
    listenToFirestore(start, vi.fn());
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(browser.requestIdleCallback).not.toHaveBeenCalled();
  });
});
