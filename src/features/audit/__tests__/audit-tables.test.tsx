// The audit tabs' shared parts: the entries table and the period's two day fields.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { AuditDateRange } from '../components/audit-date-range';
import { AuditEntriesTable } from '../components/audit-entries-table';
import type { AuditEntry } from '../types';
import { auditEntry } from './audit-entry';

const ENTRIES = [
  auditEntry({ id: 'ok', chain: { seq: 42 } as AuditEntry['chain'] }),
  auditEntry({
    id: 'bad',
    action: 'DELETE_JOB',
    success: false,
    userEmail: null,
    userId: 'employer-1',
    targetResource: 'jobs',
    targetResourceId: 'j9',
  }),
];

const headings = () => screen.getAllByRole('columnheader').map((heading) => heading.textContent);

describe('AuditEntriesTable', () => {
  it('shows the asked columns in order, then the detail button that opens the entry', async () => {
    const onOpenEntry = vi.fn();
    await renderWithProviders(
      <AuditEntriesTable
        label="Entries"
        entries={ENTRIES}
        columns={['time', 'action', 'user', 'result', 'target', 'link']}
        onOpenEntry={onOpenEntry}
      />,
    );
    const table = await screen.findByRole('grid', { name: 'Entries' });
    // the header row can come a render after the grid (the table builds its collection first)
    await within(table).findAllByRole('columnheader');
    expect(headings()).toEqual([
      'Time',
      'Action',
      'User',
      'Result',
      'Target',
      'Chain link',
      'Details',
    ]);
    const [, ok, bad] = within(table).getAllByRole('row');
    expect(
      within(ok!)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sign-in', 'u1@jobs.test', 'Succeeded', '—', '#42', 'Details']);
    expect(within(bad!).getByText('employer-1')).toBeVisible();
    expect(within(bad!).getByText('jobs / j9')).toBeVisible();
    await userEvent.click(within(bad!).getByRole('button', { name: /^Details: / }));
    expect(onOpenEntry).toHaveBeenCalledWith(ENTRIES[1]);
  });

  it('marks failed entries by default, or the entries the tab says need a look', async () => {
    const { unmount } = await renderWithProviders(
      <AuditEntriesTable
        label="Entries"
        entries={ENTRIES}
        columns={['role']}
        onOpenEntry={vi.fn()}
      />,
    );
    const marked = () =>
      within(screen.getByRole('grid'))
        .getAllByRole('row')
        .filter((row) => row.classList.contains('audit-row-failed')).length;
    expect(headings()).toEqual(['Role', 'Details']);
    expect(marked()).toBe(1);
    unmount();
    await renderWithProviders(
      <AuditEntriesTable
        label="Entries"
        entries={ENTRIES}
        columns={['role']}
        onOpenEntry={vi.fn()}
        needsLook={() => true}
      />,
    );
    expect(marked()).toBe(2);
  });
});

describe('AuditDateRange', () => {
  it('gives From and To day fields their values, props and errors', async () => {
    await renderWithProviders(
      <form>
        <AuditDateRange
          from={{
            defaultValue: '2026-11-01',
            error: 'The start date must not come after the end date.',
          }}
          to={{ defaultValue: '2026-11-30', name: 'to' }}
        />
      </form>,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2026-11-01');
    expect(from).toHaveAccessibleDescription('The start date must not come after the end date.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAttribute('type', 'date');
    expect(to).toHaveAttribute('name', 'to');
    expect(to).not.toHaveAttribute('aria-invalid');
  });
});
