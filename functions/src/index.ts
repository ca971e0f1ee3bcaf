// The functions: each trigger is declared here (its name, options, region) and its handler module
// is loaded the first time the trigger runs (lib/lazy.ts), so a worker loads only what its own
// function needs. Only light modules are imported here: the contracts, the router, App Check's
// switch and the callables' common frame (lib/callable.ts).
// v2/options, not the v2 index, which loads every trigger provider (pubsub, storage, alerts, …)
import { setGlobalOptions } from 'firebase-functions/v2/options';
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import {
  ALERT_RUN_SCHEDULE,
  API_PATHS,
  FAILED_SIGN_IN_BODY,
  HTTP_STATUS,
  RESPONSE_RATE_SCHEDULE,
  RESPONSE_REMINDER_SCHEDULE,
  WEBHOOK_RETRY_SCHEDULE,
} from './contracts.js';
import { createRouter, lazyHandler } from './lib/http/router.js';
import { sendJson } from './lib/http/respond.js';
import { analyticsRoutes } from './analytics/routes.js';
import { interviewRoutes } from './interviews/routes.js';
import { searchRoutes } from './search/routes.js';
import { alertRoutes } from './alerts/routes.js';
import { adminDb } from './lib/admin.js';
import { appCheckEnforced } from './lib/app-check.js';
import { lazy } from './lib/lazy.js';
import { inEmulator } from './lib/emulator.js';
import { answer, type AnswerOptions, type CallableHandler } from './lib/callable.js';
import type { CallableName } from './contracts.js';

/** The handler modules, each loaded once, on the first run of a function that needs it. */
const modules = {
  failedSignIn: lazy(() => import('./auth/failed-sign-in.js')),
  grantDiscount: lazy(() => import('./feedback/grant-discount.js')),
  applicationMails: lazy(() => import('./mail/application-mails.js')),
  sendMail: lazy(() => import('./mail/send-mail.js')),
  statusMails: lazy(() => import('./mail/status-mails.js')),
  responseRate: lazy(() => import('./reports/response-rate.js')),
  createCompany: lazy(() => import('./team/create-company.js')),
  acceptInvitation: lazy(() => import('./team/accept-invitation.js')),
  manageMembers: lazy(() => import('./team/manage-members.js')),
  deleteTeam: lazy(() => import('./team/delete-team.js')),
  sendInvitation: lazy(() => import('./team/send-invitation.js')),
  invitationRef: lazy(() => import('./team/invitation-ref.js')),
  deleteJob: lazy(() => import('./jobs/delete-job.js')),
  runBulkAction: lazy(() => import('./candidates/run-bulk-action.js')),
  normalisePosting: lazy(() => import('./jobs/normalise-posting.js')),
  indexJob: lazy(() => import('./search/index-job.js')),
  webhooks: lazy(() => import('./integrations/webhooks.js')),
  deliver: lazy(() => import('./integrations/deliver.js')),
  webhookEvents: lazy(() => import('./integrations/events.js')),
  hiringReport: lazy(() => import('./reports/hiring-report.js')),
  scheduleInterview: lazy(() => import('./interviews/schedule-interview.js')),
  calendarFeed: lazy(() => import('./interviews/calendar-feed.js')),
  createBookingLink: lazy(() => import('./interviews/create-booking-link.js')),
  changePlan: lazy(() => import('./billing/change-plan.js')),
  renewSubscription: lazy(() => import('./billing/renew-subscription.js')),
  chainEntry: lazy(() => import('./audit/chain-entry.js')),
  verifyChain: lazy(() => import('./audit/verify-chain.js')),
  setUserRole: lazy(() => import('./user-admin/set-user-role.js')),
  setUserDisabled: lazy(() => import('./user-admin/set-user-disabled.js')),
  getUserDetails: lazy(() => import('./user-admin/get-user-details.js')),
  closeJobAsAdmin: lazy(() => import('./user-admin/close-job-as-admin.js')),
  searchTokens: lazy(() => import('./user-admin/search-tokens.js')),
  platformOverview: lazy(() => import('./analytics/platform-overview.js')),
  publicPages: lazy(() => import('./public-pages/pages.js')),
  createSavedSearch: lazy(() => import('./alerts/create-saved-search.js')),
  alertRun: lazy(() => import('./alerts/alert-run.js')),
};

