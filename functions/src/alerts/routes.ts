// The saved-search alerts' HTTP routes: the unsubscribe link's page (GET) and RFC 8058's
// one-click unsubscription (POST), loaded with their first request (unsubscribe.ts).
import { ALERT_UNSUBSCRIBE_BODY, ALERT_UNSUBSCRIBE_PATH } from '../contracts.js';
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
];
