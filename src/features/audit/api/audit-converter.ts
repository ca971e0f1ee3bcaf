import { EMPTY_AUDIT_LOG, storedAuditLogSchema } from '@contracts/audit';
import { lenientReader } from '@contracts/fields';
import { createConverter } from '@/lib/firebase/converters';
import type { AuditEntry } from '../types';

const readEntry = lenientReader(storedAuditLogSchema, EMPTY_AUDIT_LOG);

/** auditLogs/{id} read through its contract; the time as ISO text (estimated while pending). */
export const auditConverter = createConverter<AuditEntry>((id, data) => {
  const { timestamp, expireAt, ...entry } = readEntry(data);
  void expireAt; // the screens do not show when an entry expires
  return { ...entry, id, timestamp: timestamp?.toDate().toISOString() ?? '' };
});
