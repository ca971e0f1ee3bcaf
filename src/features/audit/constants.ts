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

export const DAY_MS = 86_400_000;
/** Entries are kept 90 days; `expireAt` lets a Firestore TTL policy delete them after. */
export const AUDIT_RETENTION_DAYS = 90;
/** The cleanup counts at most this many expired entries. */
export const CLEANUP_COUNT_LIMIT = 1_000;
export const SECURITY_REVIEW_DAYS = 7;
export const SECURITY_REVIEW_LIMIT = 50;
export const USER_ACTIVITY_DAYS = 30;
export const USER_ACTIVITY_LIMIT = 100;
export const USER_ACTIVITY_RECENT = 10;
/** Examples kept per action in a by-action report. */
export const REPORT_EXAMPLES_PER_ACTION = 5;
/** Page size of the audit log screen. */
export const AUDIT_PAGE_SIZE = 25;
