// Pieces of a Firestore fake for unit tests that replace `firebase/firestore`: references and
// queries that keep the converter they were given, and snapshots read through it, as the SDK does.

/** The part of a Firestore converter the fake calls. */
interface Converter {
  fromFirestore(snapshot: { id: string; data(): unknown }, options?: unknown): unknown;
}

/** A stored document as a test gives it to the fake. */
export interface RawDoc {
  id: string;
  exists?: () => boolean;
  data(options?: unknown): unknown;
}

interface FakeRef {
  converter?: Converter;
  withConverter(next: Converter): this;
}

/**
 * A reference or query of the fake: its own fields, and (not enumerable, so that a test compares
 * references by their fields) the converter that `withConverter` gave it, as the SDK's keep it.
 */
export function fakeRef<T extends object>(fields: T, converter?: Converter): T & FakeRef {
  return Object.defineProperties(
    { ...fields },
    {
      converter: { value: converter },
      withConverter: { value: (next: Converter) => fakeRef(fields, next) },
    },
  ) as T & FakeRef;
}

/** `query(base, ...constraints)` of the fake: the base's converter goes with the query. */
export function fakeQuery<T extends { constraints?: unknown[]; converter?: Converter }>(
  base: T,
  ...constraints: unknown[]
) {
  return fakeRef(
    { ...base, constraints: [...(base.constraints ?? []), ...constraints] },
    base.converter,
  );
}

/** A stored document as the code reads it: through the reference's converter, if any. */
export function convertedDoc(ref: { converter?: Converter } | undefined, raw: RawDoc): RawDoc {
  const converter = ref?.converter;
  if (!converter || raw.exists?.() === false) return raw;
  return {
    ...raw,
    data: (options?: unknown) =>
      converter.fromFirestore({ id: raw.id, data: () => raw.data() }, options),
  };
}

/** A query snapshot as the code reads it: each document through the query's converter. */
export function convertedSnapshot(
  ref: { converter?: Converter } | undefined,
  snapshot: { docs: RawDoc[] },
): { docs: RawDoc[] } {
  return { ...snapshot, docs: snapshot.docs.map((raw) => convertedDoc(ref, raw)) };
}

/** A Firestore Timestamp of the fake: the instant `iso` names. */
export const fakeTimestamp = (iso: string) => ({
  toMillis: () => Date.parse(iso),
  toDate: () => new Date(iso),
});

/** A document of the store as a read gives it (`data` undefined: there is no such document). */
export const storedDoc = (id: string, data: Record<string, unknown> | undefined): RawDoc => ({
  id,
  exists: () => data !== undefined,
  data: () => data,
});

/** A reference the store's reads are given: a path, and the converter it was given, if any. */
type StoreRef = { path: string; converter?: Converter };

/**
 * Documents by path, and the reads of `firebase/firestore` over them: `collections` holds each
 * collection's documents (with their ids) in the order its queries ask for, `docs` each document's
 * fields by its path.
 */
export function fakeDocumentStore() {
  const store = {
    collections: new Map<string, Record<string, unknown>[]>(),
    docs: new Map<string, Record<string, unknown>>(),
  };
  const reads = {
    collection: (_db: unknown, path: string) => fakeRef({ path }),
    doc: (_db: unknown, path: string) => fakeRef({ path }),
    query: fakeQuery,
    getDoc: (ref: StoreRef) => {
      const id = ref.path.split('/').at(-1) ?? '';
      return Promise.resolve(convertedDoc(ref, storedDoc(id, store.docs.get(ref.path))));
    },
    getDocs: (ref: StoreRef) => {
      const docs = (store.collections.get(ref.path) ?? []).map((entry) =>
        storedDoc(String(entry.id), entry),
      );
      return Promise.resolve(convertedSnapshot(ref, { docs }));
    },
  };
  return { store, reads };
}
