import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  auditExpiry,
  COLLECTIONS,
  CRITICAL_ACTIONS,
  type AuditAction,
  type AuditLogDocument,
} from '../contracts.js';

/** What the writer of an entry says; the time of writing and the expiry are added here. */
export interface AuditEntry {
  action: AuditAction;
  userId: string;
  userEmail: string | null;
  userRole: string;
  targetResource: string | null;
  targetResourceId: string | null;
  metadata: Record<string, unknown>;
  /** Defaults to a success without an error. */
  success?: boolean;
  errorMessage?: string | null;
}

/** The stored entry (contracts/audit.ts) of `entry`, written at `atMs` (the server's clock). */
function auditDocument(entry: AuditEntry, atMs: number = Date.now()): AuditLogDocument {
  return {
    action: entry.action,
    userId: entry.userId,
    userEmail: entry.userEmail,
    userRole: entry.userRole,
    success: entry.success ?? true,
    errorMessage: entry.errorMessage ?? null,
    targetResource: entry.targetResource,
    targetResourceId: entry.targetResourceId,
    metadata: entry.metadata,
    timestamp: Timestamp.fromMillis(atMs),
    expireAt: Timestamp.fromMillis(auditExpiry(atMs)),
  };
}

/** Logs the critical ones of `entries` as warnings (call once they are stored). */
export function logAudits(entries: readonly AuditEntry[]): void {
  for (const entry of entries) {
    if (!CRITICAL_ACTIONS.includes(entry.action)) continue;
    logger.warn(`critical audit entry: ${entry.action}`, {
      action: entry.action,
      userId: entry.userId,
      targetResource: entry.targetResource,
      targetResourceId: entry.targetResourceId,
      metadata: entry.metadata,
    });
  }
}

/**
 * Adds `entry` as auditLogs/{auto id} to `writer` (a transaction or batch), so it is stored with
 * the change it records. Returns the entry, to log with `logAudits` after the commit.
 */
export function stageAudit(
  firestore: Firestore,
  writer: Transaction | WriteBatch,
  entry: AuditEntry,
): AuditEntry {
  writer.create(firestore.collection(COLLECTIONS.auditLogs).doc(), auditDocument(entry));
  return entry;
}

/** Appends `entry` to auditLogs/{auto id} on its own; critical actions are logged as warnings. */
export async function writeAudit(
  firestore: Firestore,
  entry: AuditEntry,
): Promise<DocumentReference> {
  const ref = firestore.collection(COLLECTIONS.auditLogs).doc();
  await ref.create(auditDocument(entry));
  logAudits([entry]);
  return ref;
}
