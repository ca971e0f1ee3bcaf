// LazyTable: the kit's Table, its code loaded after the screen, with the same props.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { LazyTable } from '../lazy-table';

const ROWS = [
  { id: 'a', name: 'Ada', score: 3 },
  { id: 'b', name: 'Ben', score: 1 },
];

describe('LazyTable', () => {
  it('shows the table once its code is there, with every prop passed on', async () => {
    const onRowAction = vi.fn();
    await renderWithProviders(
      <LazyTable
        label="Scores"
        columns={[
          { id: 'name', header: 'Name', cell: (row) => row.name },
          { id: 'score', header: 'Score', cell: (row) => row.score, sortValue: (row) => row.score },
        ]}
        rows={ROWS}
        rowId={(row) => row.id}
        onRowAction={onRowAction}
      />,
    );
    const table = await screen.findByRole('grid', { name: 'Scores' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Score/ }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ben', 'Ada']);
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Ada' }));
    expect(onRowAction).toHaveBeenCalledWith('a');
  });
});
