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
  'BULK_CANDIDATE_ACTION',
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

/**
 * The only actions a signed-in client records, each about the person signed in: the sign-in, the
 * sign-out and a session extended. Every other action is written by the server (functions/src),
 * which alone decides roles, accounts, money and alerts; firestore.rules refuses the rest.
 */
export const CLIENT_AUDIT_ACTIONS = ['LOGIN', 'LOGOUT', 'SESSION_EXTENDED'] as const;
export type ClientAuditAction = (typeof CLIENT_AUDIT_ACTIONS)[number];

/**
 * Also recorded by an administrator's own client: the export of the audit trail
 * (targetResource `auditLogs`), written before the file is handed over.
 */
export const ADMIN_CLIENT_AUDIT_ACTIONS = ['VIEW_SENSITIVE_DATA'] as const;
export type AdminClientAuditAction = (typeof ADMIN_CLIENT_AUDIT_ACTIONS)[number];
export const AUDIT_EXPORT_RESOURCE = 'auditLogs';

/** Never written by a client, whoever it is. */
export const SERVER_ONLY_AUDIT_ACTIONS: readonly AuditAction[] = AUDIT_ACTIONS.filter(
  (action) =>
    !(CLIENT_AUDIT_ACTIONS as readonly string[]).includes(action) &&
    !(ADMIN_CLIENT_AUDIT_ACTIONS as readonly string[]).includes(action),
);

/**
 * Sizes of what a client may write into an entry (firestore.rules checks each): the metadata keys
 * the client's actions use, each a short string, except `rows` (a count) and `filters` (the export's
 * filters, at most five short strings).
 */
export const CLIENT_AUDIT_LIMITS = {
  metadataKeys: ['method', 'reason', 'cause', 'export', 'filters', 'rows'],
  metadataText: 40,
  filterKeys: ['userId', 'action', 'targetResourceId', 'from', 'to'],
  filterText: 128,
} as const;

/**
 * How many entries a client may add of its own (the actions above) per window. Each entry moves
 * the person's counter auditQuotas/{uid} on in the same batch, naming the entry; firestore.rules
 * accept the entry only with that move, and a new window only once the last is over. Far above
 * what a person does (signing in and out, extending a session, an export), far below a flood that
 * would hold up the chain of the server's own entries.
 */
export const CLIENT_AUDIT_QUOTA = { entries: 10, windowSeconds: 60 } as const;

/** auditQuotas/{uid}: the current window, the entries added in it, and the last one. */
export const auditQuotaSchema = z.object({
  windowStart: timestampField,
  count: z.int().check(z.gte(1), z.lte(CLIENT_AUDIT_QUOTA.entries)),
  entryId: z.string().check(z.minLength(1)),
});
export type AuditQuotaDocument = z.infer<typeof auditQuotaSchema>;

/** One more entry on the counter: in the current window (count + 1), or the first of a new one. */
type AuditQuotaStep = { sameWindow: true; count: number } | { sameWindow: false; count: 1 };

/**
 * The ways to count one more entry at `nowMs` (the client's clock), the likelier first: the rules
 * decide with the server's clock, so near a window's end the other way is tried next. A full
 * window that is not over yet leaves only a new window (taken if the server's clock says it is).
 */
export function auditQuotaSteps(
  current: { windowStartMs: number; count: number } | null,
  nowMs: number,
): AuditQuotaStep[] {
  const fresh = { sameWindow: false, count: 1 } as const;
  if (!current) return [fresh];
  const same = { sameWindow: true, count: current.count + 1 } as const;
  const room = current.count < CLIENT_AUDIT_QUOTA.entries;
  const over = nowMs >= current.windowStartMs + CLIENT_AUDIT_QUOTA.windowSeconds * 1_000;
  if (!room) return [fresh];
  return over ? [fresh, same] : [same, fresh];
}

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
/** Reports accepted per client address per minute, and per email per minute (server-counted). */
export const FAILED_SIGN_IN_REPORTS_PER_MINUTE = 20;
export const FAILED_SIGN_IN_REPORTS_PER_EMAIL_PER_MINUTE = 10;
/** Firebase Auth takes passwords of at most 4096 characters. */
const PASSWORD_MAX_LENGTH = 4096;

/**
 * POST /api/auth/failed-sign-in: the attempt that failed, email (compared lower-cased) and the
 * password tried. The server tries it against Firebase Auth itself and records a failure only when
 * Auth refuses it: a report cannot invent one. The password is never stored or logged.
 */
export const failedSignInSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH)),
    z.string().check(z.regex(/^[^\s@]{1,64}@[^\s@]{1,255}$/)),
  ),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});

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
