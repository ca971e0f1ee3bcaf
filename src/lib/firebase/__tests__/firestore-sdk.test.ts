// The Firestore SDK is loaded on first use and reached only with the database: nothing runs
// before it is there, and a listener started while it loads starts once, or never when stopped
// first.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedFirestore } from '../firestore-sdk';

const unsubscribe = vi.fn();
const onSnapshot = vi.fn((..._args: unknown[]) => unsubscribe);
const fromMillis = vi.fn((millis: number) => ({ millis }));
const database = { name: 'db' };
const getDb = vi.fn((..._args: unknown[]) => database);
const getDbOrNull = vi.fn((..._args: unknown[]): typeof database | null => database);
vi.mock('firebase/firestore', () => ({
  onSnapshot,
  Timestamp: { fromMillis },
}));
vi.mock('../firestore', () => ({ getDb, getDbOrNull }));

beforeEach(() => {
  vi.resetModules();
  onSnapshot.mockClear();
  unsubscribe.mockClear();
  getDb.mockClear();
  getDbOrNull.mockClear().mockReturnValue(database);
});

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
    getDbOrNull.mockReturnValue(null);
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
