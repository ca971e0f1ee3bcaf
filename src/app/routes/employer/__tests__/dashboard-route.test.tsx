import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_TEAM_PERMISSIONS, teamPermissionsFrom, type TeamPermissions } from '@contracts/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import { renderWithProviders } from '@/testing/test-utils';
import EmployerDashboardRoute from '../dashboard-route';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });
const mocks = vi.hoisted(() => ({
  postings: vi.fn(),
  applications: vi.fn(),
  interviews: vi.fn(),
  promise: vi.fn(),
  /** How often the company set-up form's module was loaded (not a mock: clearAllMocks keeps it). */
  companyForm: { loads: 0 },
}));
vi.mock('@/features/candidate-mails/api/get-response-promise', () => ({
  useResponsePromise: mocks.promise,
}));
vi.mock('@/features/interviews/api/list-interviews', () => ({
  useInterviews: mocks.interviews,
}));
vi.mock('@/features/jobs/api/list-company-postings', () => ({
  useCompanyPostings: mocks.postings,
}));
vi.mock('@/features/candidates/api/list-company-applications', () => ({
  useCompanyApplications: mocks.applications,
}));
vi.mock('@/features/team/components/create-company-card', () => {
  mocks.companyForm.loads += 1;
  return { CreateCompanyCard: () => <form aria-label="Create company" /> };
});

const initialAuth = useAuthStore.getInitialState();
const initialPermissions = usePermissionsStore.getInitialState();

function signIn(companyId: string | undefined, flags: TeamPermissions) {
  useAuthStore.setState({
    user: { uid: 'omar', email: 'omar@jobs.test', displayName: 'Omar' },
    profile: {
      uid: 'omar',
      role: 'employer',
      displayName: 'Omar',
      ...(companyId ? { companyId } : {}),
    },
    role: 'employer',
  });
  usePermissionsStore.setState({ role: 'employer', teamPermissions: flags, loading: false });
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  mocks.postings.mockReturnValue({
    isPending: false,
    isError: false,
    data: [
      { id: 'p1', title: 'Frontend Engineer', location: 'Berlin', status: 'open' },
      { id: 'p2', title: 'Data Analyst Intern', location: 'Berlin', status: 'closed' },
    ],
  });
  mocks.promise.mockReturnValue({ isPending: false, isError: false, data: 7 });
  mocks.interviews.mockReturnValue({
    isPending: false,
    isError: false,
    data: [
      {
        id: 'i1',
        candidateName: 'Kenji Sato',
        jobTitle: 'Frontend Engineer',
        kind: 'video',
        // far ahead, so that it is still to come whenever the test runs
        startsAt: new Date('2099-11-10T14:00:00Z'),
        durationMinutes: 45,
      },
    ],
  });
  mocks.applications.mockReturnValue({
    isPending: false,
    isError: false,
    data: [
      {
        id: 'a1',
        stage: 'screening',
        jobTitle: 'Frontend Engineer',
        candidate: { name: 'Lena' },
        createdAt: at(5),
      },
      {
        id: 'a2',
        stage: 'rejected',
        jobTitle: 'Frontend Engineer',
        candidate: { name: 'Noor' },
        createdAt: at(3),
      },
    ],
  });
});
afterEach(() => {
  useAuthStore.setState(initialAuth, true);
  usePermissionsStore.setState(initialPermissions, true);
});

