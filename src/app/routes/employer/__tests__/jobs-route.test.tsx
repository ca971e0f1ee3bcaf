import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { renderWithProviders } from '@/testing/test-utils';
import EmployerJobsRoute from '../jobs-route';

vi.mock('@/features/jobs/components/postings-page', () => ({
  PostingsPage: ({ companyId }: { companyId: string }) => <p>Postings of {companyId}</p>,
}));

const initialAuth = useAuthStore.getInitialState();
afterEach(() => useAuthStore.setState(initialAuth, true));

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
    expect(await screen.findByText('Postings of northwind')).toBeVisible();
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
