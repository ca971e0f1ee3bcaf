import { setGlobalOptions } from 'firebase-functions/v2';
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  API_PATHS,
  FAILED_SIGN_IN_BODY,
  HTTP_STATUS,
  WEBHOOK_RETRY_SCHEDULE,
} from './contracts.js';
import { createRouter } from './http/router.js';
import { sendJson } from './http/respond.js';
import { recordFailedSignIn } from './auth/failed-sign-in.js';
import { grantFeedbackDiscount } from './feedback/grant-discount.js';
import { analyticsRoutes } from './analytics/routes.js';
import { queueApplicationReceived, queueStageChange } from './mail/application-mails.js';
import { retryDueMail, sendQueuedMail } from './mail/send-mail.js';
import { adminDb } from './lib/admin.js';
import { appCheckEnforced } from './lib/app-check.js';
import { answer } from './team/callable.js';
import { createCompany as createCompanyHandler } from './team/create-company.js';
import { acceptInvitation as acceptInvitationHandler } from './team/accept-invitation.js';
import {
  removeMember as removeMemberHandler,
  updateMemberPermissions as updateMemberPermissionsHandler,
} from './team/manage-members.js';
import { deleteTeam as deleteTeamHandler } from './team/delete-team.js';
import { sendInvitation } from './team/send-invitation.js';
import { invitationRef } from './team/team-access.js';
import { deleteJob as deleteJobHandler } from './jobs/delete-job.js';
import { isCompanyPosting, normalisePosting } from './jobs/normalise-posting.js';
import {
  createWebhook as createWebhookHandler,
  deleteWebhook as deleteWebhookHandler,
  rotateWebhookSecret as rotateWebhookSecretHandler,
  sendTestEvent as sendTestEventHandler,
  updateWebhook as updateWebhookHandler,
} from './integrations/webhooks.js';
import { deliverQueuedWebhook, retryDueWebhooks } from './integrations/deliver.js';
import {
  emitApplicationCreated,
  emitScorecardSubmitted,
  emitStageChanged,
} from './integrations/events.js';
import { hiringReport as hiringReportHandler } from './reports/hiring-report.js';
import {
  cancelInterview as cancelInterviewHandler,
  rescheduleInterview as rescheduleInterviewHandler,
  scheduleInterview as scheduleInterviewHandler,
} from './interviews/schedule-interview.js';
import {
  createCalendarFeed as createCalendarFeedHandler,
  interviewRoutes,
  revokeCalendarFeed as revokeCalendarFeedHandler,
} from './interviews/calendar-feed.js';
import { changePlan as changePlanHandler } from './billing/change-plan.js';
import { chainAuditEntry } from './audit/chain-entry.js';
import { verifyAuditChain as verifyAuditChainHandler } from './audit/verify-chain.js';
import { renewDueSubscriptions } from './billing/renew-subscription.js';
import { setUserRole as setUserRoleHandler } from './user-admin/set-user-role.js';
import { setUserDisabled as setUserDisabledHandler } from './user-admin/set-user-disabled.js';
import { getUserDetails as getUserDetailsHandler } from './user-admin/get-user-details.js';
import { closeJobAsAdmin as closeJobAsAdminHandler } from './user-admin/close-job-as-admin.js';
import { syncSearchTokens } from './user-admin/search-tokens.js';
import { analyticsOverview as analyticsOverviewHandler } from './analytics/platform-overview.js';

/** Bounds the cost of abuse: the API never scales past this many instances. */
export const MAX_INSTANCES = 10;

// App Check on every callable when APP_CHECK_ENFORCE=true (lib/app-check.ts)
setGlobalOptions({
  region: 'us-central1',
  maxInstances: MAX_INSTANCES,
  enforceAppCheck: appCheckEnforced(),
});

const router = createRouter([
  {
    method: 'GET',
    path: API_PATHS.health,
    handler: (_req, res) =>
      sendJson(res, HTTP_STATUS.ok, { status: 'ok', time: new Date().toISOString() }),
  },
  {
    method: 'POST',
    path: API_PATHS.failedSignIn,
    handler: recordFailedSignIn,
    body: FAILED_SIGN_IN_BODY,
    appCheck: true,
  },
  ...analyticsRoutes,
  ...interviewRoutes,
]);

