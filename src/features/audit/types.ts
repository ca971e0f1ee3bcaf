import type { AdminClientAuditAction, AuditLogDocument, ClientAuditAction } from '@contracts/audit';
import type { ChainLink } from '@contracts/audit-chain';

/** Who does the audited action: the signed-in person. */
export interface AuditActor {
  uid: string;
  email: string | null;
  role: string;
}

/** What a client records: only its own actions (firestore.rules refuses any other). */
export interface AuditEventInput {
  action: ClientAuditAction | AdminClientAuditAction;
  targetResource?: string | null;
  metadata?: Record<string, unknown>;
}

/** An entry as the screens show it: the stored fields, its id, and its times as ISO text. */
export type AuditEntry = Omit<AuditLogDocument, 'action' | 'timestamp' | 'expireAt'> & {
  id: string;
  /** As stored (an action this version does not know is shown as it is). */
  action: string;
  /** ISO time the server wrote the entry. */
  timestamp: string;
  /** The same time to the microsecond, as stored (pages continue exactly after an entry). */
  timestampParts?: TimestampParts;
  /** ISO time the TTL policy may delete it from ('' when unknown). */
  expireAt: string;
  /** Its link in the audit trail's hash chain; null until the server has linked it. */
  chain: ChainLink | null;
};

export interface AuditQuery {
  userId?: string;
  action?: string;
  targetResourceId?: string;
  from?: Date;
  to?: Date;
  limit?: number;
  /** Continue after this entry (cursor pagination). */
  after?: AuditCursor | null;
}

export interface TimestampParts {
  seconds: number;
  nanoseconds: number;
}

/** Where a page ended: the last entry's time (exact when known) and id. */
export interface AuditCursor {
  timestamp: string;
  parts?: TimestampParts;
  id: string;
}
