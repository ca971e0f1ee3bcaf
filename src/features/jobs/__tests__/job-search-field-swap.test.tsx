// The search fields start plain and become completing comboboxes once their code has loaded: a
// person typing at that moment keeps the focus, the caret and what they typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { JobSearchPage } from '../components/job-search-page';

/** The completing field's code arrives when the test opens this gate. */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});

vi.mock('../components/suggest-field', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});
vi.mock('@/lib/telemetry', () => ({ track: vi.fn() }));
vi.mock('@/lib/firebase/auth', () => ({
  getFirebaseAuth: () => ({ currentUser: { getIdToken: () => Promise.resolve('id-token') } }),
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/jobs/suggest') {
      return Promise.resolve(json({ titles: [], skills: [], places: [] }));
    }
    return Promise.resolve(
      json({
        hits: [],
        total: 0,
        facets: { type: [], experience: [], remote: [], city: [], salaryBand: [], skill: [] },
        nextCursor: null,
        didYouMean: null,
      }),
    );
  });
});

afterEach(() => vi.unstubAllGlobals());

it('keeps the focus, the caret and the text when completion replaces the plain field mid-typing', async () => {
  await renderWithProviders(null, {
    route: '/jobs',
    routes: [{ path: '/jobs', element: <JobSearchPage jobHref={(job) => `/jobs/${job.id}`} /> }],
  });
  const user = userEvent.setup({ delay: null });
  const plain = screen.getByRole('textbox', { name: 'Keywords' });
  await user.type(plain, 'fron');
  // the caret is put back one letter, then the completing field arrives
  await user.keyboard('{ArrowLeft}');
  gate.open();
  const keyword = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Keywords' });
  await waitFor(() => expect(keyword).toHaveFocus());
  expect(keyword).toHaveValue('fron');
  expect([keyword.selectionStart, keyword.selectionEnd]).toEqual([3, 3]);
  // typing goes on where the caret was
  await user.keyboard('t');
  expect(keyword).toHaveValue('frotn');
});
