import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '@contracts/user-admin';
import { renderWithProviders } from '@/testing/test-utils';

const mocks = vi.hoisted(() => ({
  listUsers: vi.fn(),
  call: vi.fn(),
}));

vi.mock('../api/list-users', () => ({
  useUsers: (filters: unknown, cursor: { id: string } | null) =>
    useQuery({
      queryKey: ['users', filters, cursor?.id ?? null],
      queryFn: () => mocks.listUsers(filters, cursor) as Promise<unknown>,
    }),
}));
vi.mock('@/lib/firebase/functions', () => ({
  callFunction: (name: string, input: unknown) => mocks.call(name, input) as Promise<unknown>,
}));

const { UsersPage } = await import('../components/users-page');
const { UserPage } = await import('../components/user-page');

const row = (uid: string, displayName: string, role: string, disabled = false) => ({
  uid,
  displayName,
  email: `${uid}@jobs.test`,
  role,
  disabled,
});

const DETAILS: UserDetails = {
  uid: 'priya',
  displayName: 'Priya Raman',
  email: 'priya@jobs.test',
  role: 'employer',
  locale: 'en',
  disabled: false,
  createdAtMs: Date.UTC(2026, 9, 1),
  auth: {
    exists: true,
    emailVerified: true,
    providers: ['password'],
    createdAtMs: Date.UTC(2026, 9, 1),
    lastSignInAtMs: Date.UTC(2026, 10, 20),
  },
  company: {
    id: 'acme',
    name: 'Acme',
    isOwner: true,
    openPostings: [{ id: 'job-1', title: 'Data Analyst' }],
  },
  counts: { savedJobs: 2, applications: 0 },
  hasCalendarFeed: false,
  recentAudit: [
    {
      id: 'a1',
      action: 'LOGIN',
      success: true,
      targetResource: null,
      targetResourceId: null,
      timestampMs: Date.UTC(2026, 10, 20),
    },
  ],
};

/** A refusal as callFunction throws it. */
const refusal = (reason: string) => Object.assign(new Error(reason), { reason });

beforeEach(() => {
  mocks.listUsers.mockReset();
  mocks.call.mockReset();
});

