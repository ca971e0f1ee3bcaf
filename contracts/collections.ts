// Every Firestore collection's name and the paths of its documents. No other file writes one.
export const COLLECTIONS = {
  users: 'users',
  savedJobs: 'savedJobs',
  savedSearches: 'savedSearches',
  jobs: 'jobs',
  /** deletedJobs/{jobId}: a deleted posting's tombstone, so its public page answers 410 (server only). */
  deletedJobs: 'deletedJobs',
  auditLogs: 'auditLogs',
  /** auditChain/head: the last link of the audit trail's hash chain (server only). */
  auditChain: 'auditChain',
  /** auditQuotas/{uid}: how many entries a client added of its own in the current window. */
  auditQuotas: 'auditQuotas',
  companies: 'companies',
  members: 'members',
  candidates: 'candidates',
  invitations: 'invitations',
  applications: 'applications',
  notes: 'notes',
  stageEvents: 'stageEvents',
  mail: 'mail',
  features: 'features',
  voters: 'voters',
  feedback: 'feedback',
  discounts: 'discounts',
  interviews: 'interviews',
  scorecards: 'scorecards',
  interviewNotices: 'interviewNotices',
  calendarFeeds: 'calendarFeeds',
  /** bookingLinks/{id}, bookingLocks/{uid}_{cell}: candidate self-scheduling (server only). */
  bookingLinks: 'bookingLinks',
  bookingLocks: 'bookingLocks',
  subscriptions: 'subscriptions',
  invoices: 'invoices',
  /** companies/{cid}/mailTemplates/{kind}_{locale}: a company's own mails to candidates. */
  mailTemplates: 'mailTemplates',
  /** companies/{cid}/settings/{name}: a company's hiring settings (the response promise). */
  settings: 'settings',
  /** companyStats/{cid}: a company's public figures (its response rate; server only). */
  companyStats: 'companyStats',
  webhooks: 'webhooks',
  webhookSecrets: 'webhookSecrets',
  webhookDeliveries: 'webhookDeliveries',
  analyticsWebVitals: 'analyticsWebVitals',
  analyticsCustomMetrics: 'analyticsCustomMetrics',
  analyticsApiMetrics: 'analyticsApiMetrics',
  analyticsErrors: 'analyticsErrors',
  analyticsEvents: 'analyticsEvents',
  /** companies/{cid}/bulkActions/{id} and its items/{applicationId}: bulk runs (server only). */
  bulkActions: 'bulkActions',
  bulkActionItems: 'items',
  /** rateLimits/{key hash}-{window}: the API's request counts per window (server only). */
  rateLimits: 'rateLimits',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/**
 * Firestore document and collection paths, as segments (`pathOf` joins them for either SDK).
 * Not to be confused with the app's routes (`paths` in src/config/paths.ts).
 */
export const docPaths = {
  user: (uid: string) => [COLLECTIONS.users, uid] as const,
  savedJobs: (uid: string) => [COLLECTIONS.users, uid, COLLECTIONS.savedJobs] as const,
  savedJob: (uid: string, jobId: string) =>
    [COLLECTIONS.users, uid, COLLECTIONS.savedJobs, jobId] as const,
  savedSearches: (uid: string) => [COLLECTIONS.users, uid, COLLECTIONS.savedSearches] as const,
  savedSearch: (uid: string, searchId: string) =>
    [COLLECTIONS.users, uid, COLLECTIONS.savedSearches, searchId] as const,
  job: (jobId: string) => [COLLECTIONS.jobs, jobId] as const,
  deletedJob: (jobId: string) => [COLLECTIONS.deletedJobs, jobId] as const,
  auditLog: (entryId: string) => [COLLECTIONS.auditLogs, entryId] as const,
  auditQuota: (uid: string) => [COLLECTIONS.auditQuotas, uid] as const,
  company: (companyId: string) => [COLLECTIONS.companies, companyId] as const,
  members: (companyId: string) => [COLLECTIONS.companies, companyId, COLLECTIONS.members] as const,
  member: (companyId: string, uid: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.members, uid] as const,
  invitations: (companyId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.invitations] as const,
  invitation: (companyId: string, invitationId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.invitations, invitationId] as const,
  candidate: (candidateId: string) => [COLLECTIONS.candidates, candidateId] as const,
  application: (applicationId: string) => [COLLECTIONS.applications, applicationId] as const,
  notes: (applicationId: string) =>
    [COLLECTIONS.applications, applicationId, COLLECTIONS.notes] as const,
  note: (applicationId: string, noteId: string) =>
    [COLLECTIONS.applications, applicationId, COLLECTIONS.notes, noteId] as const,
  stageEvents: (applicationId: string) =>
    [COLLECTIONS.applications, applicationId, COLLECTIONS.stageEvents] as const,
  stageEvent: (applicationId: string, eventId: string) =>
    [COLLECTIONS.applications, applicationId, COLLECTIONS.stageEvents, eventId] as const,
  mail: (mailId: string) => [COLLECTIONS.mail, mailId] as const,
  feature: (featureId: string) => [COLLECTIONS.features, featureId] as const,
  voter: (featureId: string, uid: string) =>
    [COLLECTIONS.features, featureId, COLLECTIONS.voters, uid] as const,
  feedback: (feedbackId: string) => [COLLECTIONS.feedback, feedbackId] as const,
  discount: (discountId: string) => [COLLECTIONS.discounts, discountId] as const,
  interview: (interviewId: string) => [COLLECTIONS.interviews, interviewId] as const,
  scorecards: (interviewId: string) =>
    [COLLECTIONS.interviews, interviewId, COLLECTIONS.scorecards] as const,
  scorecard: (interviewId: string, uid: string) =>
    [COLLECTIONS.interviews, interviewId, COLLECTIONS.scorecards, uid] as const,
  interviewNotice: (interviewId: string) => [COLLECTIONS.interviewNotices, interviewId] as const,
  calendarFeed: (uid: string) => [COLLECTIONS.calendarFeeds, uid] as const,
  bookingLink: (linkId: string) => [COLLECTIONS.bookingLinks, linkId] as const,
  bookingLock: (lockId: string) => [COLLECTIONS.bookingLocks, lockId] as const,
  subscription: (companyId: string) => [COLLECTIONS.subscriptions, companyId] as const,
  invoices: (companyId: string) =>
    [COLLECTIONS.subscriptions, companyId, COLLECTIONS.invoices] as const,
  invoice: (companyId: string, invoiceId: string) =>
    [COLLECTIONS.subscriptions, companyId, COLLECTIONS.invoices, invoiceId] as const,
  mailTemplates: (companyId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.mailTemplates] as const,
  mailTemplate: (companyId: string, templateId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.mailTemplates, templateId] as const,
  settings: (companyId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.settings] as const,
  setting: (companyId: string, name: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.settings, name] as const,
  companyStats: (companyId: string) => [COLLECTIONS.companyStats, companyId] as const,
  webhooks: (companyId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.webhooks] as const,
  webhook: (companyId: string, webhookId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.webhooks, webhookId] as const,
  webhookSecret: (webhookId: string) => [COLLECTIONS.webhookSecrets, webhookId] as const,
  webhookDeliveries: (companyId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.webhookDeliveries] as const,
  webhookDelivery: (companyId: string, deliveryId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.webhookDeliveries, deliveryId] as const,
  bulkActions: (companyId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.bulkActions] as const,
  bulkAction: (companyId: string, bulkId: string) =>
    [COLLECTIONS.companies, companyId, COLLECTIONS.bulkActions, bulkId] as const,
  bulkActionItem: (companyId: string, bulkId: string, applicationId: string) =>
    [
      COLLECTIONS.companies,
      companyId,
      COLLECTIONS.bulkActions,
      bulkId,
      COLLECTIONS.bulkActionItems,
      applicationId,
    ] as const,
};

/** A path's segments as one slash-separated string. */
export const pathOf = (segments: readonly string[]) => segments.join('/');