/** The whole HTTP API, reached through the Hosting rewrite of /api/**. */
export const api = onRequest({ cors: false }, (req, res) => router(req, res));

/** A new feedback earns its author 10 % off the next renewal (once per renewal period). */
export const feedbackDiscount = onDocumentCreated('feedback/{feedbackId}', async (event) => {
  const outcome = await grantFeedbackDiscount({
    feedbackId: event.params.feedbackId,
    data: event.data?.data(),
    eventTime: event.time,
  });
  console.log(`feedback ${event.params.feedbackId}: discount ${outcome}`);
});

// ---------- mail: queued in mail/{id} (queueMail), sent by a trigger, retried on a schedule ----------
// SMTP settings come from the environment (functions/src/mail/config.ts; README "Mail").
// The mail triggers are retried when they fail (`retry: true`): each handler is idempotent by id
// (a mail is claimed before it is sent; an application mail's id is the application's and the
// change's; an invitation with a token or a refusal is not handled again).

/** A queued mail is sent at once; a failure is recorded for the schedule to retry. */
export const sendMail = onDocumentCreated(
  { document: 'mail/{mailId}', timeoutSeconds: 120, retry: true },
  async (event) => {
    const outcome = await sendQueuedMail(event.params.mailId);
    console.log(`mail ${event.params.mailId}: ${outcome}`);
  },
);

/**
 * Every minute: sends the mails whose next try is due. The emulator does not run schedules;
 * the functions tests call retryDueMail themselves.
 */
export const retryMail = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    const outcomes = Object.values(await retryDueMail(new Date()));
    if (outcomes.length > 0) console.log(`mail retries: ${outcomes.join(', ')}`);
  },
);

/** An applicant's new application: 'applicationReceived' to them. */
export const applicationReceivedMail = onDocumentCreated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const mailId = await queueApplicationReceived(event.params.applicationId, event.data?.data());
    console.log(`application ${event.params.applicationId}: received mail ${mailId ?? 'none'}`);
  },
);

/** A stage change an applicant may see: 'stageChanged', or 'rejection'. */
export const applicationStageMail = onDocumentUpdated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const mailId = await queueStageChange(
      event.params.applicationId,
      event.data?.before.data(),
      event.data?.after.data(),
      event.id,
    );
    if (mailId) console.log(`application ${event.params.applicationId}: stage mail ${mailId}`);
  },
);

// ---------- employer hiring: the callables of contracts/callables.ts and the invitation mail ----------
// Each callable is exported under its CALLABLES name (the app calls it by that name); the
// handlers check the caller's rights.

/** An employer without a company creates one and becomes its owner. */
export const createCompany = onCall((request) => answer(request, createCompanyHandler));
/** The invited person joins the company with the mailed link's token. */
export const acceptInvitation = onCall((request) => answer(request, acceptInvitationHandler));
/** Sets a member's team flags (audited). */
export const updateMemberPermissions = onCall((request) =>
  answer(request, updateMemberPermissionsHandler),
);
/** Takes a member out of the team (audited). */
export const removeMember = onCall((request) => answer(request, removeMemberHandler));
/** The owner deletes the team and its company (audited). */
export const deleteTeam = onCall((request) => answer(request, deleteTeamHandler));
/** Deletes a posting; its applications stay (audited). */
export const deleteJob = onCall((request) => answer(request, deleteJobHandler));
/** The hiring figures of a company for a range (canViewReports; nothing personal). */
export const hiringReport = onCall((request) => answer(request, hiringReportHandler));

