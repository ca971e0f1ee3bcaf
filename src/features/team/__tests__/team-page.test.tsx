import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import {
  INVITATION_CREATE_FIELDS,
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_DAY,
} from '@contracts/company';
import { DAY_MS } from '@contracts/fields';
import { ALL_TEAM_PERMISSIONS, type TeamPermissions } from '@contracts/roles';
import { renderWithProviders } from '@/testing/test-utils';
import { TeamPage, type TeamPageProps } from '../components/team-page';
import { DEFAULT_INVITE_PERMISSIONS, PERMISSION_PRESETS } from '../constants';
import {
  callFunction,
  COMPANY_ID,
  flags,
  refusal,
  resetFakes,
  SERVER_TIME,
  store,
  timestamp,
  toast,
  writes,
} from './team-fakes';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', async () => (await import('./team-fakes')).firestoreModule);
vi.mock('@/lib/firebase/functions', async () => ({
  callFunction: (await import('./team-fakes')).callFunction,
}));
vi.mock('@/lib/toast', async () => ({ toast: (await import('./team-fakes')).toast }));

const NOW = new Date('2026-11-22T10:00:00.000Z');

async function renderTeam(props: Partial<TeamPageProps> = {}, locale: 'en' | 'ar' = 'en') {
  const onTeamDeleted = vi.fn();
  const view = await renderWithProviders(
    <TeamPage
      companyId={COMPANY_ID}
      uid="omar"
      displayName="Omar Haddad"
      canManageTeam
      permissions={ALL_TEAM_PERMISSIONS}
      onTeamDeleted={onTeamDeleted}
      {...props}
    />,
    { locale },
  );
  const members = await screen.findByRole('grid', {
    name: locale === 'en' ? 'Team members' : 'أعضاء الفريق',
  });
  return { ...view, onTeamDeleted, members };
}

/** Lee manages the team and schedules interviews, nothing else (see team-fakes). */
const LEE = {
  uid: 'lee',
  displayName: 'Lee Park',
  permissions: flags('canScheduleInterviews', 'canManageTeam'),
};
const ONLY_YOURS = 'You can only grant permissions you have.';

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(name) }))!;

