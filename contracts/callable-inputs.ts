// The input schema of every callable, by name: the server checks each call's input with it
// before the handler runs, and callables.ts derives each callable's input type from it. Only the
// functions import this module at run time (the app parses with the schemas it imports itself).
import type * as z from 'zod/mini';
import { verifyAuditChainInput } from './audit-chain.js';
import { createBookingLinkInput } from './booking.js';
import { runBulkCandidateActionInput } from './bulk-action.js';
import {
  acceptInvitationInput,
  changePlanInput,
  createCalendarFeedInput,
  createCompanyInput,
  deleteJobInput,
  deleteTeamInput,
  removeMemberInput,
  updateMemberPermissionsInput,
  type CallableName,
} from './callables.js';
import {
  createWebhookInput,
  deleteWebhookInput,
  rotateWebhookSecretInput,
  sendTestEventInput,
  updateWebhookInput,
} from './integrations.js';
import {
  cancelInterviewInput,
  rescheduleInterviewInput,
  scheduleInterviewInput,
} from './interview.js';
import { analyticsOverviewInput } from './platform-analytics.js';
import { hiringReportInput } from './reports.js';
import { createSavedSearchInput } from './saved-search.js';
import {
  closeJobAsAdminInput,
  getUserDetailsInput,
  revokeCalendarFeedInput,
  setUserDisabledInput,
  setUserRoleInput,
} from './user-admin.js';

/** One schema per callable name, none missing, none extra. */
export const CALLABLE_INPUTS = {
  createCompany: createCompanyInput,
  acceptInvitation: acceptInvitationInput,
  updateMemberPermissions: updateMemberPermissionsInput,
  removeMember: removeMemberInput,
  deleteTeam: deleteTeamInput,
  deleteJob: deleteJobInput,
  hiringReport: hiringReportInput,
  changePlan: changePlanInput,
  createWebhook: createWebhookInput,
  updateWebhook: updateWebhookInput,
  deleteWebhook: deleteWebhookInput,
  rotateWebhookSecret: rotateWebhookSecretInput,
  sendTestEvent: sendTestEventInput,
  scheduleInterview: scheduleInterviewInput,
  rescheduleInterview: rescheduleInterviewInput,
  cancelInterview: cancelInterviewInput,
  createBookingLink: createBookingLinkInput,
  createCalendarFeed: createCalendarFeedInput,
  revokeCalendarFeed: revokeCalendarFeedInput,
  setUserRole: setUserRoleInput,
  setUserDisabled: setUserDisabledInput,
  getUserDetails: getUserDetailsInput,
  closeJobAsAdmin: closeJobAsAdminInput,
  verifyAuditChain: verifyAuditChainInput,
  analyticsOverview: analyticsOverviewInput,
  createSavedSearch: createSavedSearchInput,
  runBulkCandidateAction: runBulkCandidateActionInput,
} satisfies Record<CallableName, z.ZodMiniType>;
