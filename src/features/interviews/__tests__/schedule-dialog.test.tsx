import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ScheduleDialog, type ScheduleDialogProps } from '../components/schedule-dialog';
import type { Interview } from '../types';
import { interviewOf } from './factories';

const hooks = vi.hoisted(() => ({ interviews: vi.fn(), interviewers: vi.fn() }));
vi.mock('../api/list-interviews', () => ({ useInterviews: hooks.interviews }));
vi.mock('../api/list-interviewers', () => ({ useInterviewers: hooks.interviewers }));

// Monday 9 November 2026, 12:00 in Berlin: "tomorrow at 10:00" is Tuesday 10 November
const NOW = Date.parse('2026-11-09T11:00:00Z');
const mia = { uid: 'mia', name: 'Mia Rossi', email: 'mia@jobs.test', canConduct: true };
const omar = { uid: 'omar', name: 'Omar Haddad', email: 'omar@jobs.test' };

async function renderDialog(props: Partial<ScheduleDialogProps> = {}) {
  const onSubmit = vi.fn<ScheduleDialogProps['onSubmit']>(() => Promise.resolve());
  const onOpenChange = vi.fn();
  const view = await renderWithProviders(
    <ScheduleDialog
      isOpen
      onOpenChange={onOpenChange}
      companyId="northwind-talent"
      viewer={mia}
      candidateName="Lena Fischer"
      jobTitle="Frontend Engineer"
      onSubmit={onSubmit}
      timeZone="Europe/Berlin"
      now={() => NOW}
      {...props}
    />,
  );
  return { onSubmit, onOpenChange, view };
}

const booked = (interviews: Interview[]) =>
  hooks.interviews.mockReturnValue({ data: interviews, isPending: false, isError: false });

describe('the schedule dialog', () => {
  beforeEach(() => {
    hooks.interviews.mockReset();
    hooks.interviewers.mockReset();
    booked([]);
    hooks.interviewers.mockReturnValue({
      data: [mia, omar],
      isPending: false,
      isError: false,
    });
  });

  it('schedules tomorrow at 10:00 in the viewer’s zone with them as the interviewer', async () => {
    const { onSubmit, onOpenChange } = await renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', {
      name: 'Schedule an interview with Lena Fischer',
    });
    await user.click(within(dialog).getByRole('textbox', { name: 'Video link' }));
    await user.paste('https://meet.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      startsAt: '2026-11-10T09:00:00.000Z',
      timeZone: 'Europe/Berlin',
      durationMinutes: 45,
      kind: 'video',
      location: 'https://meet.example.com/x',
      interviewerUids: ['mia'],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows field errors and sends nothing without an interviewer or a duration', async () => {
    const { onSubmit } = await renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Mia Rossi/ }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Duration in minutes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    const interviewers = within(dialog).getByRole('group', { name: 'Interviewers' });
    expect(await within(interviewers).findByText('Fill in this field.')).toBeVisible();
    expect(interviewers).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Duration in minutes' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps everything typed and says why when the server refuses', async () => {
    const { onSubmit, onOpenChange } = await renderDialog();
    onSubmit.mockRejectedValueOnce(
      Object.assign(new Error('refused'), { reason: 'interviewer-not-on-team' }),
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Omar Haddad/ }));
    const link = within(dialog).getByRole('textbox', { name: 'Video link' });
    await user.click(link);
    await user.paste('https://meet.example.com/lena');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    expect(
      await within(dialog).findByText(
        'One of the interviewers is no longer on the team or may not conduct interviews.',
      ),
    ).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(link).toHaveValue('https://meet.example.com/lena');
    expect(within(dialog).getByRole('checkbox', { name: /Omar Haddad/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Mia Rossi/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({
      location: 'https://meet.example.com/lena',
      interviewerUids: ['mia', 'omar'],
    });
  });

  it('warns (without blocking) when an interviewer is already booked then', async () => {
    booked([
      interviewOf({
        id: 'other',
        candidateName: 'Kenji Sato',
        startsAt: new Date('2026-11-10T08:30:00Z'),
        durationMinutes: 60,
        interviewerUids: ['mia'],
        interviewers: [{ uid: 'mia', name: 'Mia Rossi', email: 'mia@jobs.test' }],
      }),
    ]);
    const { onSubmit } = await renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('An interviewer is already booked')).toBeVisible();
    expect(
      within(dialog).getByText(/Mia Rossi has an interview from .* \(Kenji Sato\)\./),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows the time in the viewer’s own zone when another zone is chosen', async () => {
    await renderDialog({
      interview: interviewOf(),
      onSubmit: vi.fn(() => Promise.resolve()),
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Reschedule the interview with Lena Fischer',
    });
    // the interview keeps its own zone (New York, 09:00), and the viewer in Berlin sees 15:00
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'America/New York',
    );
    expect(within(dialog).getByText(/Starts .*9:00\sAM \(America\/New_York\)/)).toBeVisible();
    expect(within(dialog).getByText(/For you: .*3:00\sPM \(Europe\/Berlin\)/)).toBeVisible();
  });

  it('says the candidate gets the invitation by email only when they do', async () => {
    const { view } = await renderDialog();
    expect(
      screen.getByText(/The candidate and the interviewers receive the invitation by email/),
    ).toBeInTheDocument();
    view.unmount();
    await renderDialog({ candidateMailed: false });
    expect(
      screen.getByText(/this candidate from your talent pool is not emailed/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The candidate and the interviewers receive/)).toBeNull();
  });

  it('refuses a time in the past', async () => {
    // rescheduling an interview that started an hour ago, without moving it
    const { onSubmit } = await renderDialog({
      interview: interviewOf(),
      now: () => Date.parse('2026-11-10T15:00:00Z'),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save new time' }));
    expect(await within(dialog).findByText('Choose a time in the future.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
