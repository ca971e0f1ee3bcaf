import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEAM_PERMISSION_FLAGS, teamPermissionsFrom } from '@contracts/roles';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useFeedbackStore } from '@/features/feedback/stores/feedback-store';
import { permissionsFor } from '@/features/permissions/lib/role-permissions';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import { lazy } from '@/lib/lazy-component';
import { renderWithProviders } from '@/testing/test-utils';
import { ROLE_SCREENS, roleShellRoutes } from '../router';
import type { RoleScreens, Screen } from '../shell/screen-types';

const initialAuth = useAuthStore.getInitialState();
const initialPermissions = usePermissionsStore.getInitialState();

function signedInAs(role: 'admin' | 'employer' | 'jobSeeker', teamFlags: string[] = []) {
  useAuthStore.setState(
    {
      ...initialAuth,
      loading: false,
      initialized: true,
      user: { uid: 'u1', email: 'ana@jobs.test', displayName: 'Ana' },
      profile: { uid: 'u1', role },
      role,
    },
    true,
  );
  usePermissionsStore.setState({
    ...initialPermissions,
    subject: { uid: 'u1', role },
    role,
    permissions: permissionsFor(role),
    teamPermissions: teamPermissionsFrom(Object.fromEntries(teamFlags.map((f) => [f, true]))),
    loading: false,
  });
}

const page = (text: string) => lazy(() => Promise.resolve({ default: () => <p>{text}</p> }));

/** A role's screens as the app declares them, plus one screen added by a test. */
function withScreen(role: keyof RoleScreens, extra: Screen): RoleScreens {
  return { ...ROLE_SCREENS, [role]: [...ROLE_SCREENS[role], extra] };
}

const reportsScreen: Screen = {
  path: `${paths.dashboard.employer}/reports-test`,
  component: page('the reports screen'),
  nav: { label: () => 'Reports (test)' },
  handle: {
    teamPermission: 'canViewReports',
    title: () => 'Hiring reports',
    feedback: () => ({
      title: 'Reports',
      description: 'Tell us about reports',
      component: 'Reports',
    }),
  },
};

/**
 * The dashboard's greeting of `name`: the name is an element of its own in it (a prerendered
 * frame paints it there).
 */
const greeting = (name: string) => (_: string, element: Element | null) =>
  element?.textContent === `Welcome back, ${name}.`;

