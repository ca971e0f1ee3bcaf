// The callable functions: what a client may ask the server to decide, because it changes another
// person's rights, is audited, or reads what only the server may. Each is declared once: its name
// in `CALLABLES`, its result here, its input schema in callable-inputs.ts (which the server checks;
// the app takes only its types); `CallableTypes` joins them by name.
import * as z from 'zod/mini';
import type { VerifyAuditChainResult } from './audit-chain.js';
import { PLAN_IDS, RENEWAL_INTERVALS, type BillingInterval, type PlanId } from './billing.js';
import type { CreateBookingLinkResult } from './booking.js';
import type { CALLABLE_INPUTS } from './callable-inputs.js';
import { companyNameSchema, teamPermissionsSchema } from './company.js';
import type {
  CreateWebhookResult,
  RotateWebhookSecretResult,
  SendTestEventResult,
} from './integrations.js';
import type { CreateCalendarFeedResult, ScheduleInterviewResult } from './interview.js';
import type { RunBulkCandidateActionResult } from './bulk-action.js';
import type { AnalyticsOverview } from './platform-analytics.js';
import type { HiringReportResult } from './reports.js';
import type { CreateSavedSearchResult } from './saved-search.js';
import type {
  RevokeCalendarFeedResult,
  SetUserDisabledResult,
  SetUserRoleResult,
  UserDetails,
} from './user-admin.js';

/** What a callable answers when it only confirms that it did what was asked. */
type Done = { ok: true };
type Changed = { ok: true; sequence: number };

/** What each callable answers. */
interface CallableResults {
  createCompany: CreateCompanyResult;
  acceptInvitation: AcceptInvitationResult;
  updateMemberPermissions: Done;
  removeMember: Done;
  deleteTeam: Done;
  deleteJob: Done;
  hiringReport: HiringReportResult;
  changePlan: ChangePlanResult;
  createWebhook: CreateWebhookResult;
  updateWebhook: { webhookId: string };
  deleteWebhook: { webhookId: string };
  rotateWebhookSecret: RotateWebhookSecretResult;
  sendTestEvent: SendTestEventResult;
  scheduleInterview: ScheduleInterviewResult;
  rescheduleInterview: Changed;
  cancelInterview: Changed;
  createBookingLink: CreateBookingLinkResult;
  createCalendarFeed: CreateCalendarFeedResult;
  revokeCalendarFeed: RevokeCalendarFeedResult;
  setUserRole: SetUserRoleResult;
  setUserDisabled: SetUserDisabledResult;
  getUserDetails: UserDetails;
  closeJobAsAdmin: { closed: boolean };
  verifyAuditChain: VerifyAuditChainResult;
  analyticsOverview: AnalyticsOverview;
  createSavedSearch: CreateSavedSearchResult;
  runBulkCandidateAction: RunBulkCandidateActionResult;
}
export type CallableName = keyof CallableResults;

/**
 * Every callable: the input it takes (the output of its schema in CALLABLE_INPUTS: what the app
 * sends once parsed, what the handler receives) and the result it answers. A type-only view of
 * the schemas, so the app's bundle carries none it does not import itself.
 */
export type CallableTypes = {
  [Name in CallableName]: {
    input: z.output<(typeof CALLABLE_INPUTS)[Name]>;
    result: CallableResults[Name];
  };
};
export type CallableInput<Name extends CallableName> = CallableTypes[Name]['input'];
export type CallableResult<Name extends CallableName> = CallableTypes[Name]['result'];

/** The callables' names at run time: exactly the names of CallableTypes. */
export const CALLABLES = {
  createCompany: 'createCompany',
  acceptInvitation: 'acceptInvitation',
  updateMemberPermissions: 'updateMemberPermissions',
  removeMember: 'removeMember',
  deleteTeam: 'deleteTeam',
  deleteJob: 'deleteJob',
  /** canViewReports: the hiring figures of a company (contracts/reports.ts). */
  hiringReport: 'hiringReport',
  /** canManageBilling: the plan from the next renewal on (contracts/billing.ts). */
  changePlan: 'changePlan',
  /** canManageIntegrations: webhooks (contracts/integrations.ts). */
  createWebhook: 'createWebhook',
  updateWebhook: 'updateWebhook',
  deleteWebhook: 'deleteWebhook',
  rotateWebhookSecret: 'rotateWebhookSecret',
  sendTestEvent: 'sendTestEvent',
  /** canScheduleInterviews: interviews (contracts/interview.ts, functions/src/interviews). */
  scheduleInterview: 'scheduleInterview',
  rescheduleInterview: 'rescheduleInterview',
  cancelInterview: 'cancelInterview',
  /** canScheduleInterviews: a candidate's booking link (contracts/booking.ts). */
  createBookingLink: 'createBookingLink',
  /** canConductInterviews or canScheduleInterviews: one's own private calendar feed. */
  createCalendarFeed: 'createCalendarFeed',
  revokeCalendarFeed: 'revokeCalendarFeed',
  /** Admin: a person's role, audited UPDATE_ROLE; never the last admin (user-admin.ts). */
  setUserRole: 'setUserRole',
  /** Admin: disable or enable an account; disabling ends its sessions. Never oneself. */
  setUserDisabled: 'setUserDisabled',
  /** Admin: a person's private details, audited VIEW_SENSITIVE_DATA. */
  getUserDetails: 'getUserDetails',
  /** Admin: close another company's posting with a reason, audited ADMIN_OVERRIDE. */
  closeJobAsAdmin: 'closeJobAsAdmin',
  /** Admin: check the audit trail's hash chain over a range (contracts/audit-chain.ts). */
  verifyAuditChain: 'verifyAuditChain',
  /** Admin: vitals, errors, events and API latency of a period (platform-analytics.ts). */
  analyticsOverview: 'analyticsOverview',
  /** A job seeker saves a search (at most SAVED_SEARCH_LIMITS.perPerson; contracts/saved-search.ts). */
  createSavedSearch: 'createSavedSearch',
  /** canScreenCandidates: one action on many applications, each on its own (bulk-action.ts). */
  runBulkCandidateAction: 'runBulkCandidateAction',
} as const satisfies { [Name in CallableName]: Name };