/**
 * Callable `name`, whose handler is loaded on its first call; the caller and the input are
 * checked (lib/callable.ts `answer`, with the name's input schema) as soon as it is.
 */
function lazyCallable<Name extends CallableName>(
  name: Name,
  handler: () => Promise<CallableHandler<Name>>,
  options: AnswerOptions = {},
) {
  return onCall(async (request) => answer(request, name, await handler(), options));
}

/** Callables that only read: the demo account may call them (it is refused by every other). */
const READS_ONLY: AnswerOptions = { readsOnly: true };

/** Bounds the cost of abuse: the API never scales past this many instances. */
export const MAX_INSTANCES = 10;

// App Check on every callable when APP_CHECK_ENFORCE=true (lib/app-check.ts)
setGlobalOptions({
  region: 'us-central1',
  maxInstances: MAX_INSTANCES,
  enforceAppCheck: appCheckEnforced(),
});

/**
 * The search engine's database (README, "Search engine"): a secret of the deployed functions that
 * reach it. The emulator passes SEARCH_DATABASE_URL on from the suite (scripts/lib/suite.ts), and
 * is not asked for the secret, which it would look up in Secret Manager.
 */
const SEARCH_SECRETS = inEmulator() ? [] : [defineSecret('SEARCH_DATABASE_URL')];
/** The key the alerts' unsubscribe links are signed with (alerts/unsubscribe-token.ts), likewise. */
const ALERTS_SECRETS = inEmulator() ? [] : [defineSecret('ALERTS_TOKEN_SECRET')];
/** The key booking links are signed with (lib/booking/booking-token.ts), likewise. */
const BOOKING_SECRETS = inEmulator() ? [] : [defineSecret('BOOKING_TOKEN_SECRET')];

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
    handler: lazyHandler(async () => (await modules.failedSignIn()).recordFailedSignIn),
    body: FAILED_SIGN_IN_BODY,
    appCheck: true,
  },
  ...analyticsRoutes,
  ...interviewRoutes,
  ...searchRoutes,
  ...alertRoutes,
]);

/** The whole HTTP API, reached through the Hosting rewrite of /api/**. */
export const api = onRequest(
  { cors: false, secrets: [...SEARCH_SECRETS, ...ALERTS_SECRETS, ...BOOKING_SECRETS] },
  (req, res) => router(req, res),
);

/**
 * The pages anyone may open, rendered on the server (Hosting rewrites /jobs, /jobs/** and
 * /sitemap.xml here): job pages, the public board (from the search engine) and the sitemap.
 */
export const publicPages = onRequest({ cors: false, secrets: SEARCH_SECRETS }, async (req, res) =>
  (await modules.publicPages()).servePublicPages(req, res),
);

/** A new feedback earns its author 10 % off the next renewal (once per renewal period). */
export const feedbackDiscount = onDocumentCreated('feedback/{feedbackId}', async (event) => {
  const { grantFeedbackDiscount } = await modules.grantDiscount();
  const outcome = await grantFeedbackDiscount({
    feedbackId: event.params.feedbackId,
    data: event.data?.data(),
    eventTime: event.time,
  });
  logger.info('feedback discount', { feedbackId: event.params.feedbackId, outcome });
});

// ---------- mail: queued in mail/{id} (queueMail), sent by a trigger, retried on a schedule ----------
// SMTP settings come from the environment (functions/src/lib/mail/config.ts; README "Mail").
// The mail triggers are retried when they fail (`retry: true`): each handler is idempotent by id
// (a mail is claimed before it is sent; an application mail's id is the application's and the
// change's; an invitation with a token or a refusal is not handled again).

/** A queued mail is sent at once; a failure is recorded for the schedule to retry. */
export const sendMail = onDocumentCreated(
  { document: 'mail/{mailId}', timeoutSeconds: 120, retry: true },
  async (event) => {
    const { sendQueuedMail } = await modules.sendMail();
    const outcome = await sendQueuedMail(event.params.mailId);
    logger.info('queued mail', { mailId: event.params.mailId, outcome });
  },
);

/**
 * Every minute: sends the mails whose next try is due. The emulator does not run schedules;
 * the functions tests call retryDueMail themselves.
 */
