// The candidate's booking page against a mocked API: the link's job, company and interviewers'
// first names; the free times on the candidate's clock (New York), grouped by day; booking one
// sends that instant with the zone; a time just taken says so and reloads the free times, the
// zone kept; a forged link explains itself; the page in Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '@contracts/booking';
import type * as TimeZones from '@/lib/format/time-zones';
import { renderWithProviders } from '@/testing/test-utils';
import { BookingPage } from '../components/booking-page';

const api = vi.hoisted(() => ({ getJson: vi.fn(), postJson: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
vi.mock('@/lib/format/time-zones', async (original) => ({
  ...(await original<typeof TimeZones>()),
  viewerTimeZone: () => 'America/New_York',
}));

const TOKEN = 'link-1.signature';
const view = (overrides: Partial<BookingView> = {}): BookingView => ({
  jobTitle: 'Backend Engineer',
  companyName: 'Northwind',
  durationMinutes: 30,
  kind: 'video',
  interviewerFirstNames: ['Olga', 'Taro'],
  locale: 'en',
  status: 'open',
  bookedAt: null,
  changeable: false,
  expiresAt: '2026-12-10T23:00:00.000Z',
  // 03:00 and 03:30 on Monday 30 November, 03:00 on Tuesday 1 December in New York
  slots: ['2026-11-30T08:00:00.000Z', '2026-11-30T08:30:00.000Z', '2026-12-01T08:00:00.000Z'],
  ...overrides,
});
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the booking page', () => {
  beforeEach(() => {
    api.getJson.mockReset();
    api.postJson.mockReset();
    localStorage.clear();
  });

  it('shows the link’s free times by day on the candidate’s clock and books the chosen one', async () => {
    api.getJson.mockReturnValue(answer(200, view()));
    const bookedAt = '2026-11-30T08:30:00.000Z';
    api.postJson.mockReturnValue(
      answer(200, view({ status: 'booked', bookedAt, changeable: true })),
    );
    await renderWithProviders(<BookingPage token={TOKEN} />);
    expect(
      await screen.findByText('Northwind invites you to an interview for Backend Engineer.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/with Olga and Taro/)).toBeInTheDocument();
    const monday = screen.getByRole('group', { name: 'Monday, November 30' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['3:00 AM', '3:30 AM']);
    expect(screen.getByRole('group', { name: 'Tuesday, December 1' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(monday).getByRole('button', { name: '3:30 AM' }));
    expect(within(monday).getByRole('button', { name: '3:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /^Book Monday, November 30, 2026/ }));
    expect(api.postJson).toHaveBeenCalledWith('/api/booking/book', {
      token: TOKEN,
      startsAt: bookedAt,
      timeZone: 'America/New_York',
    });
    expect(
      await screen.findByRole('heading', { name: 'Your interview is booked' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/3:30 AM \(America\/New_York\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the interview' })).toBeInTheDocument();
  });

  it('says a time was just taken and shows the fresh times, keeping the zone', async () => {
    api.getJson
      .mockReturnValueOnce(answer(200, view()))
      .mockReturnValue(answer(200, view({ slots: ['2026-12-01T08:00:00.000Z'] })));
    api.postJson.mockReturnValue(answer(409, { error: 'slot-taken', reason: 'slot-taken' }));
    await renderWithProviders(<BookingPage token={TOKEN} />);
    const user = userEvent.setup();
    const monday = await screen.findByRole('group', { name: 'Monday, November 30' });
    await user.click(within(monday).getByRole('button', { name: '3:00 AM' }));
    await user.click(screen.getByRole('button', { name: /^Book / }));
    expect(
      await screen.findByText(
        'That time was just taken by someone else. Please choose another one: the free times are up to date.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Monday, November 30' })).toBeNull(),
    );
    expect(api.getJson).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Choose a time first' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      'America/New_York',
    );
  });

  it('explains a link that is not valid, and offers nothing to book', async () => {
    api.getJson.mockReturnValue(answer(403, { error: 'invalid-link', reason: 'invalid-link' }));
    await renderWithProviders(<BookingPage token="forged" />);
    expect(
      await screen.findByText(
        'This link is not valid. Use the link from your mail exactly as it was sent.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
  });

  it('opens in the language the link was sent in', async () => {
    api.getJson.mockReturnValue(answer(200, view({ locale: 'de' })));
    await renderWithProviders(<BookingPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'Ihr Interview buchen' }),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, right to left', async () => {
    api.getJson.mockReturnValue(answer(200, view({ locale: 'ar' })));
    await renderWithProviders(<BookingPage token={TOKEN} />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'احجز مقابلتك' })).toBeInTheDocument();
    expect(
      await screen.findByText('تدعوك Northwind إلى مقابلة لوظيفة Backend Engineer.'),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