describe('the employer dashboard', () => {
  // first in the file: the form's module, once loaded, stays loaded for the tests after it
  it('loads the company set-up form only for an employer without a company', async () => {
    signIn('northwind', ALL_TEAM_PERMISSIONS);
    const withCompany = await renderWithProviders(<EmployerDashboardRoute />);
    expect(await screen.findByText('1 open posting')).toBeVisible();
    expect(mocks.companyForm.loads).toBe(0);
    withCompany.unmount();

    signIn(undefined, teamPermissionsFrom(null));
    await renderWithProviders(<EmployerDashboardRoute />);
    expect(await screen.findByRole('form', { name: 'Create company' })).toBeInTheDocument();
    expect(mocks.companyForm.loads).toBe(1);
  });

  it('shows the owner every card: open postings, new applications, stages, interviews, team', async () => {
    signIn('northwind', ALL_TEAM_PERMISSIONS);
    await renderWithProviders(<EmployerDashboardRoute />);
    expect(await screen.findByText('1 open posting')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Data Analyst Intern' })).toBeNull();
    expect(screen.getByText('2 new applications')).toBeVisible();
    expect(screen.getByRole('link', { name: /Screening\s*1/ })).toHaveAttribute(
      'href',
      '/dashboard/employer/candidates?stage=screening',
    );
    expect(screen.getByRole('heading', { name: 'Next interviews' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kenji Sato' })).toHaveAttribute(
      'href',
      '/dashboard/employer/interviews/i1',
    );
    expect(screen.getByRole('link', { name: 'All interviews' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage the team' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New posting' })).toBeVisible();
  });

  it('shows a member only what their flags allow', async () => {
    signIn('northwind', teamPermissionsFrom({ canEditJobs: true }));
    await renderWithProviders(<EmployerDashboardRoute />);
    expect(await screen.findByText('1 open posting')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'New applications' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Candidates by stage' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Next interviews' })).toBeNull();
    expect(mocks.interviews).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Manage the team' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New posting' })).toBeNull();
    expect(mocks.applications).not.toHaveBeenCalled();
  });

  it('counts only what came in since the visit of an earlier session', async () => {
    localStorage.setItem('employerDashboard:lastVisit:omar', '4');
    signIn('northwind', ALL_TEAM_PERMISSIONS);
    await renderWithProviders(<EmployerDashboardRoute />);
    expect(await screen.findByText('1 new application')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lena' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Noor' })).toBeNull();
  });

  it('names a candidate without a name so that every link can be read', async () => {
    mocks.applications.mockReturnValue({
      isPending: false,
      isError: false,
      data: [
        {
          id: 'a3',
          stage: 'applied',
          jobTitle: 'Designer',
          candidate: { name: '' },
          createdAt: at(9),
        },
      ],
    });
    signIn('northwind', ALL_TEAM_PERMISSIONS);
    await renderWithProviders(<EmployerDashboardRoute />);
    expect(await screen.findByRole('link', { name: 'Unnamed candidate' })).toHaveAttribute(
      'href',
      '/dashboard/employer/candidates/a3',
    );
  });

  it('lists the applicants waiting longer than the response promise, the longest first', async () => {
    const now = Date.now();
    const waiting = (id: string, name: string, days: number, source = 'applicant') => ({
      id,
      stage: 'screening',
      source,
      jobTitle: 'Frontend Engineer',
      candidate: { name },
      createdAt: at(now - 30 * 86_400_000),
      stageChangedAt: at(now - days * 86_400_000),
    });
    mocks.applications.mockReturnValue({
      isPending: false,
      isError: false,
      data: [
        waiting('a1', 'Lena', 8),
        waiting('a2', 'Kenji', 3),
        waiting('a3', 'Noor', 12),
        waiting('a4', 'Priya', 20, 'talentPool'),
      ],
    });
    signIn('northwind', ALL_TEAM_PERMISSIONS);
    await renderWithProviders(<EmployerDashboardRoute />);
    const card = await screen.findByRole('region', { name: 'Waiting for an answer' });
    expect(within(card).getByText('2 applications waiting too long')).toBeVisible();
    expect(within(card).getByText(/response promise of 7 days/)).toBeVisible();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Noor', 'Lena', 'All candidates']);
  });

  it('asks an employer without a company to create one', async () => {
    signIn(undefined, teamPermissionsFrom(null));
    await renderWithProviders(<EmployerDashboardRoute />);
    expect(await screen.findByRole('heading', { name: 'Set up your company' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Create company' })).toBeInTheDocument();
    expect(mocks.postings).not.toHaveBeenCalled();
  });

  it('is right-to-left and translated in Arabic', async () => {
    signIn('northwind', ALL_TEAM_PERMISSIONS);
    await renderWithProviders(<EmployerDashboardRoute />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الوظائف المفتوحة' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