export const retryMail = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    const { retryDueMail } = await modules.sendMail();
    const outcomes = Object.values(await retryDueMail(new Date()));
    if (outcomes.length > 0) logger.info('mail retries', { outcomes });
  },
);

/** An applicant's new application: 'applicationReceived' to them. */
export const applicationReceivedMail = onDocumentCreated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const { queueApplicationReceived } = await modules.applicationMails();
    const mailId = await queueApplicationReceived(event.params.applicationId, event.data?.data());
    logger.info('application received mail', {
      applicationId: event.params.applicationId,
      mailId: mailId ?? null,
    });
  },
);

/** A stage change an applicant may see: 'stageChanged', or 'rejection'. */
export const applicationStageMail = onDocumentUpdated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const { queueStageChange } = await modules.applicationMails();
    const mailId = await queueStageChange(
      event.params.applicationId,
      event.data?.before.data(),
      event.data?.after.data(),
      event.id,
    );
    if (mailId) {
      logger.info('application stage mail', { applicationId: event.params.applicationId, mailId });
    }
  },
);

// ---------- employer hiring: the callables of contracts/callables.ts and the invitation mail ----------
// Each callable is exported under its CALLABLES name (the app calls it by that name); the
// handlers check the caller's rights.

/** An employer without a company creates one and becomes its owner. */
export const createCompany = lazyCallable(
  'createCompany',
  async () => (await modules.createCompany()).createCompany,
);
/** The invited person joins the company with the mailed link's token. */
export const acceptInvitation = lazyCallable(
  'acceptInvitation',
  async () => (await modules.acceptInvitation()).acceptInvitation,
);
/** Sets a member's team flags (audited). */
export const updateMemberPermissions = lazyCallable(
  'updateMemberPermissions',
  async () => (await modules.manageMembers()).updateMemberPermissions,
);
/** Takes a member out of the team (audited). */
export const removeMember = lazyCallable(
  'removeMember',
  async () => (await modules.manageMembers()).removeMember,
);
/** The owner deletes the team and its company (audited). */
export const deleteTeam = lazyCallable(
  'deleteTeam',
  async () => (await modules.deleteTeam()).deleteTeam,
);
/** Deletes a posting; its applications stay (audited). */
export const deleteJob = lazyCallable(
  'deleteJob',
  async () => (await modules.deleteJob()).deleteJob,
);
/** canScreenCandidates: one action on many candidates, each on its own; a rerun does the rest. */
export const runBulkCandidateAction = lazyCallable(
  'runBulkCandidateAction',
  async () => (await modules.runBulkAction()).runBulkCandidateAction,
);
/** The hiring figures of a company for a range (canViewReports; nothing personal). */
export const hiringReport = lazyCallable(
  'hiringReport',
  async () => (await modules.hiringReport()).hiringReport,
  READS_ONLY,
);

// ---------- interviews (functions/src/interviews): canScheduleInterviews; mails with the .ics ----------
/** Schedules an interview: the candidate moves to the interview stage; everyone is invited. */
export const scheduleInterview = lazyCallable(
  'scheduleInterview',
  async () => (await modules.scheduleInterview()).scheduleInterview,
);
/** A new time, kind, place or interviewers: the invitation is updated (SEQUENCE + 1). */
export const rescheduleInterview = lazyCallable(
  'rescheduleInterview',
  async () => (await modules.scheduleInterview()).rescheduleInterview,
);
/** Cancels an interview: everyone gets the cancellation. */
export const cancelInterview = lazyCallable(
  'cancelInterview',
  async () => (await modules.scheduleInterview()).cancelInterview,
);
/** A candidate's signed booking link, mailed to an applicant; its address answered once. */
export const createBookingLink = onCall({ secrets: BOOKING_SECRETS }, async (request) =>
  answer(request, 'createBookingLink', (await modules.createBookingLink()).createBookingLink),
);
/** The caller's private calendar feed URL (answered once; replaces an earlier one). */
export const createCalendarFeed = onCall(async (request) => {
  const { createCalendarFeed: createCalendarFeedHandler } = await modules.calendarFeed();
  return answer(request, 'createCalendarFeed', (firestore, caller, input) => {
    const origin = request.rawRequest?.headers?.origin;
    return createCalendarFeedHandler(
      firestore,
      caller,
      input,
      typeof origin === 'string' ? origin : undefined,
    );
  });
});
/** The caller's calendar feed stops working; an administrator may end anyone's. */
export const revokeCalendarFeed = lazyCallable(
  'revokeCalendarFeed',
  async () => (await modules.calendarFeed()).revokeCalendarFeed,
);

