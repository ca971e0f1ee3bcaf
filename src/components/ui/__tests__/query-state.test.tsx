// A query's states as a screen shows them: loading, failed with a retry, empty, and its data.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { allQueries, QueryState, type QueryLike } from '../query-state';

function query(state: Partial<QueryLike<string[]>>): QueryLike<string[]> {
  return {
    isPending: false,
    isError: false,
    data: undefined,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows a labelled spinner while the query loads', async () => {
    await renderWithProviders(
      <QueryState query={query({ isPending: true })} failed="Could not load">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('labels the spinner with what is loading when told', async () => {
    await renderWithProviders(
      <QueryState
        query={query({ isPending: true })}
        failed="Could not load"
        loadingLabel="Loading your postings"
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your postings');
  });

  it('shows the placeholder it is given instead of the spinner', async () => {
    await renderWithProviders(
      <QueryState
        query={query({ isPending: true })}
        failed="Could not load"
        pending={<p>Three cards</p>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Three cards')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error alert with the title and hint, whose retry fetches again', async () => {
    const failed = query({ isError: true });
    await renderWithProviders(
      <QueryState query={failed} failed="Could not load the jobs" failedHint={<p>Try later.</p>}>
        {list}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the jobs');
    expect(alert).toHaveTextContent('Try later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the error rather than stale data when a refetch failed', async () => {
    await renderWithProviders(
      <QueryState query={query({ isError: true, data: ['Old'] })} failed="Could not load">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Old')).toBeNull();
  });

  it('keeps the data loaded through a failure when told, and fails when there is none', async () => {
    const { unmount } = await renderWithProviders(
      <QueryState query={query({ isError: true })} failed="Could not load" keepData>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    unmount();
    await renderWithProviders(
      <QueryState
        query={query({ isError: true, data: ['Designer'] })}
        failed="Could not load"
        keepData
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Designer');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows only the states when the screen draws the data itself', async () => {
    const { container } = await renderWithProviders(
      <QueryState query={query({ data: ['Designer'] })} failed="Could not load" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the empty state when the data is empty', async () => {
    await renderWithProviders(
      <QueryState
        query={query({ data: [] })}
        failed="Could not load"
        isEmpty={(items) => items.length === 0}
        empty={<p>No jobs yet</p>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No jobs yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws the data once loaded', async () => {
    await renderWithProviders(
      <QueryState
        query={query({ data: ['Designer', 'Engineer'] })}
        failed="Could not load"
        isEmpty={(items) => items.length === 0}
        empty={<p>No jobs yet</p>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Designer',
      'Engineer',
    ]);
    expect(screen.queryByText('No jobs yet')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('allQueries', () => {
  const company = (state: Partial<QueryLike<string>>): QueryLike<string> => ({
    isPending: false,
    isError: false,
    data: undefined,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  });

  it('loads while any query loads and gives the data of all once all have it', () => {
    expect(allQueries(company({ data: 'Acme' }), query({ isPending: true })).isPending).toBe(true);
    const both = allQueries(company({ data: 'Acme' }), query({ data: ['Ada'] }));
    expect(both.isPending).toBe(false);
    expect(both.data).toEqual(['Acme', ['Ada']]);
    expect(allQueries(company({ data: 'Acme' }), query({})).data).toBeUndefined();
  });

  it('fails while any query failed, and its retry fetches every query again', async () => {
    const first = company({ data: 'Acme' });
    const second = query({ isError: true });
    await renderWithProviders(
      <QueryState query={allQueries(first, second)} failed="Could not load the team">
        {([name]) => <p>{name}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the team');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(first.refetch).toHaveBeenCalledTimes(1);
    expect(second.refetch).toHaveBeenCalledTimes(1);
  });
});
