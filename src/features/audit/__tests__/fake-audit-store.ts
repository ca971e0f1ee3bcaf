// An in-memory auditLogs for the audit screens' tests: a fake of the parts of `firebase/firestore`
// the feature's api/ files use, which applies their filters, order, cursor and limit to the
// stored entries as Firestore would, so the screens are tested through their real queries.
import { convertedDoc, convertedSnapshot, fakeRef } from '@/testing/firestore-fakes';

/** A timestamp as the web SDK reads one. */
export class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  static fromMillis(ms: number) {
    return new FakeTimestamp(Math.floor(ms / 1000), (ms % 1000) * 1e6);
  }
  static fromDate(date: Date) {
    return FakeTimestamp.fromMillis(date.getTime());
  }
  toMillis() {
    return this.seconds * 1000 + Math.floor(this.nanoseconds / 1e6);
  }
  toDate() {
    return new Date(this.toMillis());
  }
}

export interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
}

type Constraint =
  | ['where', string, string, unknown]
  | ['orderBy', string, 'asc' | 'desc']
  | ['limit', number]
  | ['startAfter', ...unknown[]];

const DOCUMENT_ID = '__name__';

const valueOf = (entry: StoredEntry, field: string): unknown => {
  if (field === DOCUMENT_ID) return entry.id;
  const value = entry.data[field];
  return value instanceof FakeTimestamp ? value.toMillis() : value;
};
const comparable = (value: unknown) => (value instanceof FakeTimestamp ? value.toMillis() : value);

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

function matches(entry: StoredEntry, [, field, op, raw]: ['where', string, string, unknown]) {
  const value = valueOf(entry, field);
  if (value === undefined) return false;
  const other = comparable(raw);
  switch (op) {
    case '==':
      return value === other;
    case '>=':
      return compare(value, other) >= 0;
    case '<=':
      return compare(value, other) <= 0;
    case '<':
      return compare(value, other) < 0;
    case '>':
      return compare(value, other) > 0;
    default:
      throw new Error(`The fake does not know ${op}`);
  }
}

/** The entries a query with `constraints` answers, in its order. */
export function run(store: readonly StoredEntry[], constraints: readonly Constraint[]) {
  let rows = store.filter((entry) =>
    constraints.every((constraint) => constraint[0] !== 'where' || matches(entry, constraint)),
  );
  const orders = constraints.filter(
    (constraint): constraint is ['orderBy', string, 'asc' | 'desc'] => constraint[0] === 'orderBy',
  );
  rows = [...rows].sort((a, b) => {
    for (const [, field, direction] of orders) {
      const order = compare(valueOf(a, field), valueOf(b, field));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
  const after = constraints.find((constraint) => constraint[0] === 'startAfter');
  if (after) {
    const cursor = after.slice(1).map(comparable);
    rows = rows.filter((entry) => {
      for (const [index, [, field, direction]] of orders.entries()) {
        const order = compare(valueOf(entry, field), cursor[index]);
        if (order !== 0) return direction === 'desc' ? order < 0 : order > 0;
      }
      return false;
    });
  }
  const limit = constraints.find((constraint) => constraint[0] === 'limit');
  return limit ? rows.slice(0, limit[1]) : rows;
}

/** The module `firebase/firestore` as the fake has it, over `store()`. */
export function fakeFirestore(
  store: () => StoredEntry[],
  hooks: {
    onQuery?: (constraints: readonly Constraint[]) => void;
    addDoc?: (path: string, data: Record<string, unknown>) => Promise<{ id: string }>;
  } = {},
) {
  const snapshotOf = (ref: { constraints?: Constraint[] }) => {
    const rows = run(store(), ref.constraints ?? []);
    hooks.onQuery?.(ref.constraints ?? []);
    return convertedSnapshot(ref as never, {
      docs: rows.map((entry) => ({ id: entry.id, data: () => entry.data })),
    });
  };
  return {
    Timestamp: FakeTimestamp,
    collection: (_db: unknown, path: string) => fakeRef({ path }),
    // doc(db, path, id), doc(db, 'collection/id'), or doc(collectionRef) for a new entry
    doc: (parent: unknown, path?: string, id?: string) =>
      path === undefined
        ? fakeRef({ path: (parent as { path: string }).path, id: 'new-entry' })
        : fakeRef(id === undefined ? { path } : { path, id }),
    query: (base: { path: string; constraints?: Constraint[] }, ...more: Constraint[]) =>
      fakeRef(
        { ...base, constraints: [...(base.constraints ?? []), ...more] },
        (base as { converter?: never }).converter,
      ),
    where: (field: string, op: string, value: unknown) => ['where', field, op, value],
    orderBy: (field: string, direction: 'asc' | 'desc' = 'asc') => ['orderBy', field, direction],
    limit: (count: number) => ['limit', count],
    startAfter: (...values: unknown[]) => ['startAfter', ...values],
    documentId: () => DOCUMENT_ID,
    serverTimestamp: () => 'SERVER_TIME',
    getDocs: (ref: { constraints?: Constraint[] }) => {
      const snapshot = snapshotOf(ref) as { docs: unknown[] };
      return Promise.resolve({ ...snapshot, size: snapshot.docs.length });
    },
    getCountFromServer: (ref: { constraints?: Constraint[] }) => {
      const count = run(store(), ref.constraints ?? []).length;
      hooks.onQuery?.(ref.constraints ?? []);
      return Promise.resolve({ data: () => ({ count }) });
    },
    getDoc: (ref: { id: string }) => {
      const entry = store().find((candidate) => candidate.id === ref.id);
      const raw = {
        id: ref.id,
        exists: () => Boolean(entry),
        data: () => entry?.data,
      };
      const read = convertedDoc(ref as never, raw);
      return Promise.resolve({ ...read, exists: () => Boolean(entry) });
    },
    addDoc: (ref: { path: string }, data: Record<string, unknown>) =>
      hooks.addDoc ? hooks.addDoc(ref.path, data) : Promise.resolve({ id: 'new-entry' }),
    // an audit entry is written in a transaction with its quota (log-audit-event.ts): the
    // quota reads as new, and the entry's write goes through the `addDoc` hook at the commit
    runTransaction: async (
      _db: unknown,
      update: (transaction: unknown) => Promise<unknown>,
    ): Promise<unknown> => {
      const sets: [{ path: string }, Record<string, unknown>][] = [];
      const transaction = {
        get: () => Promise.resolve({ exists: () => false, data: () => undefined }),
        set: (ref: { path: string }, data: Record<string, unknown>) => {
          sets.push([ref, data]);
          return transaction;
        },
      };
      const result = await update(transaction);
      for (const [ref, data] of sets) {
        if (ref.path === 'auditLogs' && hooks.addDoc) await hooks.addDoc(ref.path, data);
      }
      return result;
    },
  };
}
