// The saved-search alerts' HTTP routes: the unsubscribe link's page (GET) and RFC 8058's
// one-click unsubscription (POST), loaded with their first request (unsubscribe.ts), and the
// emulator's run of the schedule for the end-to-end tests (run-now.ts; unknown elsewhere).
import {
  ALERT_RUN_BODY,
  ALERT_RUN_PATH,
  ALERT_UNSUBSCRIBE_BODY,
  ALERT_UNSUBSCRIBE_PATH,
} from '../contracts.js';
import { lazyHandler, type Route } from '../lib/http/router.js';

const unsubscribe = () => import('./unsubscribe.js');

export const alertRoutes: Route[] = [
  {
    method: 'GET',
    path: ALERT_UNSUBSCRIBE_PATH,
    handler: lazyHandler(async () => (await unsubscribe()).confirmUnsubscribe),
  },
  {
    method: 'POST',
    path: ALERT_UNSUBSCRIBE_PATH,
    handler: lazyHandler(async () => (await unsubscribe()).oneClickUnsubscribe),
    body: ALERT_UNSUBSCRIBE_BODY,
  },
  {
    method: 'POST',
    path: ALERT_RUN_PATH,
    handler: lazyHandler(async () => (await import('./run-now.js')).runAlertsNow),
    body: ALERT_RUN_BODY,
  },
];
