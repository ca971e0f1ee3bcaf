export {
  AUDIT_ACTIONS,
  AUDIT_RETENTION_DAYS,
  CRITICAL_ACTIONS,
  SECURITY_EVENT_ACTIONS,
  type AuditAction,
} from '@contracts/audit';
export { DAY_MS } from '@contracts/fields';

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
