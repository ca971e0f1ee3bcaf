// Every route of the app. No other file writes a path literal.
import { isRole, type Role } from '@contracts/roles';

export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  welcome: '/auth/welcome',
  dashboard: {
    admin: '/dashboard/admin',
    employer: '/dashboard/employer',
    jobSeeker: '/dashboard/job-seeker',
  } satisfies Record<Role, string>,
  admin: {
    audit: '/dashboard/admin/audit',
  },
  jobSeeker: {
    jobs: '/dashboard/job-seeker/jobs',
    job: '/dashboard/job-seeker/jobs/:jobId',
    savedJobs: '/dashboard/job-seeker/saved-jobs',
    careerRoles: '/dashboard/job-seeker/career-roles',
  },
} as const;

/** A job's page in the job seeker's search. */
export const jobPath = (jobId: string) =>
  paths.jobSeeker.job.replace(':jobId', encodeURIComponent(jobId));

/** Where a person lands after sign-in: their role's dashboard, or the login page for any other role. */
export function dashboardPathFor(role: unknown): string {
  return isRole(role) ? paths.dashboard[role] : paths.login;
}
