import { auditLogSchema } from '@contracts/audit';
import { lenientReader, type TimestampLike } from '@contracts/fields';
import { createConverter } from '@/lib/firebase/converters';
import type { AuditEntry } from '../types';

const readEntry = lenientReader(auditLogSchema, {
  action: '',
  userId: '',
  userEmail: null as string | null,
  userRole: '',
  success: true,
  errorMessage: null as string | null,
  targetResource: null as string | null,
  targetResourceId: null as string | null,
  metadata: {},
  timestamp: null as TimestampLike | null,
});

/** auditLogs/{id} read through its contract; the time as ISO text (estimated while pending). */
export const auditConverter = createConverter<AuditEntry>((id, data) => {
  const { timestamp, ...entry } = readEntry(data);
  return { ...entry, id, timestamp: timestamp?.toDate().toISOString() ?? '' };
});
