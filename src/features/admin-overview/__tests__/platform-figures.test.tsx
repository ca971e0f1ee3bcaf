import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';

type Filter = [field: string, op: string, value: unknown];
interface FakeQuery {
  path: string;
  filters: Filter[];
}

const mocks = vi.hoisted(() => ({
  counted: [] as { path: string; filters: [string, string, unknown][] }[],
  answer: (_query: { path: string; filters: [string, string, unknown][] }): number => 0,
  fail: false,
}));

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
// the figures are a one-time read: the SDK's lite build counts them (its `getCount`)
vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, path: string): FakeQuery => ({ path, filters: [] }),
  where: (field: string, op: string, value: unknown): Filter => [field, op, value],
  query: (source: FakeQuery, ...filters: Filter[]): FakeQuery => ({
    path: source.path,
    filters: [...source.filters, ...filters],
  }),
  Timestamp: { fromMillis: (ms: number) => ({ ms }) },
  getCount: (source: FakeQuery) => {
    if (mocks.fail) return Promise.reject(new Error('permission-denied'));
    mocks.counted.push(source);
    return Promise.resolve({ data: () => ({ count: mocks.answer(source) }) });
  },
}));

const { getPlatformFigures } = await import('../api/get-platform-figures');
const { PlatformFigures } = await import('../components/platform-figures');

const NOW = Date.UTC(2026, 10, 23, 12);
const filterOf = (source: FakeQuery, field: string) =>
  source.filters.find(([name]) => name === field)?.[2];

beforeEach(() => {
  mocks.counted = [];
  mocks.fail = false;
  mocks.answer = (source) => {
    if (source.path === 'users') {
      const role = filterOf(source, 'role');
      if (role) return { admin: 2, employer: 14, jobSeeker: 301 }[role as string] ?? 0;
      return filterOf(source, 'disabled') === true ? 3 : 0;
    }
    if (source.path === 'auditLogs') return filterOf(source, 'action') === 'SECURITY_ALERT' ? 1 : 0;
    return source.path === 'feedback' ? 9 : 0;
  };
});

describe('getPlatformFigures', () => {
  it('counts people per role and the last seven days of alerts, failures and feedback', async () => {
    const figures = await getPlatformFigures(NOW);
    expect(figures).toEqual({
      usersByRole: { admin: 2, employer: 14, jobSeeker: 301 },
      disabledUsers: 3,
      securityAlerts: 1,
      failedActions: 0,
      feedback: 9,
    });
    const weekStart = { ms: NOW - 7 * 86_400_000 };
    const audit = mocks.counted.filter((source) => source.path === 'auditLogs');
    expect(audit.map((source) => source.filters)).toEqual([
      [
        ['action', '==', 'SECURITY_ALERT'],
        ['timestamp', '>=', weekStart],
      ],
      [
        ['success', '==', false],
        ['timestamp', '>=', weekStart],
      ],
    ]);
    expect(mocks.counted.find((source) => source.path === 'feedback')?.filters).toEqual([
      ['createdAt', '>=', weekStart],
    ]);
  });
});

describe('PlatformFigures', () => {
  it('shows each role with its count, linked to the filtered user list, and marks alerts', async () => {
    await renderWithProviders(<PlatformFigures />);
    const people = await screen.findByRole('region', { name: 'People' });
    const employers = await within(people).findByRole('link', { name: /Employer\s*14/ });
    expect(employers).toHaveAttribute('href', '/dashboard/admin/users?role=employer');
    expect(within(people).getByText('3 accounts disabled')).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'Last 7 days' });
    const alerts = within(week).getByRole('link', { name: /Security alerts\s*1/ });
    expect(alerts.closest('li')).toHaveClass('admin-figure-alert');
    const failures = within(week).getByRole('link', { name: /Failed audited actions\s*0/ });
    expect(failures.closest('li')).not.toHaveClass('admin-figure-alert');
  });

  it('says so when the figures cannot be read, in the reader’s language', async () => {
    mocks.fail = true;
    await renderWithProviders(<PlatformFigures />, { locale: 'ar' });
    // after the query's one retry, a second later (within the 15 s a find waits)
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('تعذّر تحميل أرقام المنصة');
  });
});
