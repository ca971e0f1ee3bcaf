import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { editJobPath, paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/test-utils';
import {
  PostingsPage,
  type ClosePostingDialogProps,
  type PostingsPageProps,
} from '../components/postings-page';

const mocks = vi.hoisted(() => ({
  getDocs: vi.fn(),
  updateDoc: vi.fn(),
  callFunction: vi.fn(),
  constraints: [] as unknown[],
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('@/lib/firebase/functions', () => ({ callFunction: mocks.callFunction }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
// one-time reads take the SDK's lite build: the same fake
vi.mock('firebase/firestore/lite', () => import('firebase/firestore'));
vi.mock('firebase/firestore', async () => {
  const { convertedSnapshot, fakeQuery, fakeRef } = await import('@/testing/firestore-fakes');
  return {
    collection: (_db: unknown, path: string) => fakeRef({ path }),
    doc: (_db: unknown, path: string) => fakeRef({ path }),
    query: (base: Parameters<typeof fakeQuery>[0], ...constraints: unknown[]) => {
      mocks.constraints = constraints;
      return fakeQuery(base, ...constraints);
    },
    where: (...args: unknown[]) => ['where', ...args],
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    getDocs: async (query: Parameters<typeof convertedSnapshot>[0]) =>
      convertedSnapshot(
        query,
        (await mocks.getDocs(query)) as Parameters<typeof convertedSnapshot>[1],
      ),
    updateDoc: mocks.updateDoc,
    serverTimestamp: () => 'SERVER_TIME',
  };
});

const COMPANY = 'northwind-talent';
const posting = (id: string, title: string, status: 'open' | 'closed', postedDate: string) => ({
  id,
  title,
  company: 'Northwind Talent',
  location: 'Berlin, Germany',
  remote: id === 'frontend',
  description: 'A posting of the seeded company, long enough to be valid.',
  postedDate,
  applyUrl: '',
  salary: 100_000,
  type: 'Full-time',
  skills: ['React'],
  experience: 'Senior',
  keywords: [],
  locationKey: 'berlin',
  status,
  companyId: COMPANY,
  createdBy: 'employer-omar',
});
const STORED = [
  posting('frontend', 'Senior Frontend Engineer', 'open', '2026-11-19T00:00:00.000Z'),
  posting('designer', 'Product Designer', 'open', '2026-11-13T00:00:00.000Z'),
  posting('intern', 'Data Analyst Intern', 'closed', '2026-10-08T00:00:00.000Z'),
];
const snapshot = (docs: ReturnType<typeof posting>[]) => ({
  size: docs.length,
  docs: docs.map((entry) => ({ id: entry.id, data: () => entry })),
});

const ALL_FLAGS = { canCreate: true, canEdit: true, canDelete: true, canViewCandidates: true };
const NO_FLAGS = { canCreate: false, canEdit: false, canDelete: false, canViewCandidates: false };

function renderPage(
  flags: Omit<PostingsPageProps, 'companyId'> = ALL_FLAGS,
  locale: 'en' | 'ar' = 'en',
) {
  return renderWithProviders(null, {
    route: paths.employer.jobs,
    locale,
    routes: [
      { path: paths.employer.jobs, element: <PostingsPage companyId={COMPANY} {...flags} /> },
      { path: paths.employer.editJob, element: <h1>Edit form</h1> },
    ],
  });
}

const rowOf = async (title: string) => {
  const header = await screen.findByRole('rowheader', { name: title });
  return header.closest('[role="row"]') as HTMLElement;
};

/** Opens the actions menu of the posting `title`. */
const openActions = async (title: string) =>
  userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));

/** The actions the menu of the posting `title` offers, in their order. */
async function actionsOf(title: string) {
  await openActions(title);
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** Picks `action` in the menu of the posting `title`. */
async function chooseAction(title: string, action: string) {
  await openActions(title);
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('postings page', () => {
  beforeEach(() => {
    mocks.getDocs.mockReset().mockResolvedValue(snapshot(STORED));
    mocks.updateDoc.mockReset().mockResolvedValue(undefined);
    mocks.callFunction.mockReset().mockResolvedValue({});
    mocks.toast.success.mockReset();
    mocks.toast.error.mockReset();
  });

  it("lists the company's postings, newest first, with place, type, status and date", async () => {
    await renderPage();
    const table = await screen.findByRole('grid', { name: "Your company's postings" });
    expect(mocks.constraints).toEqual([
      ['where', 'companyId', '==', COMPANY],
      ['orderBy', 'createdAt', 'desc'],
    ]);
    // the grid can show before its rows: the last of them says they are all there
    await rowOf('Data Analyst Intern');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Senior Frontend Engineer',
      'Product Designer',
      'Data Analyst Intern',
    ]);
    const first = await rowOf('Senior Frontend Engineer');
    expect(first).toHaveTextContent('Berlin, Germany');
    expect(first).toHaveTextContent('Remote');
    expect(first).toHaveTextContent('Full-time');
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('Nov 19, 2026');
    expect(await rowOf('Data Analyst Intern')).toHaveTextContent('Closed');
  });

  it('filters by status', async () => {
    await renderPage();
    await rowOf('Product Designer');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Data Analyst Intern',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'open');
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });

  it('with every flag: a "New posting" button, candidates links and each action in the menu', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'New posting' })).toHaveAttribute(
      'href',
      paths.employer.newJob,
    );
    expect(
      await screen.findByRole('link', { name: 'View candidates for Product Designer' }),
    ).toHaveAttribute('href', `${paths.employer.candidates}?job=designer`);
    expect(await actionsOf('Product Designer')).toEqual(['Edit', 'Close posting', 'Delete']);
  });

  it('without flags: no "New posting", no actions, no candidates links', async () => {
    await renderPage(NO_FLAGS);
    await rowOf('Product Designer');
    expect(screen.queryByRole('link', { name: 'New posting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View candidates/ })).not.toBeInTheDocument();
  });

  it('canEditJobs alone: edit and close or reopen, but no delete', async () => {
    await renderPage({ ...NO_FLAGS, canEdit: true });
    expect(await actionsOf('Data Analyst Intern')).toEqual(['Edit', 'Reopen posting']);
    expect(screen.queryByRole('link', { name: 'New posting' })).not.toBeInTheDocument();
  });

  it('canDeleteJobs alone: delete only', async () => {
    await renderPage({ ...NO_FLAGS, canDelete: true });
    expect(await actionsOf('Data Analyst Intern')).toEqual(['Delete']);
  });

  it('"Copy link" copies the public page of a posting, with its readable slug, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(NO_FLAGS);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Copy link for Senior Frontend Engineer',
      }),
    );
    const link = `${window.location.origin}/jobs/frontend/senior-frontend-engineer`;
    expect(writeText).toHaveBeenCalledWith(link);
    expect(mocks.toast.success).toHaveBeenCalledWith({
      title: 'Public link copied',
      description: link,
    });
  });

  it('a copy the browser refuses says how to get the link instead', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(NO_FLAGS);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Copy link for Product Designer' }),
    );
    expect(mocks.toast.error).toHaveBeenCalledWith({
      title: 'Error',
      description: "The link could not be copied. Copy it from the job's public page instead.",
    });
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('"Edit" opens the posting\'s form', async () => {
    const { router } = await renderPage();
    await chooseAction('Product Designer', 'Edit');
    expect(await screen.findByRole('heading', { name: 'Edit form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(editJobPath('designer'));
  });

  it('closing shows at once, and a toast confirms it', async () => {
    const write = deferred();
    mocks.updateDoc.mockReturnValueOnce(write.promise);
    await renderPage();
    await chooseAction('Product Designer', 'Close posting');
    await waitFor(async () => expect(await rowOf('Product Designer')).toHaveTextContent('Closed'));
    expect(mocks.updateDoc).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'jobs/designer' }),
      { status: 'closed', updatedAt: 'SERVER_TIME' },
    );
    mocks.getDocs.mockResolvedValue(
      snapshot(
        STORED.map((entry) =>
          entry.id === 'designer' ? { ...entry, status: 'closed' as const } : entry,
        ),
      ),
    );
    write.resolve();
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith({
        title: 'Posting closed',
        description: "It no longer appears in job seekers' search.",
      }),
    );
    expect(await rowOf('Product Designer')).toHaveTextContent('Closed');
  });

  it('"Close" opens the close dialog the route gives, whose close writes the status', async () => {
    const renderCloseDialog = vi.fn((props: ClosePostingDialogProps) =>
      props.isOpen ? (
        <button type="button" onClick={() => void props.close()}>
          Close {props.posting.title} now
        </button>
      ) : null,
    );
    await renderPage({ ...ALL_FLAGS, renderCloseDialog });
    await chooseAction('Product Designer', 'Close posting');
    // nothing is written until the dialog closes the posting
    expect(mocks.updateDoc).not.toHaveBeenCalled();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close Product Designer now' }),
    );
    await waitFor(() =>
      expect(mocks.updateDoc).toHaveBeenCalledWith(
        expect.objectContaining({ path: 'jobs/designer' }),
        { status: 'closed', updatedAt: 'SERVER_TIME' },
      ),
    );
    // reopening needs no dialog
    await chooseAction('Data Analyst Intern', 'Reopen posting');
    await waitFor(() => expect(mocks.updateDoc).toHaveBeenCalledTimes(2));
    expect(renderCloseDialog.mock.calls.every(([props]) => props.posting.id === 'designer')).toBe(
      true,
    );
  });

  it('a reopening that fails is taken back, with an error toast', async () => {
    const write = deferred();
    mocks.updateDoc.mockReturnValueOnce(write.promise);
    await renderPage();
    await chooseAction('Data Analyst Intern', 'Reopen posting');
    await waitFor(async () => expect(await rowOf('Data Analyst Intern')).toHaveTextContent('Open'));
    write.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await waitFor(async () =>
      expect(await rowOf('Data Analyst Intern')).toHaveTextContent('Closed'),
    );
    expect(mocks.toast.error).toHaveBeenCalledWith({
      title: 'Error',
      description: "You are not allowed to do this. Ask your company's owner for the permission.",
    });
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('deletes after a confirmation naming the posting, through the deleteJob callable', async () => {
    await renderPage();
    await chooseAction('Product Designer', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this posting?' });
    expect(dialog).toHaveTextContent('“Product Designer” will be deleted for good');
    expect(mocks.callFunction).not.toHaveBeenCalled();
    mocks.getDocs.mockResolvedValue(snapshot(STORED.filter((entry) => entry.id !== 'designer')));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete posting' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocks.callFunction).toHaveBeenCalledWith('deleteJob', { jobId: 'designer' });
    expect(mocks.toast.success).toHaveBeenCalledWith({
      title: 'Posting deleted',
      description: '“Product Designer” was deleted.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Product Designer' })).not.toBeInTheDocument(),
    );
  });

  it('a refused deletion keeps the dialog open and says why; Cancel deletes nothing', async () => {
    mocks.callFunction.mockRejectedValueOnce(
      Object.assign(new Error('no'), { reason: 'forbidden' }),
    );
    await renderPage();
    await chooseAction('Product Designer', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete posting' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocks.callFunction).toHaveBeenCalledTimes(1);
    expect(await rowOf('Product Designer')).toBeInTheDocument();
  });

  it('without postings: an empty state that invites to create the first one', async () => {
    mocks.getDocs.mockResolvedValue(snapshot([]));
    await renderPage();
    expect(await screen.findByText('No postings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a posting' })).toHaveAttribute(
      'href',
      paths.employer.newJob,
    );
  });

  it('without postings and without canCreateJobs: the empty state offers nothing to create', async () => {
    mocks.getDocs.mockResolvedValue(snapshot([]));
    await renderPage(NO_FLAGS);
    expect(await screen.findByText('Your company has no postings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a posting' })).not.toBeInTheDocument();
  });

  it('a failed load says so and offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.getDocs.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(alert).toHaveTextContent('Your postings could not be loaded.');
    mocks.getDocs.mockResolvedValue(snapshot(STORED));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Product Designer')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    await renderPage(ALL_FLAGS, 'ar');
    expect(await screen.findByRole('grid', { name: 'إعلانات شركتك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await rowOf('Data Analyst Intern')).toHaveTextContent('مغلق');
    expect(screen.getByRole('link', { name: 'إعلان جديد' })).toBeInTheDocument();
  });
});
