import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Table, type TableColumn } from '../table';

interface Job {
  id: string;
  title: string;
  applicants: number;
}

const JOBS: Job[] = [
  { id: 'j1', title: 'Data Analyst', applicants: 12 },
  { id: 'j2', title: 'Backend Engineer', applicants: 40 },
  { id: 'j3', title: 'Content Designer', applicants: 3 },
];

const COLUMNS: TableColumn<Job>[] = [
  { id: 'title', header: 'Title', cell: (job) => job.title, sortValue: (job) => job.title },
  {
    id: 'applicants',
    header: 'Applicants',
    cell: (job) => job.applicants,
    sortValue: (job) => job.applicants,
  },
];

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Table', () => {
  it('sorts by a heading, ascending then descending, and says so (aria-sort)', async () => {
    await renderWithProviders(
      <Table label="Jobs" columns={COLUMNS} rows={JOBS} rowId={(job) => job.id} />,
    );
    expect(await screen.findByRole('grid', { name: 'Jobs' })).toBeInTheDocument();
    expect(titles()).toEqual(['Data Analyst', 'Backend Engineer', 'Content Designer']);

    const applicants = screen.getByRole('columnheader', { name: /Applicants/ });
    await userEvent.click(applicants);
    expect(applicants).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual(['Content Designer', 'Data Analyst', 'Backend Engineer']);

    await userEvent.click(applicants);
    expect(applicants).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual(['Backend Engineer', 'Data Analyst', 'Content Designer']);

    await userEvent.click(screen.getByRole('columnheader', { name: /Title/ }));
    expect(titles()).toEqual(['Backend Engineer', 'Content Designer', 'Data Analyst']);
  });

  it('with controlled sorting, reports the heading and keeps the given order', async () => {
    const onSortChange = vi.fn();
    await renderWithProviders(
      <Table
        label="Jobs"
        columns={COLUMNS}
        rows={JOBS}
        rowId={(job) => job.id}
        sort={{ column: 'title', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(await screen.findByRole('columnheader', { name: /Applicants/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'applicants', direction: 'ascending' });
    expect(titles()).toEqual(['Data Analyst', 'Backend Engineer', 'Content Designer']);
  });

  it('selects rows with their checkboxes, and all rows at once', async () => {
    const onSelectionChange = vi.fn();
    await renderWithProviders(
      <Table
        label="Jobs"
        columns={COLUMNS}
        rows={JOBS}
        rowId={(job) => job.id}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const row = (await screen.findByRole('rowheader', { name: 'Backend Engineer' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['j2']));
    expect(row).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['j1', 'j2', 'j3']));
  });

  it('shows its empty state when there are no rows', async () => {
    await renderWithProviders(
      <Table
        label="Jobs"
        columns={COLUMNS}
        rows={[]}
        rowId={(job) => job.id}
        emptyState="No jobs yet."
      />,
    );
    expect(await screen.findByText('No jobs yet.')).toBeInTheDocument();
  });

  it('shows its name as a caption when asked, and gives columns and rows their classes', async () => {
    await renderWithProviders(
      <Table
        label="Jobs"
        showLabel
        columns={[...COLUMNS.slice(0, 1), { ...COLUMNS[1]!, className: 'number' }]}
        rows={JOBS}
        rowId={(job) => job.id}
        rowClassName={(job) => (job.applicants > 20 ? 'busy' : undefined)}
      />,
    );
    const table = await screen.findByRole('grid', { name: 'Jobs' });
    expect(screen.getByText('Jobs')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Applicants/ })).toHaveClass('number');
    expect(within(table).getByRole('gridcell', { name: '40' })).toHaveClass('number');
    expect(within(table).getByRole('gridcell', { name: '3' })).toHaveClass('number');
    const busy = within(table)
      .getAllByRole('row')
      .filter((row) => row.classList.contains('busy'));
    expect(busy.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Backend Engineer',
    ]);
  });

  it('scrolls sideways in a region named like the table while it is wider than its box', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    await renderWithProviders(
      <Table label="Jobs" columns={COLUMNS} rows={JOBS} rowId={(job) => job.id} />,
    );
    const region = await screen.findByRole('region', { name: 'Jobs' });
    expect(within(region).getByRole('grid', { name: 'Jobs' })).toBeInTheDocument();
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
