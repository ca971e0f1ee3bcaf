// An audit entry as a client adds one: the entry and the move of the writer's quota
// (auditQuotas/{uid}, CLIENT_AUDIT_QUOTA) that names it, in one batch, as firestore.rules require.
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** The quota's move, when a test writes one of its own; else the next count in the window. */
type QuotaMove = (entryId: string) => Record<string, unknown>;

export async function addAuditEntry(
  db: Firestore,
  uid: string,
  entry: Record<string, unknown>,
  options: { id?: string; quota?: QuotaMove } = {},
): Promise<DocumentReference> {
  const entries = collection(db, 'auditLogs');
  const entryRef = options.id ? doc(entries, options.id) : doc(entries);
  const quotaRef = doc(db, 'auditQuotas', uid);
  let stored: Record<string, unknown> | undefined;
  try {
    stored = (await getDoc(quotaRef)).data();
  } catch {
    // someone who may not read this quota: their write is refused anyway
  }
  const batch = writeBatch(db);
  batch.set(entryRef, entry);
  batch.set(
    quotaRef,
    options.quota
      ? options.quota(entryRef.id)
      : stored
        ? { windowStart: stored.windowStart, count: Number(stored.count) + 1, entryId: entryRef.id }
        : { windowStart: serverTimestamp(), count: 1, entryId: entryRef.id },
  );
  await batch.commit();
  return entryRef;
}
