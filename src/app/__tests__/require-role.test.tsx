import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { renderWithProviders } from '@/testing/test-utils';
import { RequireRole } from '../require-role';

const initial = useAuthStore.getInitialState();

const routes = [
  { path: '/auth/login', element: <p>login page</p> },
  { path: '/auth/welcome', element: <p>role choice</p> },
  {
    path: '/dashboard/admin',
    element: (
      <RequireRole role="admin">
        <p>admin area</p>
      </RequireRole>
    ),
  },
  {
    path: '/dashboard/job-seeker',
    element: (
      <RequireRole role="jobSeeker">
        <p>seeker area</p>
      </RequireRole>
    ),
  },
];

function signedInAs(role: string | null) {
  useAuthStore.setState(
    {
      ...initial,
      loading: false,
      initialized: true,
      user: { uid: 'u1', email: 'a@jobs.test', displayName: 'A' },
      profile: role === null ? null : { uid: 'u1', role },
      role,
    },
    true,
  );
}

describe('RequireRole', () => {
  beforeEach(() => useAuthStore.setState(initial, true));

  it('shows a loader until the first auth event', async () => {
    await renderWithProviders(null, { routes, route: '/dashboard/admin' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });

  it('sends a signed-out visitor to the login page, remembering where they were going', async () => {
    useAuthStore.setState({ loading: false, initialized: true });
    const { router } = await renderWithProviders(null, { routes, route: '/dashboard/admin?tab=x' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/dashboard/admin?tab=x' });
  });

  it('lets the right role in', async () => {
    signedInAs('admin');
    await renderWithProviders(null, { routes, route: '/dashboard/admin' });
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });

  it('sends another role to its own dashboard', async () => {
    signedInAs('jobSeeker');
    await renderWithProviders(null, { routes, route: '/dashboard/admin' });
    expect(await screen.findByText('seeker area')).toBeInTheDocument();
  });

  it('sends an unknown role to the login page', async () => {
    signedInAs('guest');
    await renderWithProviders(null, { routes, route: '/dashboard/job-seeker' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('sends a person without a profile to the role choice', async () => {
    signedInAs(null);
    await renderWithProviders(null, { routes, route: '/dashboard/job-seeker' });
    expect(await screen.findByText('role choice')).toBeInTheDocument();
  });

  it('keeps what it showed for the render in which the profile arrives, and shows the route in the next', async () => {
    // which renders of the frame had the profile in the store
    const frameSawProfile: boolean[] = [];
    function Frame() {
      const hasProfile = useAuthStore((state) => state.profile !== null);
      useLayoutEffect(() => {
        frameSawProfile.push(hasProfile);
      });
      return <p>frame from the hint</p>;
    }
    useAuthStore.setState({ hint: { uid: 'u1', role: 'jobSeeker' } });
    await renderWithProviders(null, {
      routes: [
        {
          path: '/dashboard/job-seeker',
          element: (
            <RequireRole role="jobSeeker" pending={<Frame />}>
              <p>seeker area</p>
            </RequireRole>
          ),
        },
      ],
      route: '/dashboard/job-seeker',
    });
    expect(await screen.findByText('frame from the hint')).toBeInTheDocument();
    act(() => signedInAs('jobSeeker'));
    expect(await screen.findByText('seeker area')).toBeInTheDocument();
    expect(screen.queryByText('frame from the hint')).toBeNull();
    // the frame stood through a render with the profile: the route came in a render of its own
    expect(frameSawProfile).toEqual([false, true]);
  });
});
