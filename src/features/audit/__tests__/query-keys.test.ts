// Every audit query takes its key from auditKeys, and a new or exported entry reaches each of
// them through the `all` prefix.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditKeys } from '../api/query-keys';

describe('auditKeys', () => {
  const from = new Date('2026-11-01T00:00:00.000Z');
  const to = new Date('2026-11-08T00:00:00.000Z');
  const keys = [
    auditKeys.pages({}),
    auditKeys.entry('e1'),
    auditKeys.report(from, to),
    auditKeys.activity('u1', 30),
    auditKeys.security(7),
    auditKeys.retention(),
  ];

  it('gives each query a key of its own; a report is keyed by its period', () => {
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
    expect(auditKeys.report(from, to)).toEqual([
      'auditLogs',
      'report',
      '2026-11-01T00:00:00.000Z',
      '2026-11-08T00:00:00.000Z',
    ]);
  });

  it('invalidates every audit query by the `all` prefix', () => {
    for (const key of keys) expect(partialMatchKey(key, auditKeys.all)).toBe(true);
  });
});
