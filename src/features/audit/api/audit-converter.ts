import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { AuditEntry } from '../types';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toAuditEntry(snapshot: QueryDocumentSnapshot): AuditEntry {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const timestamp = data.timestamp as { toDate?: () => Date } | undefined;
  return {
    id: snapshot.id,
    action: text(data.action) ?? '',
    userId: text(data.userId) ?? '',
    userEmail: text(data.userEmail),
    userRole: text(data.userRole) ?? '',
    success: data.success !== false,
    errorMessage: text(data.errorMessage),
    targetResource: text(data.targetResource),
    targetResourceId: text(data.targetResourceId),
    metadata: (data.metadata as Record<string, unknown> | undefined) ?? {},
    timestamp: timestamp?.toDate?.().toISOString() ?? '',
  };
}
