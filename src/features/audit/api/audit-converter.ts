import { EMPTY_AUDIT_LOG, storedAuditLogSchema } from '@contracts/audit';
import { CHAIN_FIELD, chainLinkSchema } from '@contracts/audit-chain';
import { schemaConverter } from '@/lib/firebase/converters';
import type { AuditEntry, TimestampParts } from '../types';

/** The stored time's seconds and nanoseconds (the SDK's Timestamp has both). */
function partsOf(timestamp: unknown): Pick<AuditEntry, 'timestampParts'> {
  const { seconds, nanoseconds } = (timestamp ?? {}) as Partial<TimestampParts>;
  return typeof seconds === 'number' && typeof nanoseconds === 'number'
    ? { timestampParts: { seconds, nanoseconds } }
    : {};
}

/**
 * auditLogs/{id} read through its contract; the times as ISO text (estimated while pending), and
 * the entry's hash-chain link when the server has written one.
 */
export const auditConverter = schemaConverter(
  storedAuditLogSchema,
  EMPTY_AUDIT_LOG,
  ({ timestamp, expireAt, ...entry }, id, data): AuditEntry => {
    const link = chainLinkSchema.safeParse(data[CHAIN_FIELD]);
    return {
      ...entry,
      id,
      timestamp: timestamp?.toDate().toISOString() ?? '',
      ...partsOf(timestamp),
      expireAt: expireAt?.toDate().toISOString() ?? '',
      chain: link.success ? link.data : null,
    };
  },
);
