import {
  addDoc,
  collection,
  serverTimestamp,
  Timestamp,
  loadFirestoreSdk,
} from '@/lib/firebase/firestore-sdk';
import { auditExpiry, type AuditLogDocument } from '@contracts/audit';
import { COLLECTIONS } from '@contracts/collections';
import type { WithFieldValue } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import type { AuditActor, AuditEventInput } from '../types';

/**
 * Appends an entry to `auditLogs` for the signed-in person: one of the actions a client records
 * (firestore.rules refuses any other). Never breaks the caller: a failure is logged and gives an
 * empty id.
 */
export async function logAuditEvent(actor: AuditActor, event: AuditEventInput): Promise<string> {
  await loadFirestoreSdk();
  const entry: Omit<AuditLogDocument, 'timestamp' | 'expireAt'> = {
    action: event.action,
    userId: actor.uid,
    userEmail: actor.email,
    userRole: actor.role,
    success: true,
    errorMessage: null,
    targetResource: event.targetResource ?? null,
    targetResourceId: null,
    metadata: event.metadata ?? {},
  };
  try {
    const stored: WithFieldValue<AuditLogDocument> = {
      ...entry,
      timestamp: serverTimestamp(),
      expireAt: Timestamp.fromMillis(auditExpiry(Date.now())),
    };
    const ref = await addDoc(collection(getDb(), COLLECTIONS.auditLogs), stored);
    return ref.id;
  } catch (error) {
    console.error('Failed to write audit entry', error);
    return '';
  }
}
