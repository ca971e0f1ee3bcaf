import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTING_LIMITS } from '@contracts/job';
import { searchTokens } from '@contracts/job-search-tokens';
import { editJobPath, paths } from '@/config/paths';
import { draftKey, readDraft } from '@/lib/drafts/drafts';
import { renderWithProviders } from '@/testing/test-utils';
import { EditPosting, PostingForm } from '../components/posting-form';
import { postingDraftName } from '../constants';

const mocks = vi.hoisted(() => ({
  setDoc: vi.fn(),
  updateDoc: vi.fn(),
  getDoc: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('firebase/firestore', async () => {
  const { convertedDoc, fakeRef } = await import('@/testing/firestore-fakes');
  return {
    collection: (_db: unknown, path: string) => fakeRef({ path }),
    doc: (parent: { path?: string }, path?: string) =>
      path
        ? fakeRef({ path, id: path.split('/').at(-1) })
        : fakeRef({ path: `${parent.path}/new-posting`, id: 'new-posting' }),
    setDoc: mocks.setDoc,
    updateDoc: mocks.updateDoc,
    getDoc: async (ref: Parameters<typeof convertedDoc>[0] & { path: string }) =>
      convertedDoc(ref, (await mocks.getDoc(ref.path)) as Parameters<typeof convertedDoc>[1]),
    serverTimestamp: () => 'SERVER_TIME',
  };
});

const UID = 'employer-omar';
const COMPANY = 'northwind-talent';
const DESCRIPTION =
  'Build the screens recruiters spend their day in, with React and TypeScript, accessible to all.';

const stored = {
  id: 'northwind-frontend-engineer',
  title: 'Senior Frontend Engineer',
  company: 'Northwind Talent',
  location: 'Berlin, Germany',
  remote: true,
  description: DESCRIPTION,
  postedDate: '2026-11-19T00:00:00.000Z',
  applyUrl: '',
  salary: 125_000,
  type: 'Full-time',
  skills: ['React', 'TypeScript'],
  experience: 'Senior',
  keywords: ['senior', 'frontend', 'engineer', 'northwind', 'talent', 'react', 'typescript'],
  locationKey: 'berlin',
  status: 'open',
  companyId: COMPANY,
  createdBy: UID,
};

function storedDocs(path: string) {
  if (path === `companies/${COMPANY}`) {
    return { id: COMPANY, exists: () => true, data: () => ({ name: 'Northwind Talent' }) };
  }
  if (path === `jobs/${stored.id}`)
    return { id: stored.id, exists: () => true, data: () => stored };
  return { id: path.split('/').at(-1), exists: () => false, data: () => undefined };
}

function renderNew() {
  return renderWithProviders(null, {
    route: paths.employer.newJob,
    routes: [
      { path: paths.employer.newJob, element: <PostingForm uid={UID} companyId={COMPANY} /> },
      { path: paths.employer.jobs, element: <h1>Postings list</h1> },
    ],
  });
}

function renderEdit() {
  return renderWithProviders(null, {
    route: editJobPath(stored.id),
    routes: [
      {
        path: paths.employer.editJob,
        element: <EditPosting uid={UID} companyId={COMPANY} jobId={stored.id} />,
      },
      { path: paths.employer.jobs, element: <h1>Postings list</h1> },
    ],
  });
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills every required field with valid values. */
async function fillValid() {
  await userEvent.type(screen.getByLabelText('Job title'), 'Data Engineer');
  await userEvent.type(screen.getByLabelText('Location'), 'Paris, France');
  await choose(/Employment type/, 'Contract');
  await choose(/Experience level/, 'Senior');
  await userEvent.type(salaryInput(), '90000');
  await userEvent.tab();
  await userEvent.type(screen.getByLabelText('Skills'), 'SQL{Enter}Python,');
  await userEvent.click(screen.getByLabelText('Description'));
  await userEvent.paste(DESCRIPTION);
}

const fieldError = (label: string) => screen.getByLabelText(label);
const salaryInput = () => screen.getByRole('textbox', { name: 'Yearly salary (USD)' });

// the form is large: filling it in with a person's keystrokes takes a while in jsdom (20 to 30 s
// beside the other suites; the DOM projects allow 60 s)
describe('posting form', () => {
  beforeEach(() => {
    mocks.setDoc.mockReset().mockResolvedValue(undefined);
    mocks.updateDoc.mockReset().mockResolvedValue(undefined);
    mocks.getDoc.mockReset().mockImplementation(storedDocs);
    mocks.toast.success.mockReset();
  });

  it('names every missing required field next to it and saves nothing', async () => {
    await renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Publish posting' }));
    await waitFor(() =>
      expect(fieldError('Job title')).toHaveAccessibleDescription('Fill in this field.'),
    );
    expect(fieldError('Location')).toHaveAccessibleDescription(
      expect.stringContaining('Fill in this field.'),
    );
    expect(screen.getByRole('button', { name: /Employment type/ })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    expect(screen.getByRole('button', { name: /Experience level/ })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    expect(salaryInput()).toHaveAccessibleDescription(
      expect.stringContaining('Fill in this field.'),
    );
    expect(fieldError('Skills')).toHaveAccessibleDescription(
      expect.stringContaining('Add at least one skill.'),
    );
    expect(fieldError('Description')).toHaveAccessibleDescription(
      expect.stringContaining('Fill in this field.'),
    );
    // the optional link is fine empty
    expect(fieldError('External application page (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fieldError('Job title')).toHaveFocus();
    expect(mocks.setDoc).not.toHaveBeenCalled();
  });

  it('refuses a negative salary, a short description and a link that is not https', async () => {
    await renderNew();
    const salary = salaryInput();
    await userEvent.type(salary, '-5');
    await userEvent.tab();
    const description = screen.getByLabelText('Description');
    await userEvent.click(description);
    await userEvent.paste('Too short.');
    await userEvent.click(screen.getByLabelText('External application page (optional)'));
    await userEvent.paste('http://careers.example.com/data');
    await userEvent.click(screen.getByRole('button', { name: 'Publish posting' }));
    await waitFor(() =>
      expect(salary).toHaveAccessibleDescription(expect.stringContaining('Enter 0 or more.')),
    );
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining(`Use at least ${POSTING_LIMITS.descriptionMin} characters.`),
    );
    expect(
      screen.getByLabelText('External application page (optional)'),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Enter a web address that starts with https://'),
    );
    expect(mocks.setDoc).not.toHaveBeenCalled();
  });

  it('counts the description as it is typed and refuses one over the limit', async () => {
    await renderNew();
    const description = screen.getByLabelText('Description');
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(POSTING_LIMITS.descriptionMax + 1));
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Characters: 10,001 of 10,000'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish posting' }));
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(
        // grouped as the hint writes it (10,000), not 10000
        expect.stringContaining(
          `Use at most ${POSTING_LIMITS.descriptionMax.toLocaleString('en')} characters.`,
        ),
      ),
    );
  });

  it('adds skills as chips with Enter or a comma, refuses duplicates and long ones, removes them', async () => {
    await renderNew();
    const skills = screen.getByLabelText('Skills');
    await userEvent.type(skills, 'React{Enter}TypeScript, Accessibility,');
    const list = screen.getByRole('list', { name: 'Skills added' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React×', 'TypeScript×', 'Accessibility×']);
    await userEvent.type(skills, 'react{Enter}');
    expect(skills).toHaveAccessibleDescription(
      expect.stringContaining('This skill is already in the list.'),
    );
    expect(skills).toHaveValue('react');
    await userEvent.clear(skills);
    await userEvent.type(skills, `${'x'.repeat(POSTING_LIMITS.skillMax + 1)}{Enter}`);
    expect(skills).toHaveAccessibleDescription(
      expect.stringContaining(`A skill has at most ${POSTING_LIMITS.skillMax} characters.`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove TypeScript' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(mocks.setDoc).not.toHaveBeenCalled();
  });

  it('publishes a salary typed with decimals as that amount, never 100 times larger', async () => {
    await renderNew();
    await fillValid();
    await userEvent.clear(salaryInput());
    await userEvent.type(salaryInput(), '85000.00');
    await userEvent.tab();
    expect(salaryInput()).toHaveValue('85,000');
    await userEvent.click(screen.getByRole('button', { name: 'Publish posting' }));
    expect(await screen.findByRole('heading', { name: 'Postings list' })).toBeInTheDocument();
    const [, data] = mocks.setDoc.mock.calls[0] as [unknown, Record<string, unknown>];
    expect(data.salary).toBe(85_000);
  });

  it('publishes an open posting with its company, search fields and author, then goes back to the list', async () => {
    await renderNew();
    await fillValid();
    await userEvent.click(screen.getByRole('switch', { name: 'Remote work possible' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish posting' }));
    expect(await screen.findByRole('heading', { name: 'Postings list' })).toBeInTheDocument();
    expect(mocks.setDoc).toHaveBeenCalledTimes(1);
    const [ref, data] = mocks.setDoc.mock.calls[0] as [{ path: string }, Record<string, unknown>];
    expect(ref.path).toBe('jobs/new-posting');
    const { postedDate, ...rest } = data;
    expect(postedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rest).toEqual({
      id: 'new-posting',
      title: 'Data Engineer',
      location: 'Paris, France',
      remote: true,
      type: 'Contract',
      experience: 'Senior',
      salary: 90_000,
      skills: ['SQL', 'Python'],
      description: DESCRIPTION,
      applyUrl: '',
      company: 'Northwind Talent',
      keywords: searchTokens('Data Engineer', 'Northwind Talent', ['SQL', 'Python']),
      locationKey: 'paris',
      status: 'open',
      companyId: COMPANY,
      createdBy: UID,
      createdAt: 'SERVER_TIME',
      updatedAt: 'SERVER_TIME',
    });
    expect(mocks.toast.success).toHaveBeenCalledWith({
      title: 'Posting published',
      description: "“Data Engineer” is now in job seekers' search.",
    });
    expect(localStorage.getItem(draftKey(UID, postingDraftName()))).toBeNull();
  });

  it('"Save as closed" stores a closed posting', async () => {
    await renderNew();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save as closed' }));
    await screen.findByRole('heading', { name: 'Postings list' });
    expect(mocks.setDoc.mock.calls[0]?.[1]).toMatchObject({ status: 'closed' });
  });

  it('a failed save keeps everything typed (and the draft) and says why', async () => {
    mocks.setDoc.mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    await renderNew();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Publish posting' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The posting could not be saved. Everything you typed is still here.',
    );
    expect(alert).toHaveTextContent('You are not allowed to do this.');
    expect(screen.getByLabelText('Job title')).toHaveValue('Data Engineer');
    expect(screen.getByLabelText('Location')).toHaveValue('Paris, France');
    expect(salaryInput()).toHaveValue('90,000');
    expect(screen.getByLabelText('Description')).toHaveValue(DESCRIPTION);
    expect(screen.getByRole('button', { name: 'Remove Python' })).toBeInTheDocument();
    expect(readDraft(UID, postingDraftName())).toMatchObject({ title: 'Data Engineer' });
    expect(screen.queryByRole('heading', { name: 'Postings list' })).not.toBeInTheDocument();

    // the next try works
    await userEvent.click(screen.getByRole('button', { name: 'Publish posting' }));
    expect(await screen.findByRole('heading', { name: 'Postings list' })).toBeInTheDocument();
  });

  it('restores the draft after the form was left (a session timeout) and says so', async () => {
    const first = await renderNew();
    await userEvent.type(screen.getByLabelText('Job title'), 'Data Engineer');
    await userEvent.type(screen.getByLabelText('Skills'), 'SQL{Enter}');
    await userEvent.type(screen.getByLabelText('Description'), 'Pipelines');
    first.unmount();

    await renderNew();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Data Engineer');
    expect(screen.getByLabelText('Description')).toHaveValue('Pipelines');
    expect(screen.getByRole('button', { name: 'Remove SQL' })).toBeInTheDocument();
  });

  it('"Discard draft" empties the form and forgets the draft', async () => {
    const first = await renderNew();
    await userEvent.type(screen.getByLabelText('Job title'), 'Data Engineer');
    first.unmount();

    await renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey(UID, postingDraftName()))).toBeNull();
  });

  it('edits a posting: its values are shown, a save changes its content only', async () => {
    await renderEdit();
    const title = await screen.findByLabelText('Job title');
    expect(title).toHaveValue('Senior Frontend Engineer');
    expect(screen.getByRole('switch', { name: 'Remote work possible' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove React' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "This posting is open: your changes appear in job seekers' search as soon as you save them.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as closed' })).not.toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Staff Frontend Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: 'Postings list' });
    const [ref, data] = mocks.updateDoc.mock.calls[0] as [
      { path: string },
      Record<string, unknown>,
    ];
    expect(ref.path).toBe(`jobs/${stored.id}`);
    expect(data).toMatchObject({
      title: 'Staff Frontend Engineer',
      keywords: searchTokens('Staff Frontend Engineer', 'Northwind Talent', [
        'React',
        'TypeScript',
      ]),
      updatedAt: 'SERVER_TIME',
    });
    for (const kept of ['status', 'companyId', 'createdBy', 'createdAt', 'postedDate', 'id']) {
      expect(data).not.toHaveProperty(kept);
    }
    expect(mocks.toast.success).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Posting saved' }),
    );
  });

  it("keeps an edit's draft under the posting's own name", async () => {
    const first = await renderEdit();
    const title = await screen.findByLabelText('Job title');
    await userEvent.type(title, ' II');
    first.unmount();
    expect(readDraft(UID, postingDraftName(stored.id))).toMatchObject({
      title: 'Senior Frontend Engineer II',
    });
    expect(readDraft(UID, postingDraftName())).toBeNull();

    await renderEdit();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Senior Frontend Engineer II');
  });

  it("says so when the posting does not exist or is another company's", async () => {
    mocks.getDoc.mockImplementation((path: string) =>
      path.startsWith('jobs/')
        ? { id: stored.id, exists: () => true, data: () => ({ ...stored, companyId: 'other' }) }
        : storedDocs(path),
    );
    await renderEdit();
    expect(
      await screen.findByText('This posting does not exist or was deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  });

  it('shows its labels and errors in Arabic', async () => {
    await renderWithProviders(null, {
      route: paths.employer.newJob,
      locale: 'ar',
      routes: [
        { path: paths.employer.newJob, element: <PostingForm uid={UID} companyId={COMPANY} /> },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'نشر الإعلان' }));
    await waitFor(() =>
      expect(screen.getByLabelText('المهارات')).toHaveAccessibleDescription(
        expect.stringContaining('أضف مهارة واحدة على الأقل.'),
      ),
    );
  });
});