/** A new invitation gets its token, and the invited person the mail with the link. */
export const invitationMail = onDocumentCreated(
  { document: 'companies/{companyId}/invitations/{invitationId}', retry: true },
  async (event) => {
    const { companyId, invitationId } = event.params;
    const [{ sendInvitation }, { invitationRef }] = await Promise.all([
      modules.sendInvitation(),
      modules.invitationRef(),
    ]);
    const firestore = adminDb();
    const outcome = await sendInvitation(
      firestore,
      invitationRef(firestore, companyId, invitationId),
    );
    logger.info('invitation mail', { companyId, invitationId, outcome });
  },
);

/**
 * A company's posting as the server vouches for it: `keywords` and `locationKey` computed from
 * its own fields, `postedDate` never after its creation (jobs/normalise-posting.ts). Deletions
 * and the board's sample jobs (companyId '') are left alone; its own write changes nothing more.
 */
export const normalisePostingOnWrite = onDocumentWritten('jobs/{jobId}', async (event) => {
  const { isCompanyPosting, normalisePosting } = await modules.normalisePosting();
  if (!isCompanyPosting(event.data?.after.data())) return;
  const outcome = await normalisePosting(adminDb(), event.params.jobId);
  if (outcome === 'updated') logger.info('posting normalised', { jobId: event.params.jobId });
});

/**
 * The search engine's copy of the board follows Firestore: a job written is put on the engine as
 * it now is while open, and taken off once closed or deleted (search/index-job.ts).
 */
export const searchIndexOnWrite = onDocumentWritten(
  { document: 'jobs/{jobId}', secrets: SEARCH_SECRETS },
  async (event) => {
    const { indexJob } = await modules.indexJob();
    const outcome = await indexJob(adminDb(), event.params.jobId);
    logger.info(`search: job ${outcome}`, { jobId: event.params.jobId });
  },
);

// ---------- billing: subscriptions renewed on the server (functions/src/billing) ----------
// Payment goes through the provider boundary (billing/payment-provider.ts): the local provider in
// the emulator; elsewhere none is configured yet, so a renewal fails readably (docs/billing.md).

/** canManageBilling: the plan the company pays from its next renewal on. */
export const changePlan = lazyCallable(
  'changePlan',
  async () => (await modules.changePlan()).changePlan,
);

/**
 * Every day: renews the subscriptions whose renewal day has come (each renewal day is charged
 * and invoiced once, however often this runs). The emulator does not run schedules; the
 * functions tests call renewDueSubscriptions themselves.
 */
// The response promise: a "still under review" mail once per wait past a company's promise
export const responseStatusMails = onSchedule(
  { schedule: RESPONSE_REMINDER_SCHEDULE, timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    const { sendStatusMails } = await modules.statusMails();
    const outcomes = Object.values(await sendStatusMails(adminDb(), new Date()));
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    logger.info('status mails', { counts });
  },
);

// A company's response rate again as soon as its promise changes (judged by the new promise)
export const responseRateOnPromise = onDocumentWritten(
  { document: 'companies/{companyId}/settings/responsePromise', retry: true },
  async (event) => {
    // a promise deleted (with its team) asks for nothing
    if (!event.data?.after.exists) return;
    const { computeResponseRate } = await modules.responseRate();
    const { companyId } = event.params;
    const stats = await computeResponseRate(adminDb(), companyId, new Date());
    logger.info('response rate', { companyId, responseRate: stats?.responseRate ?? null });
  },
);

// Each company's response rate of the last 90 days, public in companyStats/{cid}
export const responseRates = onSchedule(
  { schedule: RESPONSE_RATE_SCHEDULE, timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    const { computeResponseRates } = await modules.responseRate();
    const rates = await computeResponseRates(adminDb(), new Date());
    logger.info('response rates', { companies: Object.keys(rates).length });
  },
);

