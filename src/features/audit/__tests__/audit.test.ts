import { describe, expect, it, vi } from 'vitest';
import { countExpiredAuditLogs } from '../api/count-expired-audit-logs';
import { logAuditEvent } from '../api/log-audit-event';
import { queryAuditLogs } from '../api/query-audit-logs';
import {
  AUDIT_RETENTION_DAYS,
  CLEANUP_COUNT_LIMIT,
  CRITICAL_ACTIONS,
  REPORT_EXAMPLES_PER_ACTION,
  SECURITY_EVENT_ACTIONS,
  SECURITY_REVIEW_DAYS,
  SECURITY_REVIEW_LIMIT,
  USER_ACTIVITY_DAYS,
  USER_ACTIVITY_LIMIT,
  USER_ACTIVITY_RECENT,
} from '../constants';
import { countByAction, reportByAction, reportByDay, reportByUser } from '../lib/audit-reports';
import type { AuditEntry } from '../types';
import { auditEntry } from './audit-entry';

const actor = { uid: 'u1', email: 'u1@jobs.test', role: 'admin' };

/** An entry of an admin's, each with an id of its own. */
const entry = (overrides: Partial<AuditEntry>): AuditEntry =>
  auditEntry({ id: Math.random().toString(36), userRole: 'admin', ...overrides });

describe('audit constants', () => {
  it('match the product', () => {
    expect(AUDIT_RETENTION_DAYS).toBe(90);
    expect(CLEANUP_COUNT_LIMIT).toBe(1_000);
    expect(SECURITY_REVIEW_DAYS).toBe(7);
    expect(SECURITY_REVIEW_LIMIT).toBe(50);
    expect(USER_ACTIVITY_DAYS).toBe(30);
    expect(USER_ACTIVITY_LIMIT).toBe(100);
    expect(USER_ACTIVITY_RECENT).toBe(10);
    expect(REPORT_EXAMPLES_PER_ACTION).toBe(5);
    expect([...CRITICAL_ACTIONS].sort()).toEqual([
      'ADMIN_OVERRIDE',
      'DELETE_ACCOUNT',
      'DELETE_JOB',
      'DELETE_TEAM',
      'DISABLE_ACCOUNT',
      'SECURITY_ALERT',
      'SYSTEM_CONFIG_CHANGE',
      'UPDATE_PERMISSIONS',
      'UPDATE_ROLE',
    ]);
    expect([...SECURITY_EVENT_ACTIONS].sort()).toEqual([
      'ADMIN_OVERRIDE',
      'DELETE_ACCOUNT',
      'LOGIN',
      'PASSWORD_RESET',
      'SECURITY_ALERT',
      'UPDATE_PERMISSIONS',
      'UPDATE_ROLE',
      'VIEW_SENSITIVE_DATA',
    ]);
  });
});

describe('without a database', () => {
  it('writing an entry never breaks the caller: it logs and returns an empty id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(logAuditEvent(actor, { action: 'LOGOUT' })).resolves.toBe('');
    expect(error).toHaveBeenCalledWith('Failed to write audit entry', expect.any(Error));
  });

  it('a failing query gives an empty list, and the cleanup count gives zero', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(queryAuditLogs({ userId: 'u1' })).resolves.toEqual([]);
    await expect(countExpiredAuditLogs()).resolves.toBe(0);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('reports', () => {
  const entries = [
    ...Array.from({ length: 7 }, (_, i) =>
      entry({ action: 'LOGIN', timestamp: `2026-11-2${i % 3}T08:00:00.000Z` }),
    ),
    entry({
      action: 'LOGOUT',
      userId: 'u2',
      userEmail: 'u2@jobs.test',
      timestamp: '2026-11-21T09:00:00.000Z',
    }),
    entry({
      action: 'DELETE_JOB',
      userId: 'u2',
      userEmail: 'u2@jobs.test',
      success: false,
      timestamp: '2026-11-21T10:00:00.000Z',
    }),
  ];

  it('counts by action', () => {
    expect(countByAction(entries)).toEqual({ LOGIN: 7, LOGOUT: 1, DELETE_JOB: 1 });
  });

  it('groups by user, busiest first', () => {
    const rows = reportByUser(entries);
    expect(rows.map((row) => [row.userId, row.count])).toEqual([
      ['u1', 7],
      ['u2', 2],
    ]);
    expect(rows[1]?.actions).toEqual({ LOGOUT: 1, DELETE_JOB: 1 });
  });

  it('groups by action with at most 5 examples each', () => {
    const rows = reportByAction(entries);
    expect(rows[0]).toMatchObject({ action: 'LOGIN', count: 7 });
    expect(rows[0]?.examples).toHaveLength(5);
    expect(rows.find((row) => row.action === 'LOGOUT')?.examples).toHaveLength(1);
  });

  it('groups by day, newest first, counting failures', () => {
    expect(reportByDay(entries)).toEqual([
      { day: '2026-11-22', count: 2, failures: 0 },
      { day: '2026-11-21', count: 4, failures: 1 },
      { day: '2026-11-20', count: 3, failures: 0 },
    ]);
  });
});