describe('the team screen', () => {
  beforeEach(() => {
    resetFakes();
    // the fakes' invitations expire on set days: the screen is read on the day the fakes describe
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists the members, the owner first with an Owner badge, each with their flags', async () => {
    const { members } = await renderTeam();
    const names = within(members)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'Omar HaddadYouemployer@jobs.test',
      'Lee Parklee@jobs.test',
      'Mia Chenmember@jobs.test',
    ]);
    const owner = rowOf(members, 'Omar');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('All permissions')).toBeInTheDocument();
    expect(within(owner).getByText('employer@jobs.test')).toBeInTheDocument();
    const mia = rowOf(members, 'Mia');
    expect(within(mia).getByText('Screen candidates')).toBeInTheDocument();
    expect(within(mia).queryByText('Owner')).not.toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
  });

  it('never offers to edit or remove the owner or oneself', async () => {
    const { members } = await renderTeam({ uid: 'lee', displayName: 'Lee Park' });
    const owner = rowOf(members, 'Omar');
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    expect(within(owner).getByText('The owner always has every permission.')).toBeInTheDocument();
    const self = rowOf(members, 'Lee');
    expect(within(self).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit permissions of Mia Chen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Mia Chen' })).toBeEnabled();
    // nobody but the owner sees the danger zone
    expect(screen.queryByRole('heading', { name: 'Danger zone' })).not.toBeInTheDocument();
  });

  it('saves the ten flags chosen for a member, then reads the members again', async () => {
    await renderTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Edit permissions of Mia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Mia Chen' });
    const save = within(dialog).getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Screen candidates' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Create jobs' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Screen candidates' }));
    store.collections.get(`companies/${COMPANY_ID}/members`)![0]!.permissions =
      flags('canCreateJobs');
    await userEvent.click(save);
    expect(callFunction).toHaveBeenCalledWith(CALLABLES.updateMemberPermissions, {
      companyId: COMPANY_ID,
      uid: 'mia',
      permissions: flags('canCreateJobs'),
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({
        title: 'The permissions of Mia Chen were saved.',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(rowOf(screen.getByRole('grid', { name: 'Team members' }), 'Mia')).findByText(
        'Create jobs',
      ),
    ).toBeInTheDocument();
  });

  it('applies a preset in one press', async () => {
    await renderTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Edit permissions of Mia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Mia Chen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Admin (all)' }));
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect(callFunction).toHaveBeenCalledWith(CALLABLES.updateMemberPermissions, {
      companyId: COMPANY_ID,
      uid: 'mia',
      permissions: PERMISSION_PRESETS.admin,
    });
  });

  it('explains a refusal in the dialog and keeps the choice', async () => {
    callFunction.mockRejectedValue(refusal('owner-protected'));
    await renderTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Edit permissions of Lee Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Lee Park' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'View reports' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect(
      await within(dialog).findByText('The owner keeps every permission and cannot be removed.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'View reports' })).toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('removes a member after confirmation', async () => {
    await renderTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lee Park' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Lee Park from the team?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Lee Park keeps their account but loses access to the jobs and candidates of Northwind Talent.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from the team' }));
    expect(callFunction).toHaveBeenCalledWith(CALLABLES.removeMember, {
      companyId: COMPANY_ID,
      uid: 'lee',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({ title: 'Lee Park was removed from the team.' }),
    );
  });

  it('checks the invitation form: an address is required and must be valid', async () => {
    await renderTeam();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(writes.addDoc).not.toHaveBeenCalled();
  });

  it('refuses to invite a member or someone already invited', async () => {
    await renderTeam();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'Member@Jobs.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('member@jobs.test is already a member of the team.'),
    ).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'sam@jobs.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'sam@jobs.test already has a pending invitation. Revoke it to send a new one.',
      ),
    ).toBeInTheDocument();
    expect(writes.addDoc).not.toHaveBeenCalled();
  });

  it('creates the invitation with exactly the fields the rules accept', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await renderTeam();
    expect(screen.getByRole('checkbox', { name: 'Screen candidates' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manage billing' })).not.toBeChecked();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email address' }),
      '  Ana@Example.COM ',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'View reports' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(writes.addDoc).toHaveBeenCalledTimes(1));
    const [ref, data] = writes.addDoc.mock.calls[0]!;
    expect(ref.path).toBe(`companies/${COMPANY_ID}/invitations`);
    const invitation = data as Record<string, unknown>;
    expect(Object.keys(invitation).sort()).toEqual([...INVITATION_CREATE_FIELDS].sort());
    expect(invitation).toMatchObject({
      email: 'ana@example.com',
      permissions: { ...DEFAULT_INVITE_PERMISSIONS, canViewReports: true },
      locale: 'en',
      invitedBy: 'omar',
      invitedByName: 'Omar Haddad',
      status: 'pending',
      createdAt: SERVER_TIME,
    });
    const expiresAt = invitation.expiresAt as { toMillis(): number };
    expect(expiresAt.toMillis()).toBe(NOW.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({ title: 'Invitation sent to ana@example.com.' }),
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('keeps what was typed when the invitation cannot be written', async () => {
    writes.addDoc.mockRejectedValueOnce(new Error('permission-denied'));
    await renderTeam();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('The invitation could not be sent. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ana@example.com');
  });

  it('lists the pending invitations with their expiry and revokes one after confirmation', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await renderTeam();
    const table = screen.getByRole('grid', { name: 'Pending invitations' });
    const row = rowOf(table, 'sam@jobs.test');
    expect(within(row).getByText('Nov 27, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Omar Haddad')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Revoke the invitation to sam@jobs.test' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Revoke the invitation to sam@jobs.test?',
    });
    store.collections.set(`companies/${COMPANY_ID}/invitations`, []);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(writes.deleteDoc).toHaveBeenCalledWith(
      expect.objectContaining({ path: `companies/${COMPANY_ID}/invitations/inv-1` }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({
        title: 'The invitation to sam@jobs.test was revoked.',
      }),
    );
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
  });

  it('marks an expired invitation and lets the address be invited again', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T00:00:00.000Z'), toFake: ['Date'] });
    await renderTeam();
    const table = screen.getByRole('grid', { name: 'Pending invitations' });
    expect(within(rowOf(table, 'sam@jobs.test')).getByText('Expired')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'sam@jobs.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(writes.addDoc).toHaveBeenCalledTimes(1));
  });

  it('deletes the team only once the exact company name is typed', async () => {
    const { onTeamDeleted } = await renderTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the team of Northwind Talent?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' });
    const name = within(dialog).getByRole('textbox', {
      name: 'Type “Northwind Talent” to confirm',
    });
    expect(confirm).toBeDisabled();
    await userEvent.type(name, 'northwind talent');
    expect(confirm).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Northwind Talent ');
    expect(confirm).toBeDisabled();
    await userEvent.type(name, '{Backspace}');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(callFunction).toHaveBeenCalledWith(CALLABLES.deleteTeam, {
      companyId: COMPANY_ID,
      confirmName: 'Northwind Talent',
    });
    await waitFor(() => expect(onTeamDeleted).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith({
      title: 'The team of Northwind Talent was deleted.',
    });
  });

  it('explains a refused deletion and stays on the screen', async () => {
    callFunction.mockRejectedValue(refusal('confirmation-mismatch'));
    const { onTeamDeleted } = await renderTeam();
    await userEvent.click(screen.getByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Northwind Talent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(
      await within(dialog).findByText("The name typed does not match the company's name."),
    ).toBeInTheDocument();
    expect(onTeamDeleted).not.toHaveBeenCalled();
  });

  it('reads right to left in Arabic, every text translated', async () => {
    const { members } = await renderTeam({}, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'الأعضاء' })).toBeInTheDocument();
    expect(screen.getByText('3 أعضاء')).toBeInTheDocument();
    expect(within(rowOf(members, 'Omar')).getByText('المالك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعديل الصلاحيات: Mia Chen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الدعوة' }));
    expect(await screen.findByText('املأ هذا الحقل.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'منطقة الخطر' })).toBeInTheDocument();
  });
});

