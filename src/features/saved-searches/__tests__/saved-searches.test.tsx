// Saved searches on screen: "Save this search" names the search from its filters (editable) and
// saves it through the server, keeping what was typed when refused; the list opens, pauses,
// re-times, renames and deletes (after a confirmation) each search; the time zone is offered
// from the browser when the profile has none; Arabic reads right to left.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import { callableRefusal, fakeCallFunction, fakeToast } from '@/testing/callable-fakes';
import { renderWithProviders } from '@/testing/test-utils';
import { SaveSearchButton } from '../components/save-search-button';
import { SavedSearchesPage } from '../components/saved-searches-page';
import type { SavedSearch } from '../types';

const fakes = vi.hoisted(() => ({
  searches: [] as unknown[],
  timeZone: undefined as string | undefined,
  updateDoc: vi.fn((..._args: unknown[]) => Promise.resolve()),
  deleteDoc: vi.fn((..._args: unknown[]) => Promise.resolve()),
}));
const callFunction = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path, withConverter: () => ({ path }) }),
  doc: (_db: unknown, path: string) => ({ path }),
  query: (collection: unknown) => collection,
  orderBy: () => ({}),
  serverTimestamp: () => 'server-time',
  getDocs: () =>
    Promise.resolve({ docs: fakes.searches.map((search) => ({ data: () => search })) }),
  getDoc: () => Promise.resolve({ get: () => fakes.timeZone }),
  updateDoc: fakes.updateDoc,
  deleteDoc: fakes.deleteDoc,
}));
vi.mock('@/lib/firebase/functions', () => ({ callFunction }));
vi.mock('@/lib/toast', () => ({ toast }));

const search = (id: string, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Search ${id}`,
  query: 'q=react&location=Berlin',
  frequency: 'daily',
  paused: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  lastAlertAt: null,
  ...extra,
});

beforeEach(() => {
  callFunction.mockReset();
  callFunction.mockImplementation(fakeCallFunction());
  fakes.updateDoc.mockClear();
  fakes.deleteDoc.mockClear();
  fakes.searches = [];
  fakes.timeZone = 'Europe/Berlin';
  Object.assign(toast, fakeToast());
});

describe('Save this search', () => {
  it('names the search from its filters and saves it with the chosen alerts', async () => {
    callFunction.mockResolvedValue({ savedSearchId: 's1' });
    const user = userEvent.setup();
    await renderWithProviders(
      <SaveSearchButton query={new URLSearchParams('q=react&location=Berlin&remote=1')} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('react · Berlin · Remote');
    await user.selectOptions(within(dialog).getByLabelText('Alerts'), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith(CALLABLES.createSavedSearch, {
        name: 'react · Berlin · Remote',
        query: 'q=react&location=Berlin&remote=1',
        frequency: 'weekly',
        timeZone: expect.any(String) as string,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(expect.objectContaining({ title: 'Search saved' }));
  });

  it('explains a refusal and keeps the name typed', async () => {
    callFunction.mockRejectedValue(callableRefusal('saved-search-limit-reached'));
    const user = userEvent.setup();
    await renderWithProviders(<SaveSearchButton query={new URLSearchParams('')} />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('All jobs');
    await user.clear(name);
    await user.type(name, 'Everything');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(/limit of 20 saved searches/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Everything');
  });

  it('refuses an empty name before asking the server', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SaveSearchButton query={new URLSearchParams('q=go')} />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Fill in this field.')).toBeInTheDocument();
    expect(callFunction).not.toHaveBeenCalled();
  });
});

describe('the saved searches page', () => {
  const searchHref = (query: string) => `/jobs?${query}`;

  it('lists each search with a link that runs it, and pauses, re-times and deletes', async () => {
    fakes.searches = [search('a'), search('b', { paused: true, frequency: 'instant' })];
    const user = userEvent.setup();
    await renderWithProviders(<SavedSearchesPage userId="u1" searchHref={searchHref} />);
    const link = await screen.findByRole('link', { name: 'Search a' });
    expect(link).toHaveAttribute('href', '/jobs?q=react&location=Berlin');
    expect(screen.getByText('Alerts paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause alerts for Search a' }));
    await waitFor(() =>
      expect(fakes.updateDoc).toHaveBeenCalledWith(
        { path: 'users/u1/savedSearches/a' },
        { paused: true, updatedAt: 'server-time' },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Resume alerts for Search b' }));
    await waitFor(() =>
      expect(fakes.updateDoc).toHaveBeenCalledWith(
        { path: 'users/u1/savedSearches/b' },
        { paused: false, updatedAt: 'server-time' },
      ),
    );
    const [frequency] = screen.getAllByLabelText('Alerts');
    await user.selectOptions(frequency!, 'instant');
    await waitFor(() =>
      expect(fakes.updateDoc).toHaveBeenCalledWith(
        { path: 'users/u1/savedSearches/a' },
        { frequency: 'instant', updatedAt: 'server-time' },
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Search a' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete saved search?' });
    expect(fakes.deleteDoc).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fakes.deleteDoc).toHaveBeenCalledWith({ path: 'users/u1/savedSearches/a' }),
    );
  });

  it('renames a search, keeping the name typed when the write fails', async () => {
    fakes.searches = [search('a')];
    fakes.updateDoc.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    await renderWithProviders(<SavedSearchesPage userId="u1" searchHref={searchHref} />);
    await user.click(await screen.findByRole('button', { name: 'Rename Search a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Frontend');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText(/could not be saved/)).toBeInTheDocument();
    expect(name).toHaveValue('Frontend');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(fakes.updateDoc).toHaveBeenLastCalledWith(
        { path: 'users/u1/savedSearches/a' },
        { name: 'Frontend', updatedAt: 'server-time' },
      ),
    );
  });

  it("offers the browser's time zone when the profile has none, and saves the one chosen", async () => {
    fakes.timeZone = undefined;
    const user = userEvent.setup();
    await renderWithProviders(<SavedSearchesPage userId="u1" searchHref={searchHref} />);
    expect(await screen.findByText(/Detected from your browser/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() =>
      expect(fakes.updateDoc).toHaveBeenCalledWith(
        { path: 'users/u1' },
        { timeZone: 'Asia/Tokyo' },
      ),
    );
    expect(
      await screen.findByText('You have no saved searches yet.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    fakes.searches = [search('a')];
    await renderWithProviders(<SavedSearchesPage userId="u1" searchHref={searchHref} />, {
      locale: 'ar',
    });
    expect(
      await screen.findByRole('button', { name: 'إيقاف تنبيهات Search a مؤقتًا' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'منطقتك الزمنية' })).toBeInTheDocument();
  });
});