export const renewSubscriptions = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    const { renewDueSubscriptions } = await modules.renewSubscription();
    const outcomes = await renewDueSubscriptions(adminDb(), new Date());
    const counts: Record<string, number> = {};
    for (const outcome of Object.values(outcomes)) counts[outcome] = (counts[outcome] ?? 0) + 1;
    logger.info('renewals', { counts });
  },
);

// ---------- integrations: webhooks (functions/src/integrations) ----------
// Events are queued as companies/{cid}/webhookDeliveries/{eventId}_{webhookId}
// (lib/webhooks/emit.ts), sent signed by a trigger and retried on a schedule
// (integrations/deliver.ts). The event triggers are idempotent by the event's id; a delivery is
// claimed before it is sent.

/** canManageIntegrations: registers an endpoint; answers its secret, the only time it is shown. */
export const createWebhook = lazyCallable(
  'createWebhook',
  async () => (await modules.webhooks()).createWebhook,
);
/** canManageIntegrations: its URL, events, description, or switches it on or off. */
export const updateWebhook = lazyCallable(
  'updateWebhook',
  async () => (await modules.webhooks()).updateWebhook,
);
/** canManageIntegrations: deletes it and its secret; its deliveries stay. */
export const deleteWebhook = lazyCallable(
  'deleteWebhook',
  async () => (await modules.webhooks()).deleteWebhook,
);
/** canManageIntegrations: a new secret, answered once; the old one stops signing at once. */
export const rotateWebhookSecret = lazyCallable(
  'rotateWebhookSecret',
  async () => (await modules.webhooks()).rotateWebhookSecret,
);
/** canManageIntegrations: queues a 'ping' delivery to the endpoint. */
export const sendTestEvent = lazyCallable(
  'sendTestEvent',
  async () => (await modules.webhooks()).sendTestEvent,
);

/** A queued delivery is sent at once; a failure is recorded for the schedule to retry. */
export const deliverWebhook = onDocumentCreated(
  { document: 'companies/{companyId}/webhookDeliveries/{deliveryId}', retry: true },
  async (event) => {
    const { companyId, deliveryId } = event.params;
    const { deliverQueuedWebhook } = await modules.deliver();
    const outcome = await deliverQueuedWebhook(companyId, deliveryId);
    logger.info('webhook delivery', { companyId, deliveryId, outcome });
  },
);

/**
 * Every five minutes: sends the deliveries whose next try is due. The emulator does not run
 * schedules; the functions tests call retryDueWebhooks themselves.
 */
export const retryWebhooks = onSchedule(
  { schedule: WEBHOOK_RETRY_SCHEDULE, timeoutSeconds: 300 },
  async () => {
    const { retryDueWebhooks } = await modules.deliver();
    const outcomes = Object.values(await retryDueWebhooks(adminDb(), new Date()));
    if (outcomes.length > 0) logger.info('webhook retries', { outcomes });
  },
);

/** 'application.created' to the company's webhooks. */
export const webhookApplicationCreated = onDocumentCreated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const { emitApplicationCreated } = await modules.webhookEvents();
    const queued = await emitApplicationCreated(
      adminDb(),
      event.params.applicationId,
      event.data?.data(),
      event.id,
    );
    if (queued > 0) {
      logger.info('webhook event queued', {
        event: 'application.created',
        applicationId: event.params.applicationId,
        queued,
      });
    }
  },
);

/** 'application.stage_changed' when the stage changed. */
export const webhookStageChanged = onDocumentUpdated(
  { document: 'applications/{applicationId}', retry: true },
  async (event) => {
    const { emitStageChanged } = await modules.webhookEvents();
    const queued = await emitStageChanged(
      adminDb(),
      event.params.applicationId,
      event.data?.before.data(),
      event.data?.after.data(),
      event.id,
    );
    if (queued > 0) {
      logger.info('webhook event queued', {
        event: 'application.stage_changed',
        applicationId: event.params.applicationId,
        queued,
      });
    }
  },
);

