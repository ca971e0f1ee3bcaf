// "Send booking link" with the callable mocked: the window's days in the sender's zone from a
// fixed now, the length, buffer, place and interviewers go to createBookingLink; the link is shown
// with whether it was mailed; a refusal (an interviewer without working hours) is explained and
// keeps everything typed; a window running backwards is a field error and sends nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { BookingLinkDialog } from '../components/booking-link-dialog';

const mocks = vi.hoisted(() => ({ callFunction: vi.fn(), interviewers: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => ({ callFunction: mocks.callFunction }));
vi.mock('../api/list-interviewers', () => ({ useInterviewers: mocks.interviewers }));

// Monday 9 November 2026, 12:00 in Berlin
const NOW = Date.parse('2026-11-09T11:00:00Z');
const mia = { uid: 'mia', name: 'Mia Rossi', email: 'mia@jobs.test', canConduct: true };
const taro = { uid: 'taro', name: 'Taro Yamada', email: 'taro@jobs.test' };
const URL_SENT = 'https://jobs.example/book/link-1.sig';

async function renderDialog() {
  const onOpenChange = vi.fn();
  await renderWithProviders(
    <BookingLinkDialog
      isOpen
      onOpenChange={onOpenChange}
      companyId="northwind"
      applicationId="app-1"
      viewer={mia}
      candidateName="Lena Fischer"
      jobTitle="Frontend Engineer"
      timeZone="Europe/Berlin"
      now={() => NOW}
    />,
  );
  return {
    onOpenChange,
    dialog: await screen.findByRole('dialog', { name: 'Booking link for Lena Fischer' }),
  };
}

describe('the booking-link dialog', () => {
  beforeEach(() => {
    mocks.callFunction.mockReset();
    mocks.interviewers.mockReturnValue({ data: [mia, taro], isPending: false, isError: false });
  });

  it('sends the window in the sender’s zone with the chosen interviewers and shows the link', async () => {
    mocks.callFunction.mockResolvedValue({ linkId: 'link-1', url: URL_SENT, mailed: true });
    const { dialog } = await renderDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: /Taro Yamada/ }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Video link' }));
    await user.paste('https://meet.example.com/lena');
    await user.click(within(dialog).getByRole('button', { name: 'Create and send link' }));
    await waitFor(() => expect(mocks.callFunction).toHaveBeenCalledTimes(1));
    expect(mocks.callFunction).toHaveBeenCalledWith('createBookingLink', {
      applicationId: 'app-1',
      fromDate: '2026-11-10',
      toDate: '2026-11-23',
      durationMinutes: 45,
      bufferMinutes: 15,
      kind: 'video',
      location: 'https://meet.example.com/lena',
      interviewerUids: ['mia', 'taro'],
      timeZone: 'Europe/Berlin',
    });
    expect(await within(dialog).findByText('We mailed the link to Lena Fischer.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Booking link' })).toHaveValue(URL_SENT);
  });

  it('explains a refusal and keeps everything typed', async () => {
    mocks.callFunction.mockRejectedValue(
      Object.assign(new Error('refused'), { reason: 'interviewer-without-hours' }),
    );
    const { dialog, onOpenChange } = await renderDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: /Taro Yamada/ }));
    const place = within(dialog).getByRole('textbox', { name: 'Video link' });
    await user.click(place);
    await user.paste('https://meet.example.com/lena');
    await user.click(within(dialog).getByRole('button', { name: 'Create and send link' }));
    expect(
      await within(dialog).findByText(
        'Every interviewer needs working hours and a time zone first: they set them under Interviews → Your working hours.',
      ),
    ).toBeVisible();
    expect(place).toHaveValue('https://meet.example.com/lena');
    expect(within(dialog).getByRole('checkbox', { name: /Taro Yamada/ })).toBeChecked();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses a window that ends before it starts, sending nothing', async () => {
    const { dialog } = await renderDialog();
    const user = userEvent.setup();
    const from = within(dialog).getByRole('group', { name: 'From' });
    await user.click(within(from).getAllByRole('spinbutton')[0]!);
    await user.keyboard('11252026');
    await user.click(within(dialog).getByRole('button', { name: 'Create and send link' }));
    expect(
      await within(dialog).findByText('The last day must not be before the first.'),
    ).toBeVisible();
    expect(mocks.callFunction).not.toHaveBeenCalled();
  });
});
