// The candidates list's bulk actions: selecting with the keyboard (Space, Shift+arrow, all on the
// page) announced as a count, a bulk rejection confirmed in its dialog and sent as one call, the
// report naming who failed and why, "Retry the failed" running the same run again, and a refusal
// that keeps the reason typed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type { RenderBookingForm } from '../components/bulk-actions';
import { CandidatesPage } from '../components/candidates-page';
import type { ScreeningJob } from '../types';
import { at, fake } from './firestore-fake';

const mocks = vi.hoisted(() => ({
  callFunction: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
// one-time reads take the SDK's lite build: the same fake
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);
vi.mock('@/lib/firebase/functions', () => ({ callFunction: mocks.callFunction }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));

const COMPANY = 'northwind-talent';
const job: ScreeningJob = {
  id: 'northwind-frontend-engineer',
  title: 'Frontend Engineer',
  company: 'Northwind Talent',
  companyId: COMPANY,
  skills: ['React'],
  status: 'open',
};
const PEOPLE = [
  ['lena', 'Lena Fischer', '2026-11-04T09:00:00Z'],
  ['kenji', 'Kenji Sato', '2026-11-03T09:00:00Z'],
  ['noor', 'Noor Haddad', '2026-11-02T09:00:00Z'],
] as const;
const idOf = (key: string) => `${job.id}_${key}`;

function storeApplication(key: string, name: string, createdAt: string) {
  fake.docs.set(`applications/${idOf(key)}`, {
    jobId: job.id,
    jobTitle: job.title,
    companyId: COMPANY,
    companyName: 'Northwind Talent',
    source: 'applicant',
    applicantUid: key,
    candidateId: null,
    candidate: {
      name,
      email: '',
      title: 'Engineer',
      location: 'Berlin',
      skills: ['React'],
      experience: '',
      education: '',
      availability: '',
      salary: '',
      imageUrl: null,
    },
    stage: 'applied',
    createdAt: at(createdAt),
  });
}

const renderPage = (renderBookingForm?: RenderBookingForm) =>
  renderWithProviders(
    <CandidatesPage
      companyId={COMPANY}
      jobs={[job]}
      jobId={job.id}
      onJobChange={vi.fn()}
      actor={{ uid: 'employer-mia' }}
      applicationHref={(id) => `/candidates/${id}`}
      renderBookingForm={renderBookingForm}
    />,
  );

/** The settings a booking link form would send (the scheduling feature's form in the app). */
const LINK = {
  durationMinutes: 45,
  bufferMinutes: 10,
  kind: 'video',
  location: 'https://meet.example.com/north',
  interviewerUids: ['employer-mia'],
  fromDate: '2026-12-01',
  toDate: '2026-12-05',
  timeZone: 'Europe/Berlin',
} as const;
/** A form whose code arrives when `load` is called (the app's loads with its own chunk). */
function fakeBookingForm() {
  let show = () => {};
  function FakeForm({ formId, onSend, onReady }: Parameters<RenderBookingForm>[0]) {
    const [loaded, setLoaded] = useState(false);
    show = () => setLoaded(true);
    useEffect(() => {
      if (loaded) onReady();
    }, [loaded, onReady]);
    return loaded ? (
      <form
        id={formId}
        aria-label="Link settings"
        onSubmit={(event) => {
          event.preventDefault();
          void onSend({ ...LINK, interviewerUids: [...LINK.interviewerUids] });
        }}
      />
    ) : null;
  }
  const render: RenderBookingForm = (props) => <FakeForm {...props} />;
  return { render, load: () => act(() => show()) };
}

const selectedCount = () => screen.getByText(/selected$/);

describe('bulk actions in the candidates list', () => {
  beforeEach(() => {
    fake.reset();
    mocks.callFunction.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    localStorage.clear();
    for (const [key, name, createdAt] of PEOPLE) storeApplication(key, name, createdAt);
  });

  it('selects with the keyboard and announces how many are selected', async () => {
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    expect(selectedCount()).toHaveTextContent('0 candidates selected');
    expect(selectedCount()).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Reject…' })).not.toBeInTheDocument();

    // into the grid: the first row's first cell, then Space selects that row
    const lena = within(table).getByRole('row', { name: /Lena Fischer/ });
    within(lena).getAllByRole('gridcell')[0]!.focus();
    await user.keyboard(' ');
    expect(selectedCount()).toHaveTextContent('1 candidate selected');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(selectedCount()).toHaveTextContent('2 candidates selected');
    expect(
      within(table)
        .getAllByRole('row')
        .filter((row) => row.getAttribute('aria-selected') === 'true')
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Lena Fischer', 'Kenji Sato']);

    // every row on the page at once, by the heading's box
    await user.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    expect(selectedCount()).toHaveTextContent('3 candidates selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selectedCount()).toHaveTextContent('0 candidates selected');
  });

  it('rejects the selected in one call, reports who failed and why, and retries only the run', async () => {
    mocks.callFunction
      .mockResolvedValueOnce({
        bulkId: 'run-1',
        items: [
          { applicationId: idOf('lena'), status: 'done', reason: null },
          { applicationId: idOf('kenji'), status: 'failed', reason: 'failed' },
        ],
      })
      .mockResolvedValueOnce({
        bulkId: 'run-1',
        items: [
          { applicationId: idOf('lena'), status: 'done', reason: null },
          { applicationId: idOf('kenji'), status: 'done', reason: null },
        ],
      });
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    for (const name of ['Lena Fischer', 'Kenji Sato']) {
      const row = within(table).getByRole('row', { name: new RegExp(name) });
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 candidates' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    // a rejection needs its reason: nothing is sent without one
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    expect(mocks.callFunction).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Position filled');
    await user.click(within(dialog).getByRole('checkbox', { name: /Share the reason/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(mocks.callFunction).toHaveBeenCalledTimes(1));
    expect(mocks.callFunction).toHaveBeenCalledWith('runBulkCandidateAction', {
      companyId: COMPANY,
      applicationIds: [idOf('lena'), idOf('kenji')],
      action: { kind: 'reject', reason: 'Position filled', share: true },
    });
    expect(await screen.findByText('1 done, 1 failed')).toBeInTheDocument();
    const failures = screen.getByRole('list', { name: 'Not done' });
    expect(within(failures).getByRole('listitem')).toHaveTextContent(
      'Kenji Sato: could not be saved',
    );
    // the failed one stays selected
    expect(selectedCount()).toHaveTextContent('1 candidate selected');

    await user.click(screen.getByRole('button', { name: 'Retry the failed' }));
    await waitFor(() => expect(mocks.callFunction).toHaveBeenCalledTimes(2));
    expect(mocks.callFunction).toHaveBeenLastCalledWith('runBulkCandidateAction', {
      companyId: COMPANY,
      bulkId: 'run-1',
    });
    expect(await screen.findByText('2 done, 0 failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry the failed' })).not.toBeInTheDocument();
    expect(selectedCount()).toHaveTextContent('0 candidates selected');
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    mocks.callFunction.mockRejectedValueOnce(
      Object.assign(new Error('no'), { reason: 'forbidden' }),
    );
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Add a note…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note to 3 candidates' });
    await user.type(within(dialog).getByRole('textbox'), 'Strong portfolios');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith({
        title: 'Nothing was done',
        description: 'You may not act on these candidates.',
      }),
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('Strong portfolios');
    expect(selectedCount()).toHaveTextContent('3 candidates selected');
  });

  it('moves the selected after a confirmation', async () => {
    mocks.callFunction.mockResolvedValueOnce({
      bulkId: 'run-2',
      items: PEOPLE.map(([key]) => ({ applicationId: idOf(key), status: 'done', reason: null })),
    });
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Screening' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move 3 candidates to Screening?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move 3 candidates' }));
    await waitFor(() =>
      expect(mocks.callFunction).toHaveBeenCalledWith('runBulkCandidateAction', {
        companyId: COMPANY,
        applicationIds: PEOPLE.map(([key]) => idOf(key)),
        action: { kind: 'move', to: 'screening' },
      }),
    );
    expect(await screen.findByText('3 done, 0 failed')).toBeInTheDocument();
  });

  it('sends booking links to the selected with the form the screen gives, only when given one', async () => {
    mocks.callFunction.mockResolvedValueOnce({
      bulkId: 'run-3',
      items: PEOPLE.map(([key]) => ({ applicationId: idOf(key), status: 'done', reason: null })),
    });
    const user = userEvent.setup();
    const { unmount } = await renderPage();
    let table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    // without the scheduling form (a member who may not schedule): no such action
    expect(screen.getByRole('button', { name: 'Reject…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send booking links…' })).not.toBeInTheDocument();
    unmount();

    const form = fakeBookingForm();
    await renderPage(form.render);
    table = await screen.findByRole('grid', { name: 'Pipeline' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Send booking links…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send booking links to 3 candidates',
    });
    // while the form's code loads, a press has nothing to send: the button waits
    const send = within(dialog).getByRole('button', { name: 'Send 3 links' });
    expect(send).toBeDisabled();
    form.load();
    expect(within(dialog).getByRole('form', { name: 'Link settings' })).toBeInTheDocument();
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() =>
      expect(mocks.callFunction).toHaveBeenCalledWith('runBulkCandidateAction', {
        companyId: COMPANY,
        applicationIds: PEOPLE.map(([key]) => idOf(key)),
        action: { kind: 'bookingLink', link: LINK },
      }),
    );
    expect(await screen.findByText('3 done, 0 failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // opened again, the form mounts again: the button waits for it again
    await user.click(within(table).getByRole('checkbox', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Send booking links…' }));
    const again = await screen.findByRole('dialog', { name: 'Send booking links to 3 candidates' });
    expect(within(again).getByRole('button', { name: 'Send 3 links' })).toBeDisabled();
    form.load();
    expect(within(again).getByRole('button', { name: 'Send 3 links' })).toBeEnabled();
  });
});
