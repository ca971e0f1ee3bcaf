// The one way a document is read: through its contract's schema, leniently, so one bad document
// never breaks a screen; a converter that shapes what it read (times as text, flags) maps on top.
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
  WithFieldValue,
} from 'firebase/firestore';
import { lenientReader } from '@contracts/fields';

/** A document as the app reads it: its id and its fields. */
type WithId<T> = T & { id: string };

type Schema = Parameters<typeof lenientReader>[0];

/** Shapes what the schema read: the fields, the document's id and its raw data. */
export type ReadMapping<T, Out> = (fields: T, id: string, data: Record<string, unknown>) => Out;

/**
 * The converter of a contracts document schema for `withConverter`: every field of `empty` is
 * read with its schema, and a missing or mistyped stored value reads as its empty value. Without
 * `map` a document reads as its fields and its id; `map` shapes them otherwise. Writes are typed
 * by what is read, server timestamps allowed.
 */
export function schemaConverter<T extends Record<string, unknown>>(
  schema: Schema,
  empty: T,
): FirestoreDataConverter<WithId<T>>;
export function schemaConverter<T extends Record<string, unknown>, Out>(
  schema: Schema,
  empty: T,
  map: ReadMapping<T, Out>,
): FirestoreDataConverter<Out>;
export function schemaConverter<T extends Record<string, unknown>, Out>(
  schema: Schema,
  empty: T,
  map?: ReadMapping<T, Out>,
): FirestoreDataConverter<Out | WithId<T>> {
  const read = lenientReader(schema, empty);
  return {
    toFirestore: (value: WithFieldValue<Out | WithId<T>>) => value as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => {
      const data = snapshot.data(options);
      const fields = read(data);
      return map ? map(fields, snapshot.id, data) : { ...fields, id: snapshot.id };
    },
  };
}
