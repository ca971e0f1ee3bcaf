import type { AuditAction } from './constants';

/** Who does the audited action: the signed-in person. */
export interface AuditActor {
  uid: string;
  email: string | null;
  role: string;
}

export interface AuditEventInput {
  action: AuditAction;
  success?: boolean;
  errorMessage?: string | null;
  targetResource?: string | null;
  targetResourceId?: string | null;
  metadata?: Record<string, unknown>;
}

export interface AuditEntry {
  id: string;
  action: string;
  userId: string;
  userEmail: string | null;
  userRole: string;
  success: boolean;
  errorMessage: string | null;
  targetResource: string | null;
  targetResourceId: string | null;
  metadata: Record<string, unknown>;
  /** ISO time the server wrote the entry. */
  timestamp: string;
}

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

/** Where a page ended: the last entry's time and id. */
export interface AuditCursor {
  timestamp: string;
  id: string;
}