/** 'scorecard.submitted' when an interviewer submits their scorecard. */
export const webhookScorecardSubmitted = onDocumentCreated(
  { document: 'interviews/{interviewId}/scorecards/{authorUid}', retry: true },
  async (event) => {
    const { interviewId, authorUid } = event.params;
    const { emitScorecardSubmitted } = await modules.webhookEvents();
    const queued = await emitScorecardSubmitted(
      adminDb(),
      interviewId,
      authorUid,
      event.data?.data(),
      event.id,
    );
    if (queued > 0) {
      logger.info('webhook event queued', {
        event: 'scorecard.submitted',
        interviewId,
        authorUid,
        queued,
      });
    }
  },
);

// ---------- the audit trail's hash chain (functions/src/audit, domain/audit-chain.ts) ----------
// Every new auditLogs entry, whoever wrote it, gets the next link of the chain in one transaction
// with auditChain/head. One instance at a time keeps the head uncontended; a retried event finds
// the entry chained and leaves it alone.

/** Links a new audit entry into the chain. */
export const chainAuditLog = onDocumentCreated(
  { document: 'auditLogs/{entryId}', maxInstances: 1, retry: true },
  async (event) => {
    const { chainAuditEntry } = await modules.chainEntry();
    const outcome = await chainAuditEntry(adminDb(), event.params.entryId);
    if (outcome !== 'chained') {
      logger.info('audit entry not chained', { entryId: event.params.entryId, outcome });
    }
  },
);

/** Admin: checks the chain over a range of links and names the first broken one. */
export const verifyAuditChain = lazyCallable(
  'verifyAuditChain',
  async () => (await modules.verifyChain()).verifyAuditChain,
  READS_ONLY,
);

// ---------- the admin console's users and roles (functions/src/user-admin) ----------
/** Admin: a person's role, audited UPDATE_ROLE; the last enabled admin stays one. */
export const setUserRole = lazyCallable(
  'setUserRole',
  async () => (await modules.setUserRole()).setUserRole,
);
/** Admin: disables (signing out everywhere) or enables an account. */
export const setUserDisabled = lazyCallable(
  'setUserDisabled',
  async () => (await modules.setUserDisabled()).setUserDisabled,
);
/** Admin: a person's private details, audited VIEW_SENSITIVE_DATA. */
export const getUserDetails = lazyCallable(
  'getUserDetails',
  async () => (await modules.getUserDetails()).getUserDetails,
);
/** Admin: closes a company's posting with a reason, audited ADMIN_OVERRIDE. */
export const closeJobAsAdmin = lazyCallable(
  'closeJobAsAdmin',
  async () => (await modules.closeJobAsAdmin()).closeJobAsAdmin,
);

/** Keeps each profile's search tokens in step with its name and email. */
export const userSearchTokensOnWrite = onDocumentWritten('users/{uid}', async (event) => {
  const { syncSearchTokens } = await modules.searchTokens();
  await syncSearchTokens(event.data?.after);
});

/** Admin: web vitals, errors, events and API latency of a period, from the stored payloads. */
export const analyticsOverview = lazyCallable(
  'analyticsOverview',
  async () => (await modules.platformOverview()).analyticsOverview,
  READS_ONLY,
);

// ---------- saved searches and their alerts (functions/src/alerts, contracts/saved-search.ts) ----------
/** A job seeker saves a search: at most SAVED_SEARCH_LIMITS.perPerson, the id made here. */
export const createSavedSearch = lazyCallable(
  'createSavedSearch',
  async () => (await modules.createSavedSearch()).createSavedSearch,
);

/**
 * Every 15 minutes: each person's saved searches due at this time on their clock get one digest
 * of what is new (alerts/alert-run.ts; claimed per period, so a repeated run mails nothing
 * twice). The emulator does not run schedules: the functions tests call runSavedSearchAlerts,
 * the end-to-end tests POST /api/alerts/run, which exists in the emulator only.
 */
export const savedSearchAlerts = onSchedule(
  {
    schedule: ALERT_RUN_SCHEDULE,
    timeZone: 'UTC',
    timeoutSeconds: 540,
    secrets: [...SEARCH_SECRETS, ...ALERTS_SECRETS],
  },
  async () => {
    const { runDueAlerts } = await modules.alertRun();
    const counts: Record<string, number> = {};
    for (const outcome of Object.values(await runDueAlerts(new Date()))) {
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    logger.info('saved-search alerts', { counts });
  },
);
