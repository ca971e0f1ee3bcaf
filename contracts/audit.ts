// auditLogs/{entryId}: the append-only audit trail, and the failed sign-in report of the API.
import * as z from 'zod/mini';
import { DAY_MS, timestampField, type TimestampLike, EMAIL_MAX_LENGTH } from './fields.js';

export const AUDIT_ACTIONS = [
  'LOGIN',
  'LOGOUT',
  'SESSION_EXTENDED',
  'PASSWORD_RESET',
  'UPDATE_ROLE',
  'UPDATE_PERMISSIONS',
  'DELETE_ACCOUNT',
  'DELETE_TEAM',
  'DELETE_JOB',
  'ADMIN_OVERRIDE',
  'SYSTEM_CONFIG_CHANGE',
  'VIEW_SENSITIVE_DATA',
  'SECURITY_ALERT',
  'DISABLE_ACCOUNT',
  'ENABLE_ACCOUNT',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Also logged as warnings when written. */
export const CRITICAL_ACTIONS: readonly AuditAction[] = [
  'DELETE_ACCOUNT',
  'UPDATE_ROLE',
  'UPDATE_PERMISSIONS',
  'DELETE_TEAM',
  'DELETE_JOB',
  'ADMIN_OVERRIDE',
  'SYSTEM_CONFIG_CHANGE',
  'SECURITY_ALERT',
  'DISABLE_ACCOUNT',
];

/** Written by the server alone (functions/src): firestore.rules refuses them from a client. */
export const SERVER_ONLY_AUDIT_ACTIONS: readonly AuditAction[] = [
  'SECURITY_ALERT',
  'DISABLE_ACCOUNT',
  'ENABLE_ACCOUNT',
];

/** Reviewed by the security events view. */
export const SECURITY_EVENT_ACTIONS: readonly AuditAction[] = [
  'LOGIN',
  'PASSWORD_RESET',
  'UPDATE_ROLE',
  'UPDATE_PERMISSIONS',
  'DELETE_ACCOUNT',
  'ADMIN_OVERRIDE',
  'SECURITY_ALERT',
  'VIEW_SENSITIVE_DATA',
];

/** Entries are kept 90 days; `expireAt` lets a Firestore TTL policy delete them after. */
export const AUDIT_RETENTION_DAYS = 90;
export const AUDIT_RETENTION_MS = AUDIT_RETENTION_DAYS * DAY_MS;

/** When an entry written at `atMs` expires. */
export const auditExpiry = (atMs: number) => atMs + AUDIT_RETENTION_MS;

/** A stored entry. `timestamp` is the server's time of writing. */
export const auditLogSchema = z.object({
  action: z.enum(AUDIT_ACTIONS),
  userId: z.string(),
  userEmail: z.nullable(z.string()),
  userRole: z.string(),
  success: z.boolean(),
  errorMessage: z.nullable(z.string()),
  targetResource: z.nullable(z.string()),
  targetResourceId: z.nullable(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  timestamp: timestampField,
  expireAt: timestampField,
});
export type AuditLogDocument = z.infer<typeof auditLogSchema>;

/** An entry as read back: written by any version, so an action this one does not know is kept. */
export const storedAuditLogSchema = z.extend(auditLogSchema, { action: z.string() });

/** Five failed sign-ins for one email within ten minutes raise a security alert. */
export const FAILED_SIGN_IN_THRESHOLD = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 10 * 60_000;
/** Reports accepted per client per minute. */
export const FAILED_SIGN_IN_REPORTS_PER_MINUTE = 20;

/** POST /api/auth/failed-sign-in: the email that failed to sign in (compared lower-cased). */
export const failedSignInSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH)),
    z.string().check(z.regex(/^[^\s@]{1,64}@[^\s@]{1,255}$/)),
  ),
});
export type FailedSignInReport = z.infer<typeof failedSignInSchema>;

/**
 * What each field of a stored entry reads as when it is missing or mistyped (a reader never
 * throws); checked against the schema, so a new field cannot be forgotten here.
 */
export const EMPTY_AUDIT_LOG = {
  action: '',
  userId: '',
  userEmail: null as string | null,
  userRole: '',
  success: true,
  errorMessage: null as string | null,
  targetResource: null as string | null,
  targetResourceId: null as string | null,
  metadata: {} as Record<string, unknown>,
  timestamp: null as TimestampLike | null,
  expireAt: null as TimestampLike | null,
} satisfies Record<keyof AuditLogDocument, unknown>;
