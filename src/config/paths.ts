// Every route of the app. No other file writes a path literal.
import { LINKED_PATHS } from '@contracts/links';
import { isRole, type Role } from '@contracts/roles';

export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  welcome: '/auth/welcome',
  /** Where an invitation mail's link leads: `?company=…&invitation=…&token=…`. */
  acceptInvitation: LINKED_PATHS.acceptInvitation,
  /** Where a booking mail's link leads: a candidate books their interview, signed in or not. */
  booking: LINKED_PATHS.booking,
  dashboard: {
    admin: '/dashboard/admin',
    employer: '/dashboard/employer',
    jobSeeker: '/dashboard/job-seeker',
  } satisfies Record<Role, string>,
  admin: {
    audit: '/dashboard/admin/audit',
    users: '/dashboard/admin/users',
    user: '/dashboard/admin/users/:uid',
    feedback: '/dashboard/admin/feedback',
    analytics: '/dashboard/admin/analytics',
  },
  employer: {
    team: '/dashboard/employer/team',
    jobs: '/dashboard/employer/jobs',
    newJob: '/dashboard/employer/jobs/new',
    editJob: '/dashboard/employer/jobs/:jobId/edit',
    candidates: '/dashboard/employer/candidates',
    application: '/dashboard/employer/candidates/:applicationId',
    interviews: '/dashboard/employer/interviews',
    interview: '/dashboard/employer/interviews/:interviewId',
    reports: '/dashboard/employer/reports',
    billing: '/dashboard/employer/billing',
    integrations: '/dashboard/employer/integrations',
    candidateMails: '/dashboard/employer/candidate-mails',
  },
  jobSeeker: {
    jobs: LINKED_PATHS.jobSeekerJobs,
    job: LINKED_PATHS.jobSeekerJob,
    savedJobs: '/dashboard/job-seeker/saved-jobs',
    savedSearches: LINKED_PATHS.savedSearches,
    careerRoles: '/dashboard/job-seeker/career-roles',
    applications: LINKED_PATHS.myApplications,
  },
} as const;

/** A job's page in the job seeker's search. */
export const jobPath = (jobId: string) =>
  paths.jobSeeker.job.replace(':jobId', encodeURIComponent(jobId));

/** One person's page in the admin console: their details (audited) and their account. */
export const adminUserPath = (uid: string) =>
  paths.admin.user.replace(':uid', encodeURIComponent(uid));

/** A posting's edit form. */
export const editJobPath = (jobId: string) =>
  paths.employer.editJob.replace(':jobId', encodeURIComponent(jobId));

/** One candidate's screen in the employer's pipeline. */
export const applicationPath = (applicationId: string) =>
  paths.employer.application.replace(':applicationId', encodeURIComponent(applicationId));

/** One interview's screen: its details, the interviewer's scorecard and the team's. */
export const interviewPath = (interviewId: string) =>
  paths.employer.interview.replace(':interviewId', encodeURIComponent(interviewId));

/** Where a person lands after sign-in: their role's dashboard, or the login page for any other role. */
export function dashboardPathFor(role: unknown): string {
  return isRole(role) ? paths.dashboard[role] : paths.login;
}
