// The app's pages that mails and the public job pages link to: the functions build these links, src/config/paths.ts routes
// them. Every other route is written only in src/config/paths.ts.
export const LINKED_PATHS = {
  /** An invitation mail's link: `?company=…&invitation=…&token=…`. */
  acceptInvitation: '/invitations/accept',
  /** Where an applicant follows their applications. */
  myApplications: '/dashboard/job-seeker/applications',
  /** A job in the app; `?apply=1` opens its application form (a public page's Apply). */
  jobSeekerJob: '/dashboard/job-seeker/jobs/:jobId',
} as const;
