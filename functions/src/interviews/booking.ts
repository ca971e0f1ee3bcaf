// The candidate's side of a booking link, without signing in: GET /api/booking?token=… answers
// what the link offers (job, company, length, kind, the interviewers' first names, the booked time)
// and the free slots; POST /api/booking/book, /reschedule and /cancel {token, startsAt?, timeZone?}
// book, move or cancel the link's interview (moving and cancelling until
// BOOKING_LIMITS.changeCutoffHours before it). A booking is the interview callables' own
// transaction (schedule-interview.ts) as the link's sender would make it, holding with it one
// bookingLocks/{uid}_{cell} per interviewer and busy cell: two bookings of the same time both
// read the cells, and only one can create them; the other is told the slot was just taken and
// gets the fresh slots. A forged token is a 403, an expired or closed link a 410; each address
// has a rate limit.
import type { Request, Response } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  BOOKING_CELL_MINUTES,
  BOOKING_LIMITS,
  COLLECTIONS,
  HTTP_STATUS,
  bookSlotBody,
  bookingLockId,
  cancelBookingBody,
  docPaths,
  pathOf,
  type BookingError,
  type BookingStatus,
  type BookingView,
  type InterviewKind,
  type Locale,
} from '../contracts.js';
import {
  bookingCells,
  bookingSlots,
  isFreeSlot,
  isValidTimeZone,
  workingHoursOf,
  type SlotQuery,
  type Span,
} from '../domain.js';
import { adminDb } from '../lib/admin.js';
import { readBookingToken } from '../lib/booking/booking-token.js';
import { bookingLinkRef } from '../lib/booking/issue-booking-link.js';
import type { Caller } from '../lib/callable.js';
import type { Handler } from '../lib/http/router.js';
import { sendJson } from '../lib/http/respond.js';
import { clientAddress, withinRateLimit, type RateLimit } from '../lib/rate-limit.js';
import { profileRef } from '../lib/refs.js';
import { textOf } from '../lib/snapshot.js';
import {
  cancelInterview,
  rescheduleInterview,
  scheduleInterview,
  type Hold,
} from './schedule-interview.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The longest interview, so an interview starting this long before a window may reach into it. */
const LONGEST_MS = 8 * HOUR_MS;

const READS: RateLimit = { scope: 'booking-read:address', limit: 60, windowMs: 60_000 };
const WRITES: RateLimit = { scope: 'booking-write:address', limit: 20, windowMs: 60_000 };

const STATUS_OF: Record<BookingError, number> = {
  'invalid-link': HTTP_STATUS.forbidden,
  expired: HTTP_STATUS.gone,
  closed: HTTP_STATUS.gone,
  'slot-taken': 409,
  'already-booked': 409,
  'not-booked': 409,
  'too-late': 409,
  'too-many-requests': HTTP_STATUS.tooManyRequests,
};

/** A refusal the candidate's page explains (booking.errors.<reason>). */
class BookingRefusal extends Error {
  constructor(readonly reason: BookingError) {
    super(reason);
  }
}

/** A link as the server reads it. */
interface Link {
  id: string;
  snapshot: DocumentSnapshot;
  status: BookingStatus;
  interviewId: string;
  interviewerUids: string[];
  durationMinutes: number;
  bufferMinutes: number;
  window: Span;
  expiresAt: number;
}

const millisOf = (snapshot: DocumentSnapshot, field: string) => {
  const value: unknown = snapshot.get(field);
  return value instanceof Timestamp ? value.toMillis() : 0;
};
const numberOf = (snapshot: DocumentSnapshot, field: string) => {
  const value: unknown = snapshot.get(field);
  return typeof value === 'number' ? value : 0;
};

function linkOf(snapshot: DocumentSnapshot | undefined): Link {
  if (!snapshot?.exists) throw new BookingRefusal('invalid-link');
  const uids: unknown = snapshot.get('interviewerUids');
  return {
    id: snapshot.id,
    snapshot,
    status: textOf(snapshot, 'status', 'open') as BookingStatus,
    interviewId: textOf(snapshot, 'interviewId'),
    interviewerUids: Array.isArray(uids) ? uids.filter((uid) => typeof uid === 'string') : [],
    durationMinutes: numberOf(snapshot, 'durationMinutes'),
    bufferMinutes: numberOf(snapshot, 'bufferMinutes'),
    window: { start: millisOf(snapshot, 'windowStart'), end: millisOf(snapshot, 'windowEnd') },
    expiresAt: millisOf(snapshot, 'expiresAt'),
  };
}

