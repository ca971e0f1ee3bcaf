export {
  AUDIT_ACTIONS,
  AUDIT_RETENTION_DAYS,
  AUDIT_RETENTION_MS,
  CRITICAL_ACTIONS,
  SECURITY_EVENT_ACTIONS,
  type AuditAction,
} from '@contracts/audit';
export { VERIFY_CHAIN_MAX_LINKS } from '@contracts/audit-chain';
export { DAY_MS } from '@contracts/fields';

/**
 * A stored role that is none of the three (an account without a dashboard, such as the seed's
 * unknown-role account), named under `roles` in the locale files like the three.
 */
export const GUEST_ROLE = 'guest';

/** The cleanup counts at most this many expired entries. */
export const CLEANUP_COUNT_LIMIT = 1_000;
export const SECURITY_REVIEW_DAYS = 7;
/** The periods the security review offers (days); SECURITY_REVIEW_DAYS by default. */
export const SECURITY_REVIEW_PERIODS = [1, 7, 30, 90] as const;
export const SECURITY_REVIEW_LIMIT = 50;
export const USER_ACTIVITY_DAYS = 30;
export const USER_ACTIVITY_LIMIT = 100;
export const USER_ACTIVITY_RECENT = 10;
/** Examples kept per action in a by-action report. */
export const REPORT_EXAMPLES_PER_ACTION = 5;
/** Page size of the audit log screen. */
export const AUDIT_PAGE_SIZE = 25;
/** A CSV export holds at most this many entries (the newest of the filtered set). */
export const AUDIT_EXPORT_LIMIT = 5_000;
/** Entries read per query while exporting. */
export const AUDIT_EXPORT_PAGE_SIZE = 500;
/** The reports' period by default: the last 30 days. */
export const AUDIT_REPORT_DAYS = 30;
/** The reports read at most this many entries of their period (the newest). */
export const AUDIT_REPORT_LIMIT = 2_000;
/** What the export's audit entry names as the viewed resource (firestore.rules checks it). */
export { AUDIT_EXPORT_RESOURCE } from '@contracts/audit';
