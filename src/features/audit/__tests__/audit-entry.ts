// An audit entry as the screens get it, for tests: a successful sign-in unless told otherwise.
import type { AuditEntry } from '../types';

export function auditEntry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 'e1',
    action: 'LOGIN',
    userId: 'u1',
    userEmail: 'u1@jobs.test',
    userRole: 'jobSeeker',
    success: true,
    errorMessage: null,
    targetResource: null,
    targetResourceId: null,
    metadata: {},
    timestamp: '2026-11-20T10:00:00.000Z',
    expireAt: '2027-02-18T10:00:00.000Z',
    chain: null,
    ...overrides,
  };
}
