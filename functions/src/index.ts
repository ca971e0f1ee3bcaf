import { setGlobalOptions } from 'firebase-functions/v2';
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { API_PATHS, HTTP_STATUS } from './contracts.js';
import { createRouter } from './http/router.js';
import { sendJson } from './http/respond.js';
import { recordFailedSignIn } from './auth/failed-sign-in.js';
import { grantFeedbackDiscount } from './feedback/grant-discount.js';
import { analyticsRoutes } from './analytics/routes.js';
import { queueApplicationReceived, queueStageChange } from './mail/application-mails.js';
import { retryDueMail, sendQueuedMail } from './mail/send-mail.js';
import { adminDb } from './lib/admin.js';
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

/** Bounds the cost of abuse: the API never scales past this many instances. */
export const MAX_INSTANCES = 10;

setGlobalOptions({ region: 'us-central1', maxInstances: MAX_INSTANCES });

const router = createRouter([
  {
    method: 'GET',
    path: API_PATHS.health,
    handler: (_req, res) =>
      sendJson(res, HTTP_STATUS.ok, { status: 'ok', time: new Date().toISOString() }),
  },
  { method: 'POST', path: API_PATHS.failedSignIn, handler: recordFailedSignIn },
  ...analyticsRoutes,
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
