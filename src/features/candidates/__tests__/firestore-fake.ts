// A fake of the parts of `firebase/firestore` the candidates feature uses: references keep their
// path and converter, queries their constraints; reads answer what a test stored; listeners can be
// fed new snapshots; writes are recorded.
import { vi, type Mock } from 'vitest';
import {
  convertedDoc,
  convertedSnapshot,
  fakeQuery,
  fakeRef,
  fakeTimestamp,
  storedDoc,
  type RawDoc,
} from '@/testing/firestore-fakes';

type Ref = NonNullable<Parameters<typeof convertedDoc>[0]> & {
  path: string;
  kind?: 'doc' | 'collection';
  constraints?: unknown[];
};
interface FakeBatch {
  update: Mock<(ref: Ref, data: Record<string, unknown>) => void>;
  set: Mock<(ref: Ref, data: Record<string, unknown>) => void>;
  commit: Mock<() => Promise<void>>;
}
type Listener = { ref: Ref; next: (snapshot: unknown) => void; fail: (error: unknown) => void };

/** What `serverTimestamp()` returns in the fake: a marker a test can look for. */
export const SERVER_TIME = { serverTimestamp: true } as const;

/** A stored time as the SDK reads it. */
export const at = fakeTimestamp;

/** A stored document as the fake answers it. */
export const raw = storedDoc;

let autoId = 0;

/** A written document as the server stores it: its server times set to now. */
function stored(data: unknown): Record<string, unknown> {
  const now = at(new Date().toISOString());
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => [
      key,
      value === SERVER_TIME ? now : value,
    ]),
  );
}

/** The default write: stored, and every listener hears of it. */
function storeAndEmit(ref: Ref, data: unknown): Promise<void> {
  fake.docs.set(ref.path, stored(data));
  fake.emit();
  return Promise.resolve();
}

export const fake = {
  /** Documents by path (a collection query answers the documents whose path starts with it). */
  docs: new Map<string, Record<string, unknown>>(),
  listeners: [] as Listener[],
  setDoc: vi.fn(storeAndEmit),
  addDoc: vi.fn((ref: Ref, _data: unknown) => Promise.resolve({ path: `${ref.path}/added` })),
  batches: [] as FakeBatch[],
  /** Makes the next reads fail with this error (null: they work). */
  readError: null as Error | null,
  /** Makes batch commits fail with this error (null: they store their writes). */
  commitError: null as Error | null,

  reset() {
    fake.docs.clear();
    auth.currentUser = null;
    fake.listeners = [];
    fake.batches = [];
    fake.readError = null;
    fake.commitError = null;
    fake.setDoc.mockReset().mockImplementation(storeAndEmit);
    fake.addDoc
      .mockReset()
      .mockImplementation((ref: Ref) => Promise.resolve({ path: `${ref.path}/added` }));
  },

  /** The documents a query or collection reference finds: directly under its path, filtered. */
  find(ref: Ref): RawDoc[] {
    const prefix = `${ref.path}/`;
    const wheres = (ref.constraints ?? [])
      .map((constraint) => (constraint as { where?: [string, string, unknown] }).where)
      .filter((where): where is [string, string, unknown] => Boolean(where));
    return [...fake.docs.entries()]
      .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .filter(([, data]) => wheres.every(([field, , value]) => data[field] === value))
      .map(([path, data]) => raw(path.slice(prefix.length), data));
  },

  snapshotOf(ref: Ref) {
    if (ref.kind === 'doc') {
      return convertedDoc(ref, raw(ref.path.split('/').at(-1) ?? '', fake.docs.get(ref.path)));
    }
    return convertedSnapshot(ref, { docs: fake.find(ref) });
  },

  /** Tells every listener what it now sees (as Firestore does after a write). */
  emit() {
    for (const listener of fake.listeners) listener.next(fake.snapshotOf(listener.ref));
  },
};

/** The module that replaces `firebase/firestore`. */
export const firestoreModule = {
  collection: (_db: unknown, path: string) => fakeRef({ path, kind: 'collection' as const }),
  doc: (parent: unknown, path?: string) => {
    if (path === undefined) {
      autoId += 1;
      // its id, as the SDK's new references have one (not a field: tests compare by fields)
      return Object.defineProperty(
        fakeRef({ path: `${(parent as Ref).path}/auto-${autoId}`, kind: 'doc' as const }),
        'id',
        { value: `auto-${autoId}` },
      );
    }
    return fakeRef({ path, kind: 'doc' as const });
  },
  query: (base: Ref, ...constraints: unknown[]) => fakeQuery(base, ...constraints),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  orderBy: (field: string, direction = 'asc') => ({ orderBy: [field, direction] }),
  limit: (count: number) => ({ limit: count }),
  serverTimestamp: () => SERVER_TIME,
  getDocs: (ref: Ref) =>
    fake.readError
      ? Promise.reject(fake.readError)
      : Promise.resolve(convertedSnapshot(ref, { docs: fake.find(ref) })),
  getDoc: (ref: Ref) =>
    fake.readError ? Promise.reject(fake.readError) : Promise.resolve(fake.snapshotOf(ref)),
  onSnapshot: (ref: Ref, next: Listener['next'], fail: Listener['fail']) => {
    const listener = { ref, next, fail };
    fake.listeners.push(listener);
    queueMicrotask(() => next(fake.snapshotOf(ref)));
    return () => {
      fake.listeners = fake.listeners.filter((entry) => entry !== listener);
    };
  },
  setDoc: (ref: Ref, data: unknown) => fake.setDoc(ref, data),
  addDoc: (ref: Ref, data: unknown) => fake.addDoc(ref, data),
  writeBatch: () => {
    const batch: FakeBatch = {
      update: vi.fn<(ref: Ref, data: Record<string, unknown>) => void>(),
      set: vi.fn<(ref: Ref, data: Record<string, unknown>) => void>(),
      // all or nothing: a refused commit stores none of its writes
      commit: vi.fn(() => {
        if (fake.commitError) return Promise.reject(fake.commitError);
        for (const [ref, data] of batch.set.mock.calls) fake.docs.set(ref.path, stored(data));
        for (const [ref, data] of batch.update.mock.calls) {
          fake.docs.set(ref.path, { ...fake.docs.get(ref.path), ...stored(data) });
        }
        fake.emit();
        return Promise.resolve();
      }),
    };
    fake.batches.push(batch);
    return batch;
  },
};

/** The signed-in Firebase Auth account as the fake's `getFirebaseAuth()` answers it. */
export const auth = {
  currentUser: null as { uid: string; email: string | null } | null,
};

/** The module that replaces `@/lib/firebase/auth`. */
export const authModule = { getFirebaseAuth: () => auth };
