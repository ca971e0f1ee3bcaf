import { addDoc, collection, serverTimestamp, Timestamp } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import { AUDIT_RETENTION_DAYS, CRITICAL_ACTIONS, DAY_MS } from '../constants';
import type { AuditActor, AuditEventInput } from '../types';

/**
 * Appends an entry to `auditLogs` for the signed-in person. Never breaks the caller: a failure is
 * logged and gives an empty id. Critical actions are also logged as warnings.
 */
export async function logAuditEvent(actor: AuditActor, event: AuditEventInput): Promise<string> {
  const entry = {
    action: event.action,
    userId: actor.uid,
    userEmail: actor.email,
    userRole: actor.role,
    success: event.success ?? true,
    errorMessage: event.errorMessage ?? null,
    targetResource: event.targetResource ?? null,
    targetResourceId: event.targetResourceId ?? null,
    metadata: event.metadata ?? {},
  };
  if (CRITICAL_ACTIONS.includes(event.action)) console.warn('Critical audit event', entry);
  try {
    const ref = await addDoc(collection(getDb(), 'auditLogs'), {
      ...entry,
      timestamp: serverTimestamp(),
      expireAt: Timestamp.fromMillis(Date.now() + AUDIT_RETENTION_DAYS * DAY_MS),
    });
    return ref.id;
  } catch (error) {
    console.error('Failed to write audit entry', error);
    return '';
  }
}
