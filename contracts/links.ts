// The app's pages that mails and the public job pages link to: the functions build these links, src/config/paths.ts routes
// them. Every other route is written only in src/config/paths.ts.
export const LINKED_PATHS = {
  /** An invitation mail's link: `?company=…&invitation=…&token=…`. */
  acceptInvitation: '/invitations/accept',
  /** Where an applicant follows their applications. */
  myApplications: '/dashboard/job-seeker/applications',
  /** A job in the app; `?apply=1` opens its application form (a public page's Apply). */
  jobSeekerJob: '/dashboard/job-seeker/jobs/:jobId',
  /** A job seeker's search; a job's page is `<this>/<job id>` (a saved-search alert's links). */
  jobSeekerJobs: '/dashboard/job-seeker/jobs',
  /** Where a job seeker keeps their saved searches and their alerts. */
  savedSearches: '/dashboard/job-seeker/saved-searches',
  /** A booking mail's link: a candidate books their interview (`/book/<signed token>`). */
  booking: '/book/:token',
} as const;