// ---------- interviews (functions/src/interviews): canScheduleInterviews; mails with the .ics ----------
/** Schedules an interview: the candidate moves to the interview stage; everyone is invited. */
export const scheduleInterview = onCall((request) => answer(request, scheduleInterviewHandler));
/** A new time, kind, place or interviewers: the invitation is updated (SEQUENCE + 1). */
export const rescheduleInterview = onCall((request) => answer(request, rescheduleInterviewHandler));
/** Cancels an interview: everyone gets the cancellation. */
export const cancelInterview = onCall((request) => answer(request, cancelInterviewHandler));
/** The caller's private calendar feed URL (answered once; replaces an earlier one). */
export const createCalendarFeed = onCall((request) =>
  answer(request, (firestore, caller, data) => {
    const origin = request.rawRequest?.headers?.origin;
    return createCalendarFeedHandler(
      firestore,
      caller,
      data,
      typeof origin === 'string' ? origin : undefined,
    );
  }),
);
/** The caller's calendar feed stops working. */
export const revokeCalendarFeed = onCall((request) =>
  answer(request, (firestore, caller) => revokeCalendarFeedHandler(firestore, caller)),
);

/** A new invitation gets its token, and the invited person the mail with the link. */
export const invitationMail = onDocumentCreated(
  { document: 'companies/{companyId}/invitations/{invitationId}', retry: true },
  async (event) => {
    const { companyId, invitationId } = event.params;
    const firestore = adminDb();
    const outcome = await sendInvitation(
      firestore,
      invitationRef(firestore, companyId, invitationId),
    );
    console.log(`invitation ${companyId}/${invitationId}: ${outcome}`);
  },
);

/**
 * A company's posting as the server vouches for it: `keywords` and `locationKey` computed from
 * its own fields, `postedDate` never after its creation (jobs/normalise-posting.ts). Deletions
 * and the board's sample jobs (companyId '') are left alone; its own write changes nothing more.
 */
export const normalisePostingOnWrite = onDocumentWritten('jobs/{jobId}', async (event) => {
  if (!isCompanyPosting(event.data?.after.data())) return;
  const outcome = await normalisePosting(adminDb(), event.params.jobId);
  if (outcome === 'updated') console.log(`posting ${event.params.jobId}: normalised`);
});

// ---------- billing: subscriptions renewed on the server (functions/src/billing) ----------
// Payment goes through the provider boundary (billing/payment-provider.ts): the local provider in
// the emulator; elsewhere none is configured yet, so a renewal fails readably (docs/billing.md).

/** canManageBilling: the plan the company pays from its next renewal on. */
export const changePlan = onCall((request) => answer(request, changePlanHandler));

/**
 * Every day: renews the subscriptions whose renewal day has come (each renewal day is charged
 * and invoiced once, however often this runs). The emulator does not run schedules; the
 * functions tests call renewDueSubscriptions themselves.
 */
export const renewSubscriptions = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    const outcomes = await renewDueSubscriptions(adminDb(), new Date());
    const counts: Record<string, number> = {};
    for (const outcome of Object.values(outcomes)) counts[outcome] = (counts[outcome] ?? 0) + 1;
    console.log('renewals:', JSON.stringify(counts));
  },
);

// ---------- integrations: webhooks (functions/src/integrations) ----------
// Events are queued as companies/{cid}/webhookDeliveries/{eventId}_{webhookId} (emit.ts), sent
// signed by a trigger and retried on a schedule (deliver.ts). The event triggers are idempotent by
// the event's id; a delivery is claimed before it is sent.

/** canManageIntegrations: registers an endpoint; answers its secret, the only time it is shown. */
export const createWebhook = onCall((request) => answer(request, createWebhookHandler));
/** canManageIntegrations: its URL, events, description, or switches it on or off. */
export const updateWebhook = onCall((request) => answer(request, updateWebhookHandler));
/** canManageIntegrations: deletes it and its secret; its deliveries stay. */
export const deleteWebhook = onCall((request) => answer(request, deleteWebhookHandler));
/** canManageIntegrations: a new secret, answered once; the old one stops signing at once. */
export const rotateWebhookSecret = onCall((request) => answer(request, rotateWebhookSecretHandler));
/** canManageIntegrations: queues a 'ping' delivery to the endpoint. */
export const sendTestEvent = onCall((request) => answer(request, sendTestEventHandler));

