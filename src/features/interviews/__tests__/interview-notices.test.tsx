import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { InterviewNoticeLine, useInterviewNotices } from '../components/interview-notices';
import type { InterviewNotice } from '../types';

const hooks = vi.hoisted(() => ({ notices: vi.fn() }));
vi.mock('../api/list-my-interview-notices', () => ({ useMyInterviewNotices: hooks.notices }));

const NOW = Date.parse('2026-11-09T12:00:00Z');
const notice = (overrides: Partial<InterviewNotice>): InterviewNotice => ({
  id: 'n',
  applicationId: 'app-1',
  jobTitle: 'Frontend Engineer',
  companyName: 'Northwind Talent',
  startsAt: new Date('2026-11-10T14:00:00Z'),
  timeZone: 'America/New_York',
  durationMinutes: 45,
  kind: 'video',
  status: 'scheduled',
  ...overrides,
});

function Notices() {
  const byApplication = useInterviewNotices('seeker-lena', () => NOW);
  return (
    <ul>
      {[...byApplication.entries()].map(([applicationId, item]) => (
        <li key={applicationId} aria-label={applicationId}>
          <InterviewNoticeLine notice={item} timeZone="Europe/Berlin" />
        </li>
      ))}
    </ul>
  );
}

describe("the job seeker's interview notice", () => {
  it('shows the next scheduled interview of each application: date, time and kind only', async () => {
    hooks.notices.mockReturnValue({
      data: [
        notice({ id: 'later', startsAt: new Date('2026-11-20T14:00:00Z') }),
        notice({ id: 'next' }),
        notice({ id: 'cancelled', applicationId: 'app-2', status: 'cancelled' }),
        notice({ id: 'past', applicationId: 'app-3', startsAt: new Date('2026-11-01T09:00:00Z') }),
      ],
    });
    await renderWithProviders(<Notices />, { locale: 'de' });
    const item = await screen.findByRole('listitem', { name: 'app-1' });
    expect(item).toHaveTextContent('Gespräch geplant: Di., 10. Nov. 2026, 15:00 · Videoanruf');
    expect(screen.queryByRole('listitem', { name: 'app-2' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'app-3' })).toBeNull();
  });
});
