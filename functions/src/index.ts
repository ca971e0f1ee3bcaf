import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { API_PATHS, HTTP_STATUS } from './contracts.js';
import { createRouter } from './http/router.js';
import { sendJson } from './http/respond.js';
import { recordFailedSignIn } from './auth/failed-sign-in.js';
import { grantFeedbackDiscount } from './feedback/grant-discount.js';
import { analyticsRoutes } from './analytics/routes.js';

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
