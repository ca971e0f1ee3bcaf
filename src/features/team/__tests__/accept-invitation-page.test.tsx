import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/test-utils';
import { AcceptInvitationPage, type InvitationViewer } from '../components/accept-invitation-page';
import { callFunction, refusal, resetFakes, toast } from './team-fakes';

vi.mock('@/lib/firebase/functions', async () => ({
  callFunction: (await import('./team-fakes')).callFunction,
}));
vi.mock('@/lib/toast', async () => ({ toast: (await import('./team-fakes')).toast }));

const TOKEN = 'a'.repeat(32);
const LINK = `${paths.acceptInvitation}?company=northwind-talent&invitation=inv-1&token=${TOKEN}`;

async function renderAccept(
  viewer: InvitationViewer,
  options: { route?: string; locale?: 'en' | 'ar' } = {},
) {
  const onJoined = vi.fn();
  const onSignOut = vi.fn();
  const route = options.route ?? LINK;
  const page = (
    <AcceptInvitationPage
      search={new URL(route, 'http://app.test').searchParams}
      viewer={viewer}
      returnPath={route}
      onJoined={onJoined}
      onSignOut={onSignOut}
    />
  );
  const view = await renderWithProviders(null, {
    route,
    locale: options.locale ?? 'en',
    routes: [
      { path: paths.acceptInvitation, element: page },
      { path: paths.login, element: <p>login page</p> },
      { path: paths.register, element: <p>register page</p> },
    ],
  });
  return { ...view, onJoined, onSignOut };
}

const signedIn: InvitationViewer = { status: 'signedIn', email: 'mia@jobs.test' };

describe('accepting an invitation', () => {
  beforeEach(() => resetFakes());

  it('says a link without its company, invitation or token is incomplete', async () => {
    await renderAccept(signedIn, { route: `${paths.acceptInvitation}?company=northwind-talent` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is incomplete. Open the link from the invitation email again.',
    );
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
  });

  it('signed out: sign in or register with the invited address, and come back here', async () => {
    const { router } = await renderAccept({ status: 'signedOut' });
    expect(
      await screen.findByText(/with the email address the invitation was sent to/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      paths.register,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: LINK });
  });

  it('signed in: joins the team, welcomes the person and hands over', async () => {
    callFunction.mockResolvedValue({ companyId: 'northwind-talent', companyName: 'Northwind' });
    const { onJoined } = await renderAccept(signedIn);
    expect(await screen.findByText('You are signed in as mia@jobs.test.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(callFunction).toHaveBeenCalledWith(CALLABLES.acceptInvitation, {
      companyId: 'northwind-talent',
      invitationId: 'inv-1',
      token: TOKEN,
    });
    await waitFor(() =>
      expect(onJoined).toHaveBeenCalledWith({
        companyId: 'northwind-talent',
        companyName: 'Northwind',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith({
      title: 'Welcome to Northwind! You are now a member of its team.',
    });
  });

  it.each([
    [
      'invitation-expired',
      'This invitation has expired. Ask the person who invited you for a new one.',
    ],
    ['invitation-used', 'This invitation has already been used.'],
    ['already-in-company', 'You already belong to a company. Leave it before joining another one.'],
    ['not-found', 'This invitation does not exist or was revoked.'],
  ])('explains the refusal %s', async (reason, text) => {
    callFunction.mockRejectedValue(refusal(reason));
    const { onJoined } = await renderAccept(signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('names the signed-in address when the invitation was for another, and offers to sign out', async () => {
    callFunction.mockRejectedValue(refusal('invitation-email-mismatch'));
    const { onSignOut } = await renderAccept(signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as mia@jobs.test; this invitation was sent to another address.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('leaves the button for another try after an unexplained failure', async () => {
    callFunction.mockRejectedValueOnce(new Error('offline'));
    await renderAccept(signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    expect(screen.getByRole('button', { name: 'Join the team' })).toBeEnabled();
  });

  it('in Arabic, right to left', async () => {
    await renderAccept({ status: 'signedOut' }, { locale: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الانضمام إلى فريق توظيف' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', paths.login);
  });

  it('tells a job seeker, before the Join button, that their account becomes an employer account', async () => {
    await renderAccept({ ...signedIn, role: 'jobSeeker' });
    const join = await screen.findByRole('button', { name: 'Join the team' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your account becomes an employer account');
    expect(notice).toHaveTextContent(
      'You are signed in with a job seeker account. Joining the team turns it into an employer account: your job seeker screens, such as your saved jobs and applications, go away.',
    );
    // said before the button, and read out with it
    expect(notice.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(join).toHaveAccessibleDescription(/turns it into an employer account/);
  });

  it.each([['employer'], [undefined]])(
    'says nothing of the sort to a person whose role is %s',
    async (role) => {
      await renderAccept({ ...signedIn, role });
      const join = await screen.findByRole('button', { name: 'Join the team' });
      expect(screen.queryByText(/employer account/)).not.toBeInTheDocument();
      expect(join).not.toHaveAttribute('aria-describedby');
    },
  );

  it('warns a job seeker in Arabic too', async () => {
    await renderAccept({ ...signedIn, role: 'jobSeeker' }, { locale: 'ar' });
    expect(await screen.findByRole('button', { name: 'الانضمام إلى الفريق' })).toBeInTheDocument();
    expect(screen.getByText('سيصبح حسابك حساب صاحب عمل')).toBeInTheDocument();
  });
});
