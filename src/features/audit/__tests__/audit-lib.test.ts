import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@/lib/csv';
import { AUDIT_CSV_COLUMNS, auditCsv, auditCsvFileName } from '../lib/audit-csv';
import { filtersMetadata, filtersSchema, lastDays, toFilters } from '../lib/audit-filters';
import { everyDay, reportByDay, topActions } from '../lib/audit-reports';
import { auditEntry } from './audit-entry';

describe('the CSV export', () => {
  const header = (column: string) => `[${column}]`;

  it('is UTF-8 text with a BOM, a header row and one row per entry in order', () => {
    const csv = auditCsv(
      [
        auditEntry({ id: 'b', chain: { seq: 7, prevHash: 'p'.repeat(64), hash: 'h'.repeat(64) } }),
        auditEntry({ id: 'a', success: false, errorMessage: 'Invalid credentials' }),
      ],
      header,
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.map(header).join(','));
    expect(lines[1]).toBe(
      `b,7,2026-11-20T10:00:00.000Z,LOGIN,u1,u1@jobs.test,jobSeeker,true,,,,{},2027-02-18T10:00:00.000Z,${'h'.repeat(64)}`,
    );
    expect(lines[2]?.split(',').slice(0, 9)).toEqual([
      'a',
      '',
      '2026-11-20T10:00:00.000Z',
      'LOGIN',
      'u1',
      'u1@jobs.test',
      'jobSeeker',
      'false',
      'Invalid credentials',
    ]);
    expect(lines).toHaveLength(4); // the file ends with a line break
  });

  it('keeps a spreadsheet from running stored text as a formula, and quotes what needs it', () => {
    const csv = auditCsv(
      [
        auditEntry({
          targetResourceId: '=HYPERLINK("http://evil.test")',
          userEmail: '+1@jobs.test',
          metadata: { note: 'a, "quoted" text', list: [1, 2] },
        }),
      ],
      header,
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csv).toContain(`'+1@jobs.test`);
    expect(csv).toContain(`"{""note"":""a, \\""quoted\\"" text"",""list"":[1,2]}"`);
  });

  it('is named after the day of the export', () => {
    expect(auditCsvFileName(new Date('2026-11-22T10:00:00.000Z'))).toBe('audit-log-2026-11-22.csv');
  });
});

describe('the filters', () => {
  it('turn the form into query filters covering whole local days, trimmed, empty ones left out', () => {
    const filters = toFilters({
      userId: '  u1 ',
      action: 'LOGIN',
      targetResourceId: '',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(filters).toEqual({
      userId: 'u1',
      action: 'LOGIN',
      from: new Date(2026, 10, 1, 0, 0, 0, 0),
      to: new Date(2026, 10, 2, 23, 59, 59, 999),
    });
    expect(toFilters({ userId: '', action: '', targetResourceId: '', from: '', to: '' })).toEqual(
      {},
    );
  });

  it('refuse a range that runs backwards, at the start date', () => {
    const result = filtersSchema.safeParse({
      userId: '',
      action: '',
      targetResourceId: '',
      from: '2026-11-03',
      to: '2026-11-02',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['from']);
    expect(
      filtersSchema.safeParse({
        userId: '',
        action: '',
        targetResourceId: '',
        from: '2026-11-02',
        to: '2026-11-02',
      }).success,
    ).toBe(true);
  });

  it('are recorded in an export’s audit entry as plain text', () => {
    expect(
      filtersMetadata({
        action: 'LOGIN',
        targetResourceId: 'job-1',
        from: new Date('2026-11-01T00:00:00.000Z'),
      }),
    ).toEqual({ action: 'LOGIN', targetResourceId: 'job-1', from: '2026-11-01T00:00:00.000Z' });
  });

  it('give the last N days with today included', () => {
    expect(lastDays(30, new Date(2026, 10, 22, 15))).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
    });
  });
});

describe('report helpers', () => {
  it('fill every day of the period, oldest first, with zero for a quiet day', () => {
    const rows = reportByDay([
      auditEntry({ timestamp: '2026-11-20T10:00:00.000Z' }),
      auditEntry({ timestamp: '2026-11-22T10:00:00.000Z', success: false }),
    ]);
    expect(
      everyDay(rows, new Date('2026-11-19T00:00:00.000Z'), new Date('2026-11-22T23:00:00.000Z')),
    ).toEqual([
      { day: '2026-11-19', count: 0, failures: 0 },
      { day: '2026-11-20', count: 1, failures: 0 },
      { day: '2026-11-21', count: 0, failures: 0 },
      { day: '2026-11-22', count: 1, failures: 1 },
    ]);
  });

  it('list a user’s actions most frequent first', () => {
    expect(topActions({ LOGOUT: 1, LOGIN: 3, DELETE_JOB: 1 })).toEqual([
      ['LOGIN', 3],
      ['DELETE_JOB', 1],
      ['LOGOUT', 1],
    ]);
  });
});
