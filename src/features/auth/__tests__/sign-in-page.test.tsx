import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { SignInPage } from '../components/sign-in-page';
import { useAuthStore } from '../stores/auth-store';

const initial = useAuthStore.getInitialState();

describe('SignInPage in offline mode (no Firebase configuration)', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...initial, loading: false, initialized: true }, true);
  });

  it('says plainly that the app runs without a backend and offers the demo account', async () => {
    await renderWithProviders(<SignInPage />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the demo account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('signs in to the demo and goes to the job seeker dashboard', async () => {
    const { router } = await renderWithProviders(<SignInPage />, { route: '/auth/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try the demo account' }));
    expect(useAuthStore.getState().user?.uid).toBe('demo-user');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/job-seeker'));
  });

  it('shows the notice it is given, such as why the session ended', async () => {
    await renderWithProviders(<SignInPage notice="Your session ended." />);
    expect(await screen.findByText('Your session ended.')).toBeInTheDocument();
  });

  it('tells a person with an unknown role that they have no access, and lets them sign out', async () => {
    useAuthStore.setState({
      user: { uid: 'u9', email: 'x@jobs.test', displayName: 'Uma' },
      profile: { uid: 'u9', role: 'guest' },
      role: 'guest',
    });
    const { router } = await renderWithProviders(<SignInPage />, { route: '/auth/login' });
    expect(await screen.findByText('No access yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('offers a retry when the profile could not be loaded', async () => {
    useAuthStore.setState({
      user: { uid: 'u1', email: null, displayName: null },
      error: 'Failed to load user profile',
    });
    await renderWithProviders(<SignInPage />);
    expect(await screen.findByText('Failed to load user profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders right-to-left in Arabic', async () => {
    await renderWithProviders(<SignInPage />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
