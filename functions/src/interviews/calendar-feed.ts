// A member's private calendar feed: createCalendarFeed makes a random secret, keeps only its
// SHA-256 in calendarFeeds/{uid} and answers the feed's URL once (making one again replaces it,
// so the old URL stops working); revokeCalendarFeed deletes it. GET /api/calendar-feed?token=…
// answers the member's scheduled interviews (from CALENDAR_FEED_PAST_DAYS days ago on) as one
// iCalendar (METHOD:PUBLISH); an unknown or revoked token, or a member who has left the company
// or lost the interview flags, gets a JSON 404 and nothing else.
import { createHash, randomBytes } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type Firestore,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_PATH,
  COLLECTIONS,
  DAY_MS,
  HTTP_STATUS,
  type CalendarFeedDocument,
  type CreateCalendarFeedResult,
  type InterviewKind,
  type RevokeCalendarFeedResult,
  type CallableInput,
} from '../contracts.js';
import { interviewFeedIcs, type IcsFeedEntry } from '../domain.js';
import { sendError } from '../lib/http/respond.js';
import type { Handler } from '../lib/http/router.js';
import { adminDb } from '../lib/admin.js';
import { appUrl } from '../lib/mail/config.js';
import { writeAudit } from '../lib/audit.js';
import { requireAdmin } from '../lib/require-admin.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { calendarFeedRef, profileRef } from '../lib/refs.js';
import { teamAccess, type TeamAccess } from '../lib/team-access.js';
import { eventTextOf, feedNameOf } from './interview-mails.js';

/** The secret's bytes: 32, written as 43 base64url characters. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the member may have a feed: in the company, allowed to conduct or schedule interviews. */
const mayHaveFeed = (access: TeamAccess) =>
  access.inCompany &&
  (access.permissions.canConductInterviews || access.permissions.canScheduleInterviews);

/**
 * The base of the feed's URL: APP_URL when it is set, else the origin the request came from (an
 * http(s) origin), else the emulator's default (appUrl refuses production without APP_URL).
 */
function feedBaseUrl(origin: string | undefined, env = process.env): string {
  if ((env.APP_URL ?? '').trim()) return appUrl(env);
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin.replace(/\/+$/, '');
  return appUrl(env);
}

/** createCalendarFeed {}: a new secret for the caller's feed; answers its URL once. */
export async function createCalendarFeed(
  firestore: Firestore,
  caller: Caller,
  _input: CallableInput<'createCalendarFeed'>,
  origin?: string,
): Promise<CreateCalendarFeedResult> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await firestore.runTransaction(async (tx) => {
    const [profile] = await tx.getAll(profileRef(firestore, caller.uid));
    const companyId = profile?.exists ? textOf(profile, 'companyId') : '';
    if (!companyId) throw refusal('forbidden', 'Only a member of a hiring team has a feed');
    const access = await teamAccess(firestore, tx, caller, companyId);
    if (!mayHaveFeed(access)) {
      throw refusal(
        'forbidden',
        'Only a member who conducts or schedules interviews has a calendar feed',
      );
    }
    const feed: WithFieldValue<CalendarFeedDocument> = {
      uid: caller.uid,
      companyId,
      tokenHash: feedTokenHash(token),
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.set(calendarFeedRef(firestore, caller.uid), feed);
  });
  const url = new URL(`${feedBaseUrl(origin)}${CALENDAR_FEED_PATH}`);
  url.searchParams.set('token', token);
  return { url: url.href };
}

/**
 * revokeCalendarFeed {uid?}: the caller's feed stops working; an administrator may name anyone's
 * (a member who should no longer see the interviews, a leaked address), audited ADMIN_OVERRIDE.
 */
