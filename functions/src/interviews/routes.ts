import { CALENDAR_FEED_PATH } from '../contracts.js';
import { lazyHandler, type Route } from '../lib/http/router.js';

/** GET /api/calendar-feed?token=…: the feed (calendar-feed.ts) loads with its first request. */
export const interviewRoutes: Route[] = [
  {
    method: 'GET',
    path: CALENDAR_FEED_PATH,
    handler: lazyHandler(async () => (await import('./calendar-feed.js')).calendarFeedHandler),
  },
];
