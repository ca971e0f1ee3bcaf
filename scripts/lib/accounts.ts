// The seeded sign-ins, one per role, printed by `npm start` and used by the end-to-end tests.
export const DEMO_PASSWORD = 'jobs-demo-2026';

export interface SeedAccount {
  uid: string;
  email: string;
  displayName: string;
  role: string;
  label: string;
}

export const COMPANY_ID = 'northwind-talent';

export const ACCOUNTS = {
  admin: {
    uid: 'admin-ada',
    email: 'admin@jobs.test',
    displayName: 'Ada Lovelace',
    role: 'admin',
    label: 'Administrator',
  },
  employer: {
    uid: 'employer-omar',
    email: 'employer@jobs.test',
    displayName: 'Omar Haddad',
    role: 'employer',
    label: 'Employer (owns Northwind Talent)',
  },
  member: {
    uid: 'employer-mia',
    email: 'member@jobs.test',
    displayName: 'Mia Rossi',
    role: 'employer',
    label: 'Employer (team member of Northwind Talent)',
  },
  jobSeeker: {
    uid: 'seeker-sam',
    email: 'seeker@jobs.test',
    displayName: 'Sam Carter',
    role: 'jobSeeker',
    label: 'Job seeker',
  },
  unknownRole: {
    uid: 'unknown-uma',
    email: 'unknown@jobs.test',
    displayName: 'Uma Unknown',
    role: 'guest',
    label: 'Account with an unknown role',
  },
  demo: {
    uid: 'demo-user',
    email: 'demo@jobs.test',
    displayName: 'Demo User',
    role: 'jobSeeker',
    label: 'Demo account',
  },
} as const satisfies Record<string, SeedAccount>;
