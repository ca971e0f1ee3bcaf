// POST /api/alerts/run {now?}: the alert schedule's work at once, for the end-to-end tests (the
// emulator runs no schedules). It exists in the Functions emulator only: a deployed function
// answers it as an unknown path (lib/emulator.ts: a deployment cannot pass for the emulator).
import { ALERT_RUN_PATH, HTTP_STATUS } from '../contracts.js';
import { inEmulator } from '../lib/emulator.js';
import { sendError, sendJson } from '../lib/http/respond.js';
import type { Handler } from '../lib/http/router.js';
import { runDueAlerts } from './alert-run.js';

/** The run's time: `now` when the body names one (ISO 8601), else the present. */
function timeOf(body: unknown): Date | null {
  const now = (body as { now?: unknown } | null)?.now;
  if (now === undefined) return new Date();
  const time = typeof now === 'string' ? new Date(now) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
}

export const runAlertsNow: Handler = async (_req, res, body) => {
  if (!inEmulator()) {
    sendError(res, HTTP_STATUS.notFound, `No endpoint at ${ALERT_RUN_PATH}`);
    return;
  }
  const now = timeOf(body);
  if (!now) {
    sendError(res, HTTP_STATUS.badRequest, 'now: must be an ISO 8601 time');
    return;
  }
  sendJson(res, HTTP_STATUS.ok, { outcomes: await runDueAlerts(now) });
};