describe('the role shell', () => {
  beforeEach(() => useFeedbackStore.getState().setContext(null));

  it('frames a screen with its heading, the role’s navigation and its feedback context', async () => {
    signedInAs('jobSeeker');
    await renderWithProviders(null, {
      routes: roleShellRoutes(ROLE_SCREENS),
      route: paths.jobSeeker.careerRoles,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Career roles' })).toBeVisible();
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Search jobs',
      'Saved jobs',
      'Saved searches',
      'Career roles',
      'My applications',
    ]);
    await waitFor(() =>
      expect(useFeedbackStore.getState().context).toMatchObject({ title: 'Career roles' }),
    );
  });

  it('adds a screen from one entry: its route, its navigation entry and its feedback context', async () => {
    signedInAs('employer', [...TEAM_PERMISSION_FLAGS]);
    await renderWithProviders(null, {
      routes: roleShellRoutes(withScreen('employer', reportsScreen)),
      route: reportsScreen.path,
    });
    expect(await screen.findByText('the reports screen')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Hiring reports' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reports (test)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(useFeedbackStore.getState().context).toMatchObject({ component: 'Reports' });
  });

  it('a screen that throws fails alone: the frame and its navigation stay, the retry shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs('employer', [...TEAM_PERMISSION_FLAGS]);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('the screen failed to render');
      return <p>the fragile screen</p>;
    }
    const fragileScreen: Screen = {
      ...reportsScreen,
      path: `${paths.dashboard.employer}/fragile`,
      component: Fragile,
      nav: { label: () => 'Fragile' },
      handle: { ...reportsScreen.handle, title: () => 'Fragile screen' },
    };
    const screens = withScreen('employer', reportsScreen);
    const { router } = await renderWithProviders(null, {
      routes: roleShellRoutes({ ...screens, employer: [...screens.employer, fragileScreen] }),
      route: fragileScreen.path,
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Fragile screen' })).toBeVisible();

    // the navigation works: another screen shows, and coming back starts the failed one afresh
    await userEvent.click(screen.getByRole('link', { name: 'Reports (test)' }));
    expect(await screen.findByText('the reports screen')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Fragile' }));
    expect(await screen.findByRole('alert')).toBeVisible();

    // the retry renders the screen again
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the fragile screen')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe(fragileScreen.path);
  });

  it('a screen whose code failed to load loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs('employer', [...TEAM_PERMISSION_FLAGS]);
    let attempts = 0;
    const flakyScreen: Screen = {
      ...reportsScreen,
      component: lazy(() => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve({ default: () => <p>the reports screen</p> });
      }),
    };
    await renderWithProviders(null, {
      routes: roleShellRoutes(withScreen('employer', flakyScreen)),
      route: flakyScreen.path,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the reports screen')).toBeVisible();
    expect(attempts).toBe(2);
  });

  it('neither shows nor opens a screen the person lacks the permission for', async () => {
    signedInAs('employer', ['canCreateJobs']);
    const { router } = await renderWithProviders(null, {
      routes: roleShellRoutes(withScreen('employer', reportsScreen)),
      route: reportsScreen.path,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.employer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Reports (test)' })).toBeNull();
    expect(screen.queryByText('the reports screen')).toBeNull();
  });

  it('shows a screen that needs any one of several flags to whoever holds one of them', async () => {
    const navFor = async (flags: string[]) => {
      signedInAs('employer', flags);
      const { unmount } = await renderWithProviders(null, {
        routes: roleShellRoutes(ROLE_SCREENS),
        route: paths.dashboard.employer,
      });
      const nav = await screen.findByRole('navigation');
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      unmount();
      return links;
    };
    // the interviews screen asks for canScheduleInterviews or canConductInterviews
    expect(await navFor(['canConductInterviews'])).toContain('Interviews');
    expect(await navFor(['canScheduleInterviews'])).toContain('Interviews');
    expect(await navFor(['canCreateJobs', 'canViewReports'])).not.toContain('Interviews');
    expect(await navFor([...TEAM_PERMISSION_FLAGS])).toEqual([
      'Overview',
      'Job postings',
      'Candidates',
      'Interviews',
      'Reports',
      'Team',
      'Candidate mails',
      'Billing',
      'Integrations',
    ]);
    // the company's mails and response promise are for who manages the team
    expect(await navFor(['canScreenCandidates', 'canViewReports'])).not.toContain(
      'Candidate mails',
    );
  });

  it('waits for the person’s own permissions before deciding, as after a page load', async () => {
    signedInAs('employer', [...TEAM_PERMISSION_FLAGS]);
    // the store still holds nobody's permissions (not loading): the first render after a load
    usePermissionsStore.setState({ ...initialPermissions, loading: false });
    const { router } = await renderWithProviders(null, {
      routes: roleShellRoutes(withScreen('employer', reportsScreen)),
      route: reportsScreen.path,
    });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    signedInAs('employer', [...TEAM_PERMISSION_FLAGS]);
    expect(await screen.findByText('the reports screen')).toBeVisible();
    expect(router.state.location.pathname).toBe(reportsScreen.path);
  });

  it('keeps the admin’s audit log from a job seeker', async () => {
    signedInAs('jobSeeker');
    const { router } = await renderWithProviders(null, {
      routes: roleShellRoutes(ROLE_SCREENS),
      route: paths.admin.audit,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.jobSeeker));
  });

  it('opens the audit log for an admin, with its entry in the navigation', async () => {
    signedInAs('admin');
    await renderWithProviders(null, {
      routes: roleShellRoutes({
        ...ROLE_SCREENS,
        admin: ROLE_SCREENS.admin.map((entry) =>
          entry.path === paths.admin.audit ? { ...entry, component: page('the audit log') } : entry,
        ),
      }),
      route: paths.admin.audit,
    });
    expect(await screen.findByText('the audit log')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  describe('while Auth restores the session of the person last signed in here', () => {
    /** The state of a page load: Auth has not answered yet; the hint says who it was. */
    function restoringAs(role: 'admin' | 'employer' | 'jobSeeker', teamPermissions = {}) {
      useAuthStore.setState(
        {
          ...initialAuth,
          hint: {
            uid: 'u1',
            role,
            displayName: 'Omar Haddad',
            email: 'omar@jobs.test',
            teamPermissions,
          },
        },
        true,
      );
      usePermissionsStore.setState({ ...initialPermissions, loading: true });
    }

    it('paints the dashboard’s frame and summary from the hint; the cards wait for the session', async () => {
      restoringAs('employer', { canViewReports: true, canManageTeam: false });
      await renderWithProviders(null, {
        routes: roleShellRoutes(ROLE_SCREENS),
        route: paths.dashboard.employer,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
      expect(screen.getByText(greeting('Omar Haddad'), { selector: 'p' })).toBeVisible();
      expect(screen.getByText('omar@jobs.test')).toBeVisible();
      const links = within(screen.getByRole('navigation'))
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toContain('Reports');
      expect(links).not.toContain('Team');
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByRole('heading', { level: 2, name: /job postings/i })).toBeNull();
    });

    it('keeps the hint’s account summary once Auth has answered, while the profile is read', async () => {
      restoringAs('admin');
      useAuthStore.setState({
        user: { uid: 'u1', email: 'omar@jobs.test', displayName: 'Omar Haddad' },
        profileLoading: true,
      });
      await renderWithProviders(null, {
        routes: roleShellRoutes(ROLE_SCREENS),
        route: paths.dashboard.admin,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Administration' }),
      ).toBeVisible();
      const account = screen.getByRole('region', { name: 'Your account' });
      expect(within(account).getByText('Administrator')).toBeVisible();
      expect(within(account).getByText('omar@jobs.test')).toBeVisible();
    });

    it('never opens a screen on the hint’s word: its content waits for the real permissions', async () => {
      restoringAs('employer', { canViewReports: true });
      const { router } = await renderWithProviders(null, {
        routes: roleShellRoutes(withScreen('employer', reportsScreen)),
        route: reportsScreen.path,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hiring reports' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Reports (test)' })).toBeVisible();
      expect(screen.queryByText('the reports screen')).toBeNull();
      // the real permissions lack the flag: the person is sent to the dashboard
      signedInAs('employer', ['canCreateJobs']);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.employer));
      expect(screen.queryByText('the reports screen')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Reports (test)' })).toBeNull();
    });

    it('loads the screen’s code while the frame stands on the hint, and shows it at once when the session arrives', async () => {
      restoringAs('employer', { canViewReports: true });
      const load = vi.fn(() =>
        Promise.resolve({ default: () => <p>the preloaded reports screen</p> }),
      );
      await renderWithProviders(null, {
        routes: roleShellRoutes(
          withScreen('employer', { ...reportsScreen, component: lazy(load) }),
        ),
        route: reportsScreen.path,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hiring reports' }),
      ).toBeVisible();
      await waitFor(() => expect(load).toHaveBeenCalledOnce());
      expect(screen.queryByText('the preloaded reports screen')).toBeNull();
      // its code is here: the screen takes the place of the loading state in the render that shows
      // it, with no fallback in between
      act(() => signedInAs('employer', ['canViewReports']));
      expect(screen.getByText('the preloaded reports screen')).toBeVisible();
      expect(screen.queryByRole('status')).toBeNull();
      expect(load).toHaveBeenCalledOnce();
    });

    it('keeps the same frame when the session arrives, and then shows the screen', async () => {
      restoringAs('jobSeeker');
      await renderWithProviders(null, {
        routes: roleShellRoutes(ROLE_SCREENS),
        route: paths.jobSeeker.careerRoles,
      });
      const heading = await screen.findByRole('heading', { level: 1, name: 'Career roles' });
      signedInAs('jobSeeker');
      await waitFor(() =>
        expect(screen.queryByText(greeting('Omar Haddad'), { selector: 'p' })).toBeNull(),
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Career roles' })).toBe(heading);
    });

    it('paints nothing of a role the hint’s role does not cover', async () => {
      restoringAs('jobSeeker');
      await renderWithProviders(null, {
        routes: roleShellRoutes(ROLE_SCREENS),
        route: paths.dashboard.employer,
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    });
  });
});
