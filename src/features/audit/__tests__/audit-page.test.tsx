import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import { paths } from '@/config/paths';
import { CSV_BOM } from '@/lib/csv';
import { catchDownloads, stubResizeObserver, type CaughtDownload } from '@/testing/browser-fakes';
import { renderWithProviders } from '@/testing/test-utils';
import { AuditLogPage } from '../components/audit-log-page';
import {
  AUDIT_EXPORT_LIMIT,
  AUDIT_PAGE_SIZE,
  DAY_MS,
  SECURITY_EVENT_ACTIONS,
  SECURITY_REVIEW_DAYS,
  SECURITY_REVIEW_LIMIT,
  USER_ACTIVITY_DAYS,
  USER_ACTIVITY_LIMIT,
  USER_ACTIVITY_RECENT,
} from '../constants';
import { FakeTimestamp, type StoredEntry } from './fake-audit-store';

const mocks = vi.hoisted(() => ({
  store: [] as StoredEntry[],
  queries: [] as unknown[][][],
  writes: [] as { path: string; data: Record<string, unknown> }[],
  addDoc: null as null | ((path: string, data: Record<string, unknown>) => Promise<{ id: string }>),
  callFunction: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('@/lib/firebase/functions', () => ({ callFunction: mocks.callFunction }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('firebase/firestore', async () => {
  const { fakeFirestore } = await import('./fake-audit-store');
  return fakeFirestore(() => mocks.store, {
    onQuery: (constraints) => mocks.queries.push([...constraints]),
    addDoc: (path, data) => {
      mocks.writes.push({ path, data });
      return mocks.addDoc ? mocks.addDoc(path, data) : Promise.resolve({ id: 'export-entry' });
    },
  });
});

const NOW = new Date('2026-11-22T10:00:00.000Z');
const ADMIN = { uid: 'admin-1', email: 'admin@jobs.test', role: 'admin' };
const HOUR = 3_600_000;

/** A stored entry written `hoursAgo` hours before NOW. */
function stored(id: string, hoursAgo: number, data: Record<string, unknown> = {}): StoredEntry {
  const at = NOW.getTime() - hoursAgo * HOUR;
  return {
    id,
    data: {
      action: 'LOGIN',
      userId: 'seeker-1',
      userEmail: 'seeker@jobs.test',
      userRole: 'jobSeeker',
      success: true,
      errorMessage: null,
      targetResource: null,
      targetResourceId: null,
      metadata: {},
      timestamp: FakeTimestamp.fromMillis(at),
      expireAt: FakeTimestamp.fromMillis(at + 90 * DAY_MS),
      ...data,
    },
  };
}

let downloads: CaughtDownload[] = [];

beforeEach(() => {
  mocks.store = [];
  mocks.queries = [];
  mocks.writes = [];
  mocks.addDoc = null;
  mocks.callFunction.mockReset();
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
  stubResizeObserver();
  downloads = catchDownloads();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(
          new Uint8Array(reader.result as ArrayBuffer),
        ),
      );
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });

const renderPage = (route: string = paths.admin.audit, locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(null, {
    route,
    locale,
    routes: [{ path: paths.admin.audit, element: <AuditLogPage actor={ADMIN} now={NOW} /> }],
  });

/** The body rows of the entries table. */
const entryRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);
/** A row's cells after its header (the time): action, user, role, result, target, link, details. */
const cellsAfterTime = (row: HTMLElement) => within(row).getAllByRole('gridcell');

type Query = unknown[][];
const wheres = (query: Query) => query.filter((constraint) => constraint[0] === 'where');
const limitOf = (query: Query) => query.find((constraint) => constraint[0] === 'limit')?.[1];

describe('the entries', () => {
  it('are listed newest first, a page at a time, with roles by their names', async () => {
    mocks.store = Array.from({ length: 30 }, (_, index) =>
      stored(`e${String(index).padStart(2, '0')}`, index, {
        userRole: index === 0 ? 'admin' : index === 1 ? 'mystery' : 'jobSeeker',
        userEmail: index === 0 ? 'admin@jobs.test' : 'seeker@jobs.test',
      }),
    );
    await renderPage();
    await waitFor(() => expect(entryRows()).toHaveLength(AUDIT_PAGE_SIZE));
    const first = cellsAfterTime(entryRows()[0]!);
    expect(first[1]).toHaveTextContent('admin@jobs.test');
    expect(first[2]).toHaveTextContent('Administrator');
    expect(cellsAfterTime(entryRows()[1]!)[2]).toHaveTextContent('Unknown role');
    expect(cellsAfterTime(entryRows()[2]!)[2]).toHaveTextContent('Job seeker');
    expect(screen.queryByText('jobSeeker')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entryRows()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // the second page continued after the first page's last entry
    const second = mocks.queries.at(-1)!;
    expect(second.find((constraint) => constraint[0] === 'startAfter')).toEqual([
      'startAfter',
      expect.any(FakeTimestamp),
      'e24',
    ]);
  });

  it.each([
    ['en', ['Guest', 'Job seeker', 'Employer', 'No role']],
    ['ar', ['ضيف', 'باحث عن عمل', 'صاحب عمل', 'بلا دور']],
  ] as const)(
    'name every stored role in the Role column (%s), never the stored value',
    async (locale, names) => {
      const roles = ['guest', 'jobSeeker', 'employer', ''];
      mocks.store = roles.map((userRole, index) => stored(`r${index}`, index, { userRole }));
      await renderPage(paths.admin.audit, locale);
      await waitFor(() => expect(entryRows()).toHaveLength(roles.length));
      const column = entryRows().map((row) => cellsAfterTime(row)[2]!.textContent);
      expect(column).toEqual(names);
      for (const role of ['guest', 'jobSeeker', 'employer']) {
        expect(screen.queryByText(role)).toBeNull();
      }
    },
  );

  it('are filtered by user, action, target and dates; a backwards range is refused', async () => {
    mocks.store = [
      stored('match', 2, { action: 'DELETE_JOB', userId: 'employer-1', targetResourceId: 'job-9' }),
      stored('other-target', 3, {
        action: 'DELETE_JOB',
        userId: 'employer-1',
        targetResourceId: 'job-1',
      }),
      stored('other-user', 4, { action: 'DELETE_JOB', targetResourceId: 'job-9' }),
      stored('too-old', 24 * 10, {
        action: 'DELETE_JOB',
        userId: 'employer-1',
        targetResourceId: 'job-9',
      }),
    ];
    await renderPage();
    await waitFor(() => expect(entryRows()).toHaveLength(4));

    await userEvent.type(screen.getByLabelText('From'), '2026-11-21');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-20');
    const queriesBefore = mocks.queries.length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The start date must be before the end date.')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(mocks.queries.length).toBe(queriesBefore);

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-22');
    await userEvent.type(screen.getByLabelText('User ID'), 'employer-1');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'DELETE_JOB');
    await userEvent.type(screen.getByLabelText('Target ID'), 'job-9');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(entryRows()).toHaveLength(1));
    expect(entryRows()[0]).toHaveTextContent('Job deleted');
    expect(wheres(mocks.queries.at(-1)!).map((where) => where.slice(1, 3))).toEqual([
      ['userId', '=='],
      ['action', '=='],
      ['targetResourceId', '=='],
      ['timestamp', '>='],
      ['timestamp', '<='],
    ]);

    // the filters outlive a visit to another tab
    await userEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Entries' }));
    expect(screen.getByLabelText('Target ID')).toHaveValue('job-9');
    await waitFor(() => expect(entryRows()).toHaveLength(1));
  });

  it('open in a detail with every field, the metadata written out and the chain link', async () => {
    mocks.store = [
      stored('e1', 1, {
        action: 'UPDATE_ROLE',
        targetResource: 'users',
        targetResourceId: 'seeker-2',
        metadata: { from: 'jobSeeker', to: 'employer', nested: { reason: 'promotion' } },
        chain: { seq: 42, prevHash: 'a'.repeat(64), hash: 'b'.repeat(64) },
      }),
    ];
    await renderPage();
    await waitFor(() => expect(entryRows()).toHaveLength(1));
    expect(within(entryRows()[0]!).getByText('#42')).toBeVisible();
    await userEvent.click(within(entryRows()[0]!).getByRole('button', { name: /^Details: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(within(dialog).getByText('Role changed')).toBeVisible();
    expect(within(dialog).getByText('seeker-2')).toBeVisible();
    expect(dialog.querySelector('pre')?.textContent).toBe(
      JSON.stringify(
        { from: 'jobSeeker', to: 'employer', nested: { reason: 'promotion' } },
        null,
        2,
      ),
    );
    expect(within(dialog).getByText('#42')).toBeVisible();
    expect(within(dialog).getByText('b'.repeat(64))).toBeVisible();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the CSV export', () => {
  it(`holds the filtered set, at most ${AUDIT_EXPORT_LIMIT} entries, and is audited first`, async () => {
    expect(AUDIT_EXPORT_LIMIT).toBe(5_000);
    mocks.store = Array.from({ length: AUDIT_EXPORT_LIMIT + 20 }, (_, index) =>
      stored(`e${String(index).padStart(5, '0')}`, index / 100, {
        action: 'LOGIN',
        targetResourceId: index === 0 ? '=cmd()' : null,
      }),
    );
    mocks.store.push(stored('logout', 1, { action: 'LOGOUT' }));
    await renderPage();
    await waitFor(() => expect(entryRows()).toHaveLength(AUDIT_PAGE_SIZE));
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'LOGIN');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('audit-log-2026-11-22.csv');
    const text = await textOf(downloads[0]!.blob);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(AUDIT_EXPORT_LIMIT + 1);
    expect(lines[0]).toContain('Entry ID,Chain link,Time (UTC),Action');
    expect(lines[1]).toContain(`'=cmd()`);
    expect(text).not.toContain('LOGOUT');

    expect(mocks.writes).toHaveLength(1);
    expect(mocks.writes[0]).toMatchObject({
      path: 'auditLogs',
      data: {
        action: 'VIEW_SENSITIVE_DATA',
        userId: ADMIN.uid,
        userRole: 'admin',
        targetResource: 'auditLogs',
        metadata: { export: 'csv', filters: { action: 'LOGIN' }, rows: AUDIT_EXPORT_LIMIT },
      },
    });
    expect(mocks.toast.success).toHaveBeenCalledWith({
      title: 'Exported 5,000 entries.',
      description:
        'More entries match: only the newest 5,000 are in the file. Narrow the filters to export the rest.',
    });
  });

  it('is not handed over when its audit entry cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.store = [stored('e1', 1)];
    mocks.addDoc = () => Promise.reject(new Error('permission-denied'));
    await renderPage();
    await waitFor(() => expect(entryRows()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith({
        title: 'Error',
        description: 'The export failed and nothing was downloaded. Try again.',
      }),
    );
    expect(downloads).toHaveLength(0);
  });
});

describe('the security review', () => {
  it(`looks at the last ${SECURITY_REVIEW_DAYS} days, up to ${SECURITY_REVIEW_LIMIT} of each of the eight actions`, async () => {
    mocks.store = [
      ...Array.from({ length: 60 }, (_, index) => stored(`login-${index}`, index + 1)),
      stored('failed-login', 1, { success: false, errorMessage: 'Invalid credentials' }),
      stored('alert', 2, {
        action: 'SECURITY_ALERT',
        userId: '',
        userEmail: 'member@jobs.test',
        userRole: '',
        metadata: { reason: 'repeated_failed_sign_in' },
      }),
      stored('old-alert', 24 * 8, { action: 'SECURITY_ALERT' }),
    ];
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Security review' }));
    expect(await screen.findByRole('heading', { name: /Security alert/ })).toBeVisible();
    expect(screen.getByLabelText('Period')).toHaveValue(String(SECURITY_REVIEW_DAYS));

    const reviewQueries = mocks.queries.filter((query) =>
      wheres(query).some((where) => where[1] === 'action'),
    );
    expect(reviewQueries).toHaveLength(SECURITY_EVENT_ACTIONS.length);
    for (const query of reviewQueries) {
      expect(limitOf(query)).toBe(SECURITY_REVIEW_LIMIT);
      const since = wheres(query).find((where) => where[1] === 'timestamp')?.[3] as FakeTimestamp;
      expect(since.toMillis()).toBe(NOW.getTime() - SECURITY_REVIEW_DAYS * DAY_MS);
    }
    expect(
      reviewQueries.map((query) => wheres(query).find((where) => where[1] === 'action')?.[3]),
    ).toEqual([...SECURITY_EVENT_ACTIONS]);

    // failures and the alert stand out; the old alert is outside the period
    expect(screen.getByText('Needs a look. Security alerts: 1. Failed actions: 1.')).toBeVisible();
    const counts = screen.getByRole('list', { name: 'Entries per security action' });
    expect(within(counts).getByText('50 or more')).toBeVisible();
    const alerts = await screen.findByRole('grid', { name: 'Security alert' });
    // the grid can show before its rows: wait for them rather than read them at once
    await waitFor(() => expect(within(alerts).getAllByRole('row')).toHaveLength(2));
    expect(within(alerts).getByText('member@jobs.test')).toBeVisible();
    const logins = await screen.findByRole('grid', { name: 'Sign-in' });
    await waitFor(() =>
      expect(within(logins).getAllByRole('row')).toHaveLength(SECURITY_REVIEW_LIMIT + 1),
    );
    expect(within(logins).getByText('Failed')).toBeVisible();
  });
});

describe('a user’s activity', () => {
  it(`covers ${USER_ACTIVITY_DAYS} days, up to ${USER_ACTIVITY_LIMIT} entries, the ${USER_ACTIVITY_RECENT} most recent listed`, async () => {
    mocks.store = [
      ...Array.from({ length: 120 }, (_, index) =>
        stored(`u-${index}`, index + 1, {
          userId: 'busy-1',
          action: index % 3 === 0 ? 'LOGOUT' : 'LOGIN',
        }),
      ),
      stored('someone-else', 1, { userId: 'quiet-1' }),
    ];
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'User activity' }));
    expect(await screen.findByText('Enter a user ID to see what they did.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Days' })).toHaveValue(String(USER_ACTIVITY_DAYS));
    await userEvent.type(screen.getByLabelText('User ID'), 'busy-1');
    await userEvent.click(screen.getByRole('button', { name: 'Show activity' }));

    expect(
      await screen.findByText(
        'At least 100 entries in the last 30 days: the summary covers the newest 100.',
      ),
    ).toBeVisible();
    const query = mocks.queries.at(-1)!;
    expect(limitOf(query)).toBe(USER_ACTIVITY_LIMIT);
    const since = wheres(query).find((where) => where[1] === 'timestamp')?.[3] as FakeTimestamp;
    expect(since.toMillis()).toBe(NOW.getTime() - USER_ACTIVITY_DAYS * DAY_MS);
    const byAction = await screen.findByRole('grid', { name: 'Entries by action' });
    await waitFor(() =>
      expect(
        within(byAction)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['ActionEntries', 'Sign-in66', 'Sign-out34']),
    );
    const recent = await screen.findByRole('grid', { name: 'The 10 most recent entries' });
    await waitFor(() =>
      expect(within(recent).getAllByRole('row')).toHaveLength(USER_ACTIVITY_RECENT + 1),
    );
  });

  it('opens from an entry’s detail for that entry’s person', async () => {
    mocks.store = [stored('e1', 1, { userId: 'seeker-7' })];
    await renderPage(`${paths.admin.audit}?entry=e1`);
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: "Show this user's activity" }),
    );
    expect(await screen.findByRole('heading', { name: 'Activity of seeker-7' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'User activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('reports', () => {
  it('group the last 30 days by day, by user and by action with five examples each', async () => {
    mocks.store = [
      ...Array.from({ length: 8 }, (_, index) => stored(`l${index}`, index * 5)),
      stored('x', 30, { action: 'DELETE_JOB', userId: 'employer-1', userEmail: 'boss@jobs.test' }),
      stored('ancient', 24 * 40),
    ];
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(await screen.findByText(/^9 entries from /)).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-24');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-22');
    const byAction = await screen.findByRole('grid', { name: 'By action' });
    const login = within(byAction).getByRole('row', { name: /^Sign-in/ });
    expect(within(login).getAllByRole('listitem')).toHaveLength(5);
    const byUser = await screen.findByRole('grid', { name: 'By user' });
    expect(
      within(byUser)
        .getAllByRole('row')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['User', 'seeker@jobs.test', 'boss@jobs.test']);
    const byDay = await screen.findByRole('grid', { name: 'Entries per day (UTC)' });
    expect(within(byDay).getAllByRole('row').length).toBeGreaterThan(1);
  });
});

describe('retention and integrity', () => {
  it('counts the entries past 90 days and says when the oldest goes', async () => {
    mocks.store = [stored('old-1', 24 * 95), stored('old-2', 24 * 91), stored('recent', 1)];
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Retention and integrity' }));
    expect(
      await screen.findByText('2 entries are older than 90 days and waiting to be removed.'),
    ).toBeVisible();
    expect(screen.getByText(/^The oldest entry was written on /)).toBeVisible();
  });

  it('verifies the whole kept chain by default and reports it intact', async () => {
    mocks.callFunction.mockResolvedValue({
      checked: 41,
      firstSeq: 1,
      lastSeq: 41,
      headSeq: 41,
      capped: false,
      broken: null,
    });
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Retention and integrity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByText('Intact: 41 entries checked, #1–#41.')).toBeVisible();
    expect(mocks.callFunction).toHaveBeenCalledWith(CALLABLES.verifyAuditChain, {});
  });

  it('names the first broken link with a link to its entry, and checks the range', async () => {
    mocks.store = [stored('e7', 1, { action: 'UPDATE_ROLE' })];
    mocks.callFunction.mockResolvedValue({
      checked: 7,
      firstSeq: 1,
      lastSeq: 7,
      headSeq: 41,
      capped: false,
      broken: { seq: 7, entryId: 'e7', reason: 'content-altered' },
    });
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Retention and integrity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'From link' }), '9');
    await userEvent.type(screen.getByRole('textbox', { name: 'To link' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByText('The last link must not come before the first.')).toBeVisible();
    expect(mocks.callFunction).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'From link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'From link' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(
      await screen.findByText('Broken at link #7: the entry was changed after it was written.'),
    ).toBeVisible();
    expect(mocks.callFunction).toHaveBeenCalledWith(CALLABLES.verifyAuditChain, {
      fromSeq: 2,
      toSeq: 3,
    });
    const link = screen.getByRole('link', { name: 'Open entry e7' });
    expect(link).toHaveAttribute('href', `${paths.admin.audit}?entry=e7`);
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(await within(dialog).findByText('Role changed')).toBeVisible();
  });

  it('explains a refusal in words', async () => {
    mocks.callFunction.mockRejectedValue(Object.assign(new Error('no'), { reason: 'forbidden' }));
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Retention and integrity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(
      await screen.findByText('Only an administrator may verify the audit log.'),
    ).toBeVisible();
  });
});

describe('in Arabic', () => {
  it('names the tabs and the roles in Arabic', async () => {
    mocks.store = [stored('e1', 1, { userRole: 'admin' })];
    await renderPage(paths.admin.audit, 'ar');
    expect(await screen.findByRole('tab', { name: 'المراجعة الأمنية' })).toBeVisible();
    await waitFor(() => expect(entryRows()).toHaveLength(1));
    expect(cellsAfterTime(entryRows()[0]!)[2]).toHaveTextContent('مسؤول');
  });
});