/** A queued delivery is sent at once; a failure is recorded for the schedule to retry. */
export const deliverWebhook = onDocumentCreated(
  { document: 'companies/{companyId}/webhookDeliveries/{deliveryId}', retry: true },
  async (event) => {
    const { companyId, deliveryId } = event.params;
    const outcome = await deliverQueuedWebhook(companyId, deliveryId);
    console.log(`webhook delivery ${companyId}/${deliveryId}: ${outcome}`);
  },
);

/**
 * Every five minutes: sends the deliveries whose next try is due. The emulator does not run
 * schedules; the functions tests call retryDueWebhooks themselves.
 */
export const retryWebhooks = onSchedule(
  { schedule: WEBHOOK_RETRY_SCHEDULE, timeoutSeconds: 300 },
  async () => {
    const outcomes = Object.values(await retryDueWebhooks(adminDb(), new Date()));
    if (outcomes.length > 0) console.log(`webhook retries: ${outcomes.join(', ')}`);
  },
);

/** 'application.created' to the company's webhooks. */
export const webhookApplicationCreated = onDocumentCreated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const queued = await emitApplicationCreated(
      adminDb(),
      event.params.applicationId,
      event.data?.data(),
      event.id,
    );
    if (queued > 0) console.log(`application ${event.params.applicationId}: ${queued} webhook(s)`);
  },
);

/** 'application.stage_changed' when the stage changed. */
export const webhookStageChanged = onDocumentUpdated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const queued = await emitStageChanged(
      adminDb(),
      event.params.applicationId,
      event.data?.before.data(),
      event.data?.after.data(),
      event.id,
    );
    if (queued > 0) console.log(`application ${event.params.applicationId}: ${queued} webhook(s)`);
  },
);

/** 'scorecard.submitted' when an interviewer submits their scorecard. */
export const webhookScorecardSubmitted = onDocumentCreated(
  { document: 'interviews/{interviewId}/scorecards/{authorUid}', retry: true },
  async (event) => {
    const { interviewId, authorUid } = event.params;
    const queued = await emitScorecardSubmitted(
      adminDb(),
      interviewId,
      authorUid,
      event.data?.data(),
      event.id,
    );
    if (queued > 0) console.log(`scorecard ${interviewId}/${authorUid}: ${queued} webhook(s)`);
  },
);

// ---------- the audit trail's hash chain (functions/src/audit, contracts/audit-chain.ts) ----------
// Every new auditLogs entry, whoever wrote it, gets the next link of the chain in one transaction
// with auditChain/head. One instance at a time keeps the head uncontended; a retried event finds
// the entry chained and leaves it alone.

/** Links a new audit entry into the chain. */
export const chainAuditLog = onDocumentCreated(
  { document: 'auditLogs/{entryId}', maxInstances: 1, retry: true },
  async (event) => {
    const outcome = await chainAuditEntry(adminDb(), event.params.entryId);
    if (outcome !== 'chained') console.log(`audit entry ${event.params.entryId}: ${outcome}`);
  },
);

/** Admin: checks the chain over a range of links and names the first broken one. */
export const verifyAuditChain = onCall((request) => answer(request, verifyAuditChainHandler));

// ---------- the admin console's users and roles (functions/src/user-admin) ----------
/** Admin: a person's role, audited UPDATE_ROLE; the last enabled admin stays one. */
export const setUserRole = onCall((request) => answer(request, setUserRoleHandler));
/** Admin: disables (signing out everywhere) or enables an account. */
export const setUserDisabled = onCall((request) => answer(request, setUserDisabledHandler));
/** Admin: a person's private details, audited VIEW_SENSITIVE_DATA. */
export const getUserDetails = onCall((request) => answer(request, getUserDetailsHandler));
/** Admin: closes a company's posting with a reason, audited ADMIN_OVERRIDE. */
export const closeJobAsAdmin = onCall((request) => answer(request, closeJobAsAdminHandler));

/** Keeps each profile's search tokens in step with its name and email. */
export const userSearchTokensOnWrite = onDocumentWritten('users/{uid}', async (event) => {
  await syncSearchTokens(event.data?.after);
});

/** Admin: web vitals, errors, events and API latency of a period, from the stored payloads. */
export const analyticsOverview = onCall((request) => answer(request, analyticsOverviewHandler));
