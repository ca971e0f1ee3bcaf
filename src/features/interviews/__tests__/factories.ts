import type { Interview } from '../types';

/** An interview as the screens read it: 09:00 New York time on Tuesday 10 November 2026. */
export function interviewOf(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'interview-1',
    companyId: 'northwind-talent',
    applicationId: 'northwind-frontend-engineer_seeker-lena',
    jobId: 'northwind-frontend-engineer',
    jobTitle: 'Frontend Engineer',
    candidateName: 'Lena Fischer',
    applicantUid: 'seeker-lena',
    startsAt: new Date('2026-11-10T14:00:00Z'),
    timeZone: 'America/New_York',
    durationMinutes: 45,
    kind: 'video',
    location: 'https://meet.example.com/lena',
    interviewers: [{ uid: 'omar', name: 'Omar Haddad', email: 'omar@jobs.test' }],
    interviewerUids: ['omar'],
    attributes: ['communication', 'problemSolving', 'React'],
    status: 'scheduled',
    sequence: 0,
    scheduledBy: 'mia',
    scheduledByName: 'Mia Rossi',
    updatedAt: null,
    ...overrides,
  };
}