export async function revokeCalendarFeed(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'revokeCalendarFeed'>,
): Promise<RevokeCalendarFeedResult> {
  const uid = input.uid ?? caller.uid;
  const feed = calendarFeedRef(firestore, uid);
  if (uid === caller.uid) {
    await feed.delete();
    return { ok: true, revoked: true };
  }
  const { actor } = await requireAdmin(firestore, caller, "end someone's calendar feed");
  const revoked = await firestore.runTransaction(async (tx) => {
    const existing = await tx.get(feed);
    if (!existing.exists) return false;
    tx.delete(feed);
    return true;
  });
  if (revoked) {
    await writeAudit(firestore, {
      action: 'ADMIN_OVERRIDE',
      ...actor,
      targetResource: COLLECTIONS.calendarFeeds,
      targetResourceId: uid,
      metadata: { action: 'REVOKE_CALENDAR_FEED' },
    });
  }
  return { ok: true, revoked };
}

const notFound = (res: Parameters<Handler>[1]) =>
  sendError(res, HTTP_STATUS.notFound, 'There is no such calendar feed');

/** The feed's calendar for `token`, or null when the token opens none. */
async function calendarFeedIcs(
  firestore: Firestore,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const feeds = await firestore
    .collection(COLLECTIONS.calendarFeeds)
    .where('tokenHash', '==', feedTokenHash(token))
    .limit(1)
    .get();
  const feed = feeds.docs[0];
  if (!feed) return null;
  const uid = feed.id;
  const companyId = textOf(feed, 'companyId');
  // the member as they are now: one who left the company (or lost the flags) gets nothing
  const access = await teamAccess(
    firestore,
    firestore,
    { uid, email: null, name: null },
    companyId,
  );
  if (!mayHaveFeed(access)) return null;

  const from = now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS;
  // the member's interviews from the window on (firestore.indexes.json); the rest is filtered here
  const interviews = await firestore
    .collection(COLLECTIONS.interviews)
    .where('interviewerUids', 'array-contains', uid)
    .where('startsAt', '>=', Timestamp.fromMillis(from))
    .get();
  const companyName = textOf(access.company, 'name');
  const locale = textOf(access.profile, 'locale');
  const entries: IcsFeedEntry[] = interviews.docs
    .filter(
      (interview) =>
        textOf(interview, 'companyId') === companyId &&
        textOf(interview, 'status') === 'scheduled' &&
        interview.get('startsAt') instanceof Timestamp &&
        (interview.get('startsAt') as Timestamp).toMillis() >= from,
    )
    .sort(
      (a, b) =>
        (a.get('startsAt') as Timestamp).toMillis() - (b.get('startsAt') as Timestamp).toMillis(),
    )
    .map((interview) => {
      const interviewers = (interview.get('interviewers') ?? []) as unknown[];
      const duration: unknown = interview.get('durationMinutes');
      const sequence: unknown = interview.get('sequence');
      const updatedAt: unknown = interview.get('updatedAt');
      const ics = {
        id: interview.id,
        status: 'scheduled' as const,
        sequence: typeof sequence === 'number' ? sequence : 0,
        startsAt: (interview.get('startsAt') as Timestamp).toDate(),
        durationMinutes: typeof duration === 'number' ? duration : 60,
        kind: textOf(interview, 'kind', 'video') as InterviewKind,
        location: textOf(interview, 'location'),
        interviewers: interviewers.map((entry) => {
          const record = (entry ?? {}) as Record<string, unknown>;
          return {
            name: typeof record.name === 'string' ? record.name : '',
            email: typeof record.email === 'string' ? record.email : '',
          };
        }),
      };
      return {
        interview: ics,
        text: eventTextOf(
          {
            jobTitle: textOf(interview, 'jobTitle'),
            companyName,
            candidateName: textOf(interview, 'candidateName'),
            interview: ics,
          },
          locale,
          false,
        ),
        updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate() : null,
      };
    });
  return interviewFeedIcs(entries, feedNameOf(companyName, locale));
}

/** GET /api/calendar-feed?token=…: the feed as text/calendar, or a JSON 404. */
export const calendarFeedHandler: Handler = async (req, res) => {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const ics = await calendarFeedIcs(adminDb(), token);
  if (ics === null) {
    notFound(res);
    return;
  }
  res
    .status(HTTP_STATUS.ok)
    .set('Content-Type', 'text/calendar; charset=utf-8')
    .set('Content-Disposition', 'inline; filename="interviews.ics"')
    .set('Cache-Control', 'private, no-store')
    .send(ics);
};