describe('granting only what one holds, and invitations the server did not mail', () => {
  beforeEach(() => {
    resetFakes();
    // the fakes' invitations expire on set days: the screen is read on the day the fakes describe
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lets a manager who is not the owner invite only with the flags they hold', async () => {
    await renderTeam(LEE);
    const form = screen.getByRole('group', { name: 'Permissions' });
    expect(within(form).getByText(ONLY_YOURS)).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Schedule interviews' })).toBeEnabled();
    expect(within(form).getByRole('checkbox', { name: 'Manage the team' })).toBeEnabled();
    for (const name of ['Screen candidates', 'Create jobs', 'Manage billing', 'View reports']) {
      expect(within(form).getByRole('checkbox', { name })).toBeDisabled();
    }
    // the default flags as far as Lee may grant them: screening is not his to give
    expect(within(form).getByRole('checkbox', { name: 'Screen candidates' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Schedule interviews' })).toBeChecked();
    // every preset would grant something Lee does not hold
    for (const name of ['Recruiter', 'Hiring manager', 'Admin (all)']) {
      expect(within(form).getByRole('button', { name })).toBeDisabled();
    }

    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Manage the team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(writes.addDoc).toHaveBeenCalledTimes(1));
    expect(writes.addDoc.mock.calls[0]![1]).toMatchObject({
      permissions: flags('canScheduleInterviews', 'canManageTeam'),
      invitedBy: 'lee',
      invitedByName: 'Lee Park',
    });
  });

  it('refuses, before writing, an invitation with a flag the inviter no longer holds', async () => {
    // Lee could screen when the form opened; then his flags were reloaded without it
    function Screen() {
      const [permissions, setPermissions] = useState<TeamPermissions>(
        flags('canScreenCandidates', 'canScheduleInterviews', 'canManageTeam'),
      );
      return (
        <>
          <button type="button" onClick={() => setPermissions(LEE.permissions)}>
            reload flags
          </button>
          <TeamPage
            companyId={COMPANY_ID}
            uid="lee"
            displayName="Lee Park"
            canManageTeam
            permissions={permissions}
            onTeamDeleted={vi.fn()}
          />
        </>
      );
    }
    await renderWithProviders(<Screen />);
    const screening = await screen.findByRole('checkbox', { name: 'Screen candidates' });
    expect(screening).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'reload flags' }));
    expect(screening).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ONLY_YOURS);
    expect(writes.addDoc).not.toHaveBeenCalled();
  });

  it('lets the owner grant every flag, without the hint', async () => {
    await renderTeam({ permissions: null });
    const form = screen.getByRole('group', { name: 'Permissions' });
    expect(within(form).queryByText(ONLY_YOURS)).not.toBeInTheDocument();
    for (const box of within(form).getAllByRole('checkbox')) expect(box).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Admin (all)' })).toBeEnabled();
  });

  it('names the inviter exactly as their profile does, or not at all without a name', async () => {
    await renderTeam({ displayName: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(writes.addDoc).toHaveBeenCalledTimes(1));
    expect(writes.addDoc.mock.calls[0]![1]).toMatchObject({ invitedBy: 'omar', invitedByName: '' });
  });

  it('lets a manager who is not the owner change only the flags they hold of a member', async () => {
    await renderTeam(LEE);
    await userEvent.click(screen.getByRole('button', { name: 'Edit permissions of Mia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Mia Chen' });
    expect(within(dialog).getByText(ONLY_YOURS)).toBeInTheDocument();
    // Mia screens candidates; Lee cannot take that away (nor grant what he lacks)
    const screening = within(dialog).getByRole('checkbox', { name: 'Screen candidates' });
    expect(screening).toBeChecked();
    expect(screening).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Create jobs' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Admin (all)' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Schedule interviews' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect(callFunction).toHaveBeenCalledWith(CALLABLES.updateMemberPermissions, {
      companyId: COMPANY_ID,
      uid: 'mia',
      permissions: flags('canScreenCandidates', 'canScheduleInterviews'),
    });
  });

  it('shows an invitation the server did not mail (daily limit) as not sent, with what to do', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    store.collections.get(`companies/${COMPANY_ID}/invitations`)!.push({
      id: 'inv-2',
      email: 'kim@jobs.test',
      permissions: flags('canScreenCandidates'),
      locale: 'en',
      invitedBy: 'omar',
      invitedByName: 'Omar Haddad',
      status: 'pending',
      createdAt: timestamp('2026-11-21T09:00:00.000Z'),
      expiresAt: timestamp('2026-11-28T09:00:00.000Z'),
      refusedReason: 'daily-limit',
    });
    await renderTeam();
    const table = screen.getByRole('grid', { name: 'Pending invitations' });
    const refused = rowOf(table, 'kim@jobs.test');
    expect(within(refused).getByText('Not sent')).toBeInTheDocument();
    expect(
      within(refused).getByText(
        `Not sent: your company reached its limit of ${INVITATIONS_PER_DAY} invitations a day. Revoke it and try again tomorrow.`,
      ),
    ).toBeInTheDocument();
    // its link was never mailed: no expiry is shown as if it worked
    expect(within(refused).queryByText('Nov 28, 2026')).not.toBeInTheDocument();
    expect(
      within(refused).getByRole('button', { name: 'Revoke the invitation to kim@jobs.test' }),
    ).toBeEnabled();
    const sent = rowOf(table, 'sam@jobs.test');
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).queryByText('Not sent')).not.toBeInTheDocument();
  });

  it('explains the daily limit in Arabic too', async () => {
    store.collections.get(`companies/${COMPANY_ID}/invitations`)![0]!.refusedReason = 'daily-limit';
    await renderTeam({}, 'ar');
    const table = screen.getByRole('grid', { name: 'الدعوات المعلّقة' });
    expect(within(table).getByText('لم تُرسل')).toBeInTheDocument();
    expect(within(table).getByText(/ألغِها وحاول مجددًا غدًا/)).toBeInTheDocument();
  });
});
