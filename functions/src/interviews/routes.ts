// The interviews' HTTP routes, each loaded with its first request: a member's calendar feed
// (calendar-feed.ts) and a candidate's booking link (booking.ts).
import { BOOKING_API, BOOKING_BODY, CALENDAR_FEED_PATH } from '../contracts.js';
import { lazyHandler, type Route } from '../lib/http/router.js';

const booking = () => import('./booking.js');

export const interviewRoutes: Route[] = [
  {
    method: 'GET',
    path: CALENDAR_FEED_PATH,
    handler: lazyHandler(async () => (await import('./calendar-feed.js')).calendarFeedHandler),
  },
  {
    method: 'GET',
    path: BOOKING_API.slots,
    handler: lazyHandler(async () => (await booking()).bookingViewHandler),
  },
  {
    method: 'POST',
    path: BOOKING_API.book,
    handler: lazyHandler(async () => (await booking()).bookHandler),
    body: BOOKING_BODY,
  },
  {
    method: 'POST',
    path: BOOKING_API.reschedule,
    handler: lazyHandler(async () => (await booking()).rescheduleBookingHandler),
    body: BOOKING_BODY,
  },
  {
    method: 'POST',
    path: BOOKING_API.cancel,
    handler: lazyHandler(async () => (await booking()).cancelBookingHandler),
    body: BOOKING_BODY,
  },
];
