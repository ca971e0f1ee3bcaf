import type { SavedJob } from './types';

/** The saved-jobs refresh retries once, this long after a failure (the backend may not be ready). */
export const SAVED_JOBS_RETRY_MS = 1_000;
export const SAVED_JOBS_RETRIES = 1;

/** Logged when there is no database to talk to (no configuration, or not in a browser). */
export const DATABASE_UNAVAILABLE_WARNING = 'Firebase not available or running on server side';

export const SAVED_JOB_ERRORS = {
  invalidSave: 'Invalid user ID or job data',
  invalidRemove: 'Invalid user ID or job ID',
} as const;

/** The two sample jobs a demo user has saved. */
export const DEMO_SAVED_JOBS: readonly SavedJob[] = [
  {
    id: 'demo-1',
    title: 'Senior Frontend Engineer',
    company: 'Northwind Labs',
    location: 'Berlin, Germany',
    remote: true,
    description:
      'Build the screens thousands of job seekers use every day.\n\nReact, TypeScript and accessibility matter to us; so does a calm pace.',
    postedDate: '2026-11-02T09:00:00.000Z',
    applyUrl: 'https://careers.example.com/northwind-labs/demo-1',
    salary: 118_000,
    type: 'Full-time',
    skills: ['React', 'TypeScript', 'Accessibility', 'Testing'],
    experience: 'Senior',
    savedAt: '2026-11-10T08:30:00.000Z',
  },
  {
    id: 'demo-2',
    title: 'Data Analyst',
    company: 'Contoso Analytics',
    location: 'Lyon, France',
    remote: false,
    description:
      'Turn hiring data into decisions.\n\nSQL, dashboards and a clear way of explaining numbers.',
    postedDate: '2026-10-28T09:00:00.000Z',
    applyUrl: 'https://careers.example.com/contoso-analytics/demo-2',
    salary: 72_000,
    type: 'Contract',
    skills: ['SQL', 'Excel', 'Tableau', 'Statistics'],
    experience: 'Mid level',
    savedAt: '2026-11-12T14:05:00.000Z',
  },
];
