// Reading stored fields on the server without trusting their type.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/** A stored text field, or `fallback` when it is missing or not a text. */
export function textOf(snapshot: DocumentSnapshot, field: string, fallback = ''): string {
  const value: unknown = snapshot.get(field);
  return typeof value === 'string' ? value : fallback;
}
