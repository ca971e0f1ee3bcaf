import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
  WithFieldValue,
} from 'firebase/firestore';
import { lenientReader } from '@contracts/fields';

/** A document as the app reads it: its id and its fields. */
export type WithId<T> = T & { id: string };

/**
 * A typed converter for `withConverter`: reads go through `read` (which never throws), writes
 * are typed by the document's fields, server timestamps allowed.
 */
export function createConverter<T extends object>(
  read: (id: string, data: Record<string, unknown>) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: (value: WithFieldValue<T>): DocumentData => value,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      read(snapshot.id, snapshot.data(options)),
  };
}

/**
 * The converter of a contracts document schema: every field of `empty` is read with its schema,
 * and a missing or mistyped stored value reads as its empty value, so one bad document never
 * breaks a screen.
 */
export function schemaConverter<T extends Record<string, unknown>>(
  schema: Parameters<typeof lenientReader>[0],
  empty: T,
): FirestoreDataConverter<WithId<T>> {
  const read = lenientReader(schema, empty);
  return createConverter((id, data) => ({ ...read(data), id }));
}