describe('UsersPage', () => {
  it('reads the role filter from the address and shows roles by name, never the raw value', async () => {
    mocks.listUsers.mockResolvedValue({
      rows: [row('omar', 'Omar Haddad', 'employer'), row('uma', 'Uma Unknown', 'guest', true)],
      next: null,
    });
    await renderWithProviders(<UsersPage />, { route: '/dashboard/admin/users?role=employer' });
    const table = await screen.findByRole('grid', { name: 'Users' });
    expect(mocks.listUsers).toHaveBeenCalledWith({ search: '', role: 'employer' }, null);
    expect(within(table).getByText('Employer')).toBeInTheDocument();
    expect(within(table).getByText('Unknown role')).toBeInTheDocument();
    expect(within(table).queryByText('guest')).toBeNull();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute(
      'href',
      '/dashboard/admin/users/omar',
    );
    expect(screen.getByLabelText('Role')).toHaveValue('employer');
  });

  it('searches what was typed and pages forwards and back with cursors', async () => {
    const user = userEvent.setup();
    const cursor = { id: 'cursor-25' };
    mocks.listUsers.mockImplementation((_filters: unknown, from: unknown) =>
      Promise.resolve(
        from
          ? { rows: [row('zed', 'Zed Last', 'jobSeeker')], next: null }
          : { rows: [row('ana', 'Ana First', 'jobSeeker')], next: cursor },
      ),
    );
    await renderWithProviders(<UsersPage />, { route: '/dashboard/admin/users' });
    await user.type(screen.getByLabelText('Search by name or email'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mocks.listUsers).toHaveBeenLastCalledWith({ search: 'Ana', role: '' }, null),
    );
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Zed Last' })).toBeInTheDocument();
    expect(mocks.listUsers).toHaveBeenLastCalledWith({ search: 'Ana', role: '' }, cursor);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Ana First' })).toBeInTheDocument();
  });

  it('reads again when the same search is made again (someone may just have signed up)', async () => {
    const user = userEvent.setup();
    mocks.listUsers
      .mockResolvedValueOnce({ rows: [], next: null })
      .mockResolvedValueOnce({ rows: [], next: null })
      .mockResolvedValue({ rows: [row('new', 'New Person', 'jobSeeker')], next: null });
    await renderWithProviders(<UsersPage />, { route: '/dashboard/admin/users' });
    await user.type(screen.getByLabelText('Search by name or email'), 'new@jobs.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nobody matches this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'New Person' })).toBeInTheDocument();
  });
});

describe('UserPage', () => {
  const answer = (overrides: Record<string, unknown> = {}) =>
    mocks.call.mockImplementation((name: string, input: unknown) => {
      if (name in overrides) {
        const value = overrides[name];
        return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
      }
      if (name === 'getUserDetails') return Promise.resolve(DETAILS);
      return Promise.resolve(input);
    });

  it('says the look is audited and shows the person, their company and activity', async () => {
    answer();
    await renderWithProviders(<UserPage uid="priya" viewerUid="ada" />);
    expect(await screen.findByRole('heading', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.getByText('Opening these details is recorded in the audit log.')).toBeVisible();
    expect(mocks.call).toHaveBeenCalledWith('getUserDetails', { uid: 'priya' });
    expect(screen.getByText('2 saved jobs · 0 applications', { exact: false })).toBeVisible();
    expect(screen.getByText(/Acme/)).toBeVisible();
    expect(screen.getByText('Sign-in')).toBeVisible();
  });

  it('changes the role after a confirmation, and explains a refusal in the dialog', async () => {
    const user = userEvent.setup();
    answer({ setUserRole: refusal('owner-protected') });
    await renderWithProviders(<UserPage uid="priya" viewerUid="ada" />);
    await user.selectOptions(await screen.findByLabelText('New role'), 'jobSeeker');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Change this person's role?" });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(mocks.call).toHaveBeenCalledWith('setUserRole', { uid: 'priya', role: 'jobSeeker' });
    expect(
      await within(dialog).findByText(/owns a company and stays an employer/),
    ).toBeInTheDocument();
  });

  it('never lets an administrator disable themselves', async () => {
    answer();
    await renderWithProviders(<UserPage uid="priya" viewerUid="priya" />);
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(screen.getByText('You cannot disable your own account.')).toBeVisible();
  });

  it('ends a person’s calendar feed after asking, and shows no such card without one', async () => {
    const user = userEvent.setup();
    answer();
    const { unmount } = await renderWithProviders(<UserPage uid="priya" viewerUid="ada" />);
    expect(await screen.findByRole('heading', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calendar feed' })).toBeNull();
    unmount();

    answer({ getUserDetails: { ...DETAILS, hasCalendarFeed: true } });
    await renderWithProviders(<UserPage uid="priya" viewerUid="ada" />);
    await user.click(await screen.findByRole('button', { name: 'End calendar feed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this calendar feed?' });
    expect(mocks.call).not.toHaveBeenCalledWith('revokeCalendarFeed', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'End calendar feed' }));
    await waitFor(() =>
      expect(mocks.call).toHaveBeenCalledWith('revokeCalendarFeed', { uid: 'priya' }),
    );
  });

  it('asks for a reason to close a posting and keeps it when the server refuses', async () => {
    const user = userEvent.setup();
    answer({ closeJobAsAdmin: refusal('forbidden') });
    await renderWithProviders(<UserPage uid="priya" viewerUid="ada" />);
    await user.click(await screen.findByRole('button', { name: 'Close job: Data Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Data Analyst”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the posting' }));
    expect(within(dialog).getByText('Fill in this field.')).toBeInTheDocument();
    expect(mocks.call).not.toHaveBeenCalledWith('closeJobAsAdmin', expect.anything());
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asks for a fee');
    await user.click(within(dialog).getByRole('button', { name: 'Close the posting' }));
    expect(await within(dialog).findByText('Only an administrator may do this.')).toBeVisible();
    expect(mocks.call).toHaveBeenCalledWith('closeJobAsAdmin', {
      jobId: 'job-1',
      reason: 'Asks for a fee',
    });
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Asks for a fee');
  });
});
