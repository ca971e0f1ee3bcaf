import { CalendarDate } from '@internationalized/date';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { WeekView } from '../components/week-view';
import { interviewOf } from './factories';

const monday = new CalendarDate(2026, 11, 9);
const href = (id: string) => `/interviews/${id}`;

describe('the week view', () => {
  it('shows an interview at 09:00 New York time at 15:00 to a viewer in Berlin, on their Tuesday', async () => {
    await renderWithProviders(
      <WeekView
        start={monday}
        interviews={[interviewOf()]}
        timeZone="Europe/Berlin"
        interviewHref={href}
      />,
      { locale: 'de' },
    );
    const tuesday = screen.getByRole('listitem', { name: /Dienstag, 10\. November 2026/ });
    expect(within(tuesday).getByText('15:00 – 15:45')).toBeVisible();
    expect(within(tuesday).getByRole('link', { name: 'Lena Fischer' })).toHaveAttribute(
      'href',
      '/interviews/interview-1',
    );
    const monday9 = screen.getByRole('listitem', { name: /Montag, 9\. November 2026/ });
    expect(within(monday9).getByText('Keine Gespräche')).toBeVisible();
  });

  it('shows the same interview at 9:00 AM to a viewer in New York, in English', async () => {
    await renderWithProviders(
      <WeekView
        start={monday}
        interviews={[interviewOf()]}
        timeZone="America/New_York"
        interviewHref={href}
      />,
    );
    const tuesday = screen.getByRole('listitem', { name: /Tuesday, November 10, 2026/ });
    expect(within(tuesday).getByText(/^9:00\sAM – 9:45\sAM$/)).toBeVisible();
  });

  it('lays out seven days', async () => {
    await renderWithProviders(
      <WeekView start={monday} interviews={[]} timeZone="Europe/Berlin" interviewHref={href} />,
    );
    const week = screen.getByRole('list', { name: "The week's interviews by day" });
    expect(within(week).getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });
});