/** A document id: never a `/`, which would reach into another collection. */
export const id = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[^/]+$/));

/** An employer without a company creates one and becomes its owner (all ten flags). */
export const createCompanyInput = z.object({ name: companyNameSchema });
export type CreateCompanyResult = { companyId: string };

/** The invited person, signed in with the invited email, joins with the link's secret. */
export const acceptInvitationInput = z.object({
  companyId: id,
  invitationId: id,
  token: z.string().check(z.minLength(16), z.maxLength(128)),
});
export type AcceptInvitationResult = { companyId: string; companyName: string };

/** Audited UPDATE_PERMISSIONS. Never the owner's flags, never one's own. */
export const updateMemberPermissionsInput = z.object({
  companyId: id,
  uid: id,
  permissions: teamPermissionsSchema,
});

/** Never the owner. The removed person keeps their account, without a company. */
export const removeMemberInput = z.object({ companyId: id, uid: id });

/** The owner only, typing the company's name to confirm. Audited DELETE_TEAM. */
export const deleteTeamInput = z.object({ companyId: id, confirmName: z.string() });

/** canDeleteJobs in the job's company. Audited DELETE_JOB. */
export const deleteJobInput = z.object({ jobId: id });

/**
 * canManageBilling in the company: the plan and interval from the next renewal on. Choosing the
 * current plan and interval clears a pending change.
 */
export const changePlanInput = z.object({
  companyId: id,
  plan: z.enum(PLAN_IDS),
  interval: z.enum(RENEWAL_INTERVALS),
});
export type ChangePlanResult = {
  pendingPlan: PlanId | null;
  pendingInterval: BillingInterval | null;
};

/** canConductInterviews or canScheduleInterviews: one's own feed; it takes nothing. */
export const createCalendarFeedInput = z.object({});

/** The refusals any callable may answer with: bad input, no caller, no right, nothing there. */
export const COMMON_CALLABLE_ERRORS = [
  'invalid-input',
  'not-signed-in',
  'forbidden',
  'not-found',
] as const;

/** The error reasons the callables answer with; the app translates each. */
export const CALLABLE_ERRORS = [
  ...COMMON_CALLABLE_ERRORS,
  'already-in-company',
  'invitation-expired',
  'invitation-used',
  'invitation-email-mismatch',
  'owner-protected',
  'confirmation-mismatch',
  // webhooks (contracts/integrations.ts webhookUrlProblem, WEBHOOK_LIMITS.perCompany)
  'webhook-url-invalid',
  'webhook-url-insecure',
  'webhook-url-private',
  'webhook-url-port',
  'webhook-limit-reached',
  // interviews: an interviewer who is not a member with canConductInterviews; a start in the
  // past or more than INTERVIEW_LIMITS.daysAheadMax days ahead; a time zone that is no IANA
  // zone; a change to a cancelled interview; an application already rejected or hired
  'interviewer-not-on-team',
  'interview-in-past',
  'interview-too-far-ahead',
  'invalid-time-zone',
  'interview-cancelled',
  'interview-change-limit',
  'application-closed',
  // booking links: interviewers without working hours or a time zone; a window that is empty,
  // ends in the past or is longer than BOOKING_LIMITS.windowDaysMax days
  'interviewer-without-hours',
  'booking-window-invalid',
  // administration: demoting or disabling the last admin; an admin disabling themselves
  'last-admin',
  'self-action',
  // saved searches: a person keeps at most SAVED_SEARCH_LIMITS.perPerson
  'saved-search-limit-reached',
] as const;
export type CallableError = (typeof CALLABLE_ERRORS)[number];