/** Reads as the page makes them (the database) or a booking (its transaction). */
interface Reads {
  query(query: Query): Promise<QuerySnapshot>;
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
}
const plainReads = (firestore: Firestore): Reads => ({
  query: (query) => query.get(),
  getAll: (...refs) => firestore.getAll(...refs),
});
const transactionReads = (tx: Transaction): Reads => ({
  query: (query) => tx.get(query),
  getAll: (...refs) => tx.getAll(...refs),
});

/** The id of the link a token opens; a forged or malformed token is refused. */
function linkIdOf(token: string): string {
  const linkId = readBookingToken(token);
  if (!linkId) throw new BookingRefusal('invalid-link');
  return linkId;
}

async function readLink(firestore: Firestore, reads: Reads, linkId: string): Promise<Link> {
  const [snapshot] = await reads.getAll(bookingLinkRef(firestore, linkId));
  return linkOf(snapshot);
}

/**
 * The slot query of a link: each interviewer's zone and hours, and their busy times (their
 * scheduled interviews and the cells other bookings hold), leaving out the link's own booking.
 */
async function slotQueryOf(
  firestore: Firestore,
  reads: Reads,
  link: Link,
  now: number,
): Promise<SlotQuery> {
  const profiles = await reads.getAll(
    ...link.interviewerUids.map((uid) => profileRef(firestore, uid)),
  );
  const cell = BOOKING_CELL_MINUTES * MINUTE_MS;
  const interviewers = await Promise.all(
    link.interviewerUids.map(async (uid, index) => {
      const profile = profiles[index];
      // what starts from the longest interview before the window to its end
      const within = (collection: string, field: string) =>
        reads.query(
          firestore
            .collection(collection)
            .where(field, collection === COLLECTIONS.interviews ? 'array-contains' : '==', uid)
            .where('startsAt', '>=', Timestamp.fromMillis(link.window.start - LONGEST_MS))
            .where('startsAt', '<', Timestamp.fromMillis(link.window.end)),
        );
      const [interviews, locks] = await Promise.all([
        within(COLLECTIONS.interviews, 'interviewerUids'),
        within(COLLECTIONS.bookingLocks, 'uid'),
      ]);
      const busy: Span[] = [
        ...interviews.docs
          .filter(
            (interview) =>
              interview.id !== link.interviewId && textOf(interview, 'status') === 'scheduled',
          )
          .map((interview) => {
            const start = millisOf(interview, 'startsAt');
            return { start, end: start + numberOf(interview, 'durationMinutes') * MINUTE_MS };
          }),
        ...locks.docs
          .filter((lock) => textOf(lock, 'linkId') !== link.id)
          .map((lock) => {
            const start = millisOf(lock, 'startsAt');
            return { start, end: start + cell };
          }),
      ];
      return {
        timeZone: profile?.exists ? textOf(profile, 'timeZone', 'UTC') : 'UTC',
        workingHours: workingHoursOf(profile?.get('workingHours')),
        busy,
      };
    }),
  );
  return {
    interviewers,
    window: link.window,
    durationMinutes: link.durationMinutes,
    bufferMinutes: link.bufferMinutes,
    now,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Refuses a change through a link past its expiry, or cancelled. */
function requireUsable(link: Link, now: number): void {
  if (link.status === 'cancelled') throw new BookingRefusal('closed');
  if (link.expiresAt <= now) throw new BookingRefusal('expired');
}

/** The booked interview's start, when the link has one (0 otherwise). */
async function bookedStart(firestore: Firestore, reads: Reads, link: Link): Promise<number> {
  if (link.status !== 'booked' || !link.interviewId) return 0;
  const [interview] = await reads.getAll(
    firestore.doc(pathOf(docPaths.interview(link.interviewId))),
  );
  return interview?.exists ? millisOf(interview, 'startsAt') : 0;
}

const changeable = (start: number, now: number) =>
  start - now >= BOOKING_LIMITS.changeCutoffHours * HOUR_MS;

/** What the candidate's page shows for `token`. */
export async function bookingView(
  firestore: Firestore,
  token: string,
  now: number = Date.now(),
): Promise<BookingView> {
  const reads = plainReads(firestore);
  const link = await readLink(firestore, reads, linkIdOf(token));
  // a cancelled booking still shows what was cancelled; an expired link shows nothing
  if (link.expiresAt <= now) throw new BookingRefusal('expired');
  const start = await bookedStart(firestore, reads, link);
  const canChange = link.status === 'booked' && start > 0 && changeable(start, now);
  const offers = link.status === 'open' || canChange;
  const slots = offers ? bookingSlots(await slotQueryOf(firestore, reads, link, now)) : [];
  const names: unknown = link.snapshot.get('interviewerFirstNames');
  return {
    jobTitle: textOf(link.snapshot, 'jobTitle'),
    companyName: textOf(link.snapshot, 'companyName'),
    durationMinutes: link.durationMinutes,
    kind: textOf(link.snapshot, 'kind', 'video') as InterviewKind,
    interviewerFirstNames: Array.isArray(names)
      ? names.filter((name): name is string => typeof name === 'string' && name !== '')
      : [],
    locale: textOf(link.snapshot, 'locale', 'en') as Locale,
    status: link.status,
    bookedAt: start > 0 ? iso(start) : null,
    changeable: canChange,
    expiresAt: iso(link.expiresAt),
    slots: slots.map(iso),
  };
}

/** What the candidate asks: a start (in their zone, which the mails name), or to cancel. */
type Change =
  { action: 'book' | 'reschedule'; start: number; timeZone: string } | { action: 'cancel' };

/**
 * The link's part of the interview's transaction: it checks the link (still open, or booked and
 * before the cut-off) and the time (still free for everyone, its cells unheld), then holds the
 * cells, releases the ones it no longer needs and records the link's state.
 */
function holdFor(firestore: Firestore, linkId: string, change: Change, now: number): Hold {
  return async (tx, interviewId) => {
    const reads = transactionReads(tx);
    const link = await readLink(firestore, reads, linkId);
    requireUsable(link, now);
    if (change.action === 'book' && link.status !== 'open') {
      throw new BookingRefusal('already-booked');
    }
    if (change.action !== 'book') {
      if (link.status !== 'booked' || link.interviewId !== interviewId) {
        throw new BookingRefusal('not-booked');
      }
      if (!changeable(await bookedStart(firestore, reads, link), now)) {
        throw new BookingRefusal('too-late');
      }
    }
    const held = await reads.query(
      firestore.collection(COLLECTIONS.bookingLocks).where('linkId', '==', link.id),
    );
    const wanted = new Map<string, { uid: string; cell: number }>();
    if (change.action !== 'cancel') {
      if (!isFreeSlot(await slotQueryOf(firestore, reads, link, now), change.start)) {
        throw new BookingRefusal('slot-taken');
      }
      for (const uid of link.interviewerUids) {
        for (const cell of bookingCells(change.start, link.durationMinutes, link.bufferMinutes)) {
          wanted.set(bookingLockId(uid, cell), { uid, cell });
        }
      }
      const locks = await reads.getAll(
        ...[...wanted.keys()].map((id) => firestore.doc(pathOf(docPaths.bookingLock(id)))),
      );
      if (locks.some((lock) => lock.exists && textOf(lock, 'linkId') !== link.id)) {
        throw new BookingRefusal('slot-taken');
      }
    }
    return () => {
      for (const lock of held.docs) if (!wanted.has(lock.id)) tx.delete(lock.ref);
      for (const [id, { uid, cell }] of wanted) {
        tx.set(firestore.doc(pathOf(docPaths.bookingLock(id))), {
          uid,
          linkId: link.id,
          interviewId,
          startsAt: Timestamp.fromMillis(cell),
        });
      }
      tx.update(link.snapshot.ref, {
        status: change.action === 'cancel' ? 'cancelled' : 'booked',
        interviewId,
      } satisfies { status: BookingStatus; interviewId: string });
    };
  };
}

/** What a refusal of the interview callables means to the candidate. */
function reasonOfRefusal(error: HttpsError): BookingError {
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  return reason === 'interview-in-past' || reason === 'interview-too-far-ahead'
    ? 'slot-taken'
    : 'closed';
}

/** Books, moves or cancels the link's interview, in the sender's name. */
export async function changeBooking(
  firestore: Firestore,
  token: string,
  change: Change,
  now: Date = new Date(),
): Promise<BookingView> {
  const linkId = linkIdOf(token);
  const link = await readLink(firestore, plainReads(firestore), linkId);
  requireUsable(link, now.getTime());
  const sender: Caller = { uid: textOf(link.snapshot, 'createdBy'), email: null, name: null };
  const options = { now, hold: holdFor(firestore, linkId, change, now.getTime()) };
  const details = {
    durationMinutes: link.durationMinutes,
    kind: textOf(link.snapshot, 'kind', 'video') as InterviewKind,
    location: textOf(link.snapshot, 'location'),
    interviewerUids: link.interviewerUids,
  };
  try {
    if (change.action === 'book') {
      await scheduleInterview(
        firestore,
        sender,
        {
          applicationId: textOf(link.snapshot, 'applicationId'),
          startsAt: iso(change.start),
          timeZone: change.timeZone,
          ...details,
        },
        options,
      );
    } else if (!link.interviewId) {
      throw new BookingRefusal('not-booked');
    } else if (change.action === 'reschedule') {
      await rescheduleInterview(
        firestore,
        sender,
        {
          interviewId: link.interviewId,
          startsAt: iso(change.start),
          timeZone: change.timeZone,
          ...details,
        },
        options,
      );
    } else {
      await cancelInterview(firestore, sender, { interviewId: link.interviewId }, options);
    }
  } catch (error) {
    if (error instanceof HttpsError) throw new BookingRefusal(reasonOfRefusal(error));
    throw error;
  }
  return bookingView(firestore, token, now.getTime());
}

/** Counts the request against `rule`, runs `work` and answers its view or its refusal. */
async function respond(
  req: Request,
  res: Response,
  rule: RateLimit,
  work: () => Promise<BookingView>,
): Promise<void> {
  const address = clientAddress(req.headers, req.socket?.remoteAddress);
  if (!(await withinRateLimit(res, rule, address))) {
    sendJson(res, STATUS_OF['too-many-requests'], {
      error: 'Too many requests',
      reason: 'too-many-requests',
    });
    return;
  }
  try {
    sendJson(res, HTTP_STATUS.ok, { ...(await work()) });
  } catch (error) {
    if (!(error instanceof BookingRefusal)) throw error;
    sendJson(res, STATUS_OF[error.reason], { error: error.message, reason: error.reason });
  }
}

const invalid = (res: Response, message: string) =>
  sendJson(res, HTTP_STATUS.badRequest, { error: message, reason: 'invalid-input' });

/** GET /api/booking?token=… */
export const bookingViewHandler: Handler = async (req, res) => {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  if (!token) return invalid(res, 'token: required');
  await respond(req, res, READS, () => bookingView(adminDb(), token));
};

/** POST /api/booking/book and /reschedule {token, startsAt, timeZone}. */
const slotHandler =
  (action: 'book' | 'reschedule'): Handler =>
  async (req, res, body) => {
    const parsed = bookSlotBody.safeParse(body);
    if (!parsed.success) return invalid(res, 'body: {token, startsAt, timeZone} expected');
    if (!isValidTimeZone(parsed.data.timeZone)) return invalid(res, 'timeZone: not an IANA zone');
    const { token, startsAt, timeZone } = parsed.data;
    await respond(req, res, WRITES, () =>
      changeBooking(adminDb(), token, { action, start: Date.parse(startsAt), timeZone }),
    );
  };

export const bookHandler = slotHandler('book');
export const rescheduleBookingHandler = slotHandler('reschedule');

/** POST /api/booking/cancel {token}. */
export const cancelBookingHandler: Handler = async (req, res, body) => {
  const parsed = cancelBookingBody.safeParse(body);
  if (!parsed.success) return invalid(res, 'body: {token} expected');
  await respond(req, res, WRITES, () =>
    changeBooking(adminDb(), parsed.data.token, { action: 'cancel' }),
  );
};
