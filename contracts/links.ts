// The app's pages that mails link to: the functions build these links, src/config/paths.ts routes
// them. Every other route is written only in src/config/paths.ts.
export const LINKED_PATHS = {
  /** An invitation mail's link: `?company=…&invitation=…&token=…`. */
  acceptInvitation: '/invitations/accept',
  /** Where an applicant follows their applications. */
  myApplications: '/dashboard/job-seeker/applications',
} as const;
