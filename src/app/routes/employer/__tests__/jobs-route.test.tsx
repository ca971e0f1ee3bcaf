import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamPermissionsFrom, type TeamPermissionFlag } from '@contracts/roles';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import { renderWithProviders } from '@/testing/test-utils';
import EmployerJobsRoute from '../jobs-route';

vi.mock('@/features/jobs/components/postings-page', () => ({
  PostingsPage: ({
    companyId,
    renderCloseDialog,
  }: {
    companyId: string;
    renderCloseDialog?: unknown;
  }) => (
    <p>
      Postings of {companyId}
      {renderCloseDialog ? ', closed with notice' : ', closed at once'}
    </p>
  ),
}));

const initialAuth = useAuthStore.getInitialState();
const initialPermissions = usePermissionsStore.getInitialState();
afterEach(() => {
  useAuthStore.setState(initialAuth, true);
  usePermissionsStore.setState(initialPermissions, true);
});

/** The signed-in employer's team flags: only `flags`. */
const withFlags = (...flags: TeamPermissionFlag[]) =>
  usePermissionsStore.setState({
    role: 'employer',
    teamPermissions: teamPermissionsFrom(Object.fromEntries(flags.map((flag) => [flag, true]))),
    loading: false,
  });

function signInAsEmployer(companyId?: string) {
  useAuthStore.setState({
    user: { uid: 'omar', email: 'omar@jobs.test', displayName: 'Omar' },
    profile: { uid: 'omar', role: 'employer', ...(companyId ? { companyId } : {}) },
    role: 'employer',
  });
}

const routes = [
  { path: '/dashboard/employer/jobs', element: <EmployerJobsRoute /> },
  { path: '/dashboard/employer', element: <p>Employer dashboard</p> },
];

describe('the postings route', () => {
  it('shows the company’s postings', async () => {
    signInAsEmployer('northwind');
    await renderWithProviders(null, { routes, route: '/dashboard/employer/jobs' });
    expect(await screen.findByText(/^Postings of northwind/)).toBeVisible();
  });

  it('offers to notify the open candidates on closing only to a screener', async () => {
    signInAsEmployer('northwind');
    withFlags('canEditJobs', 'canScreenCandidates');
    const { unmount } = await renderWithProviders(null, {
      routes,
      route: '/dashboard/employer/jobs',
    });
    expect(await screen.findByText('Postings of northwind, closed with notice')).toBeVisible();
    unmount();
    withFlags('canEditJobs');
    await renderWithProviders(null, { routes, route: '/dashboard/employer/jobs' });
    expect(await screen.findByText('Postings of northwind, closed at once')).toBeVisible();
  });

  it('sends an employer without a company to the dashboard, where they create one', async () => {
    signInAsEmployer();
    const { router } = await renderWithProviders(null, {
      routes,
      route: '/dashboard/employer/jobs',
    });
    expect(await screen.findByText('Employer dashboard')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/employer');
  });
});
