// Candidate self-scheduling on the functions emulator: createBookingLink refuses signed-out
// callers, other companies' members, members without canScheduleInterviews, interviewers without
// working hours and bad windows; a link made for a Berlin and a Tokyo interviewer is mailed to the
// applicant and shows only what the candidate needs and only the times both work; two bookings of
// the same time at once make exactly one interview (the other is told the slot was just taken),
// whose invitations carry the event at that instant; a second candidate's link no longer offers
// it; a forged token opens nothing; moving and cancelling move and release the held cells.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostingUrl } from '../../scripts/lib/emulator-config.ts';
import {
  BOOKING_API,
  BOOKING_LIMITS,
  CALLABLES,
  type BookingView,
  type MailDocument,
} from '../src/contracts.ts';
import { TEST_CLIENT_HEADER } from '../src/lib/rate-limit.ts';
import {
  addMember,
  call,
  makeCompany,
  only,
  reasonOf,
  useHarness,
  type Account,
} from './lib/callable-harness.ts';

const DAY_MS = 86_400_000;
const h = useHarness('booking');
let owner: Account;
let tokyo: Account;
let scheduler: Account;
let screener: Account;
let idle: Account;
let outsider: Account;
let seeker: Account;
let second: Account;
let companyId: string;

const everyDay = (start: string, end: string) =>
  Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start, end }]]),
  );
const BERLIN_HOURS = { start: '08:00', end: '17:00' };
const TOKYO_HOURS = { start: '15:00', end: '18:00' };

/** A calendar day `days` from now, in UTC. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The wall-clock time "HH:MM" of an instant in a zone. */
const clockIn = (instant: string | number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

let applications = 0;
async function application(candidate: Account, name: string, stage = 'screening') {
  applications += 1;
  const id = h.unique(`application-${applications}`);
  await h.db.doc(`applications/${id}`).set({
    jobId: 'job',
    jobTitle: 'Backend Engineer',
    companyId,
    companyName: 'Northwind',
    source: 'applicant',
    applicantUid: candidate.uid,
    candidateId: null,
    candidate: { name, email: candidate.email },
    locale: 'en',
    stage,
    sharedReason: null,
    createdAt: Timestamp.now(),
  });
  return id;
}

const linkInput = (applicationId: string, overrides: Record<string, unknown> = {}) => ({
  applicationId,
  durationMinutes: 30,
  bufferMinutes: 15,
  kind: 'video',
  location: 'https://meet.example.com/north',
  interviewerUids: [owner.uid, tokyo.uid],
  fromDate: dayIn(2),
  toDate: dayIn(9),
  timeZone: 'Europe/Berlin',
  ...overrides,
});

async function createLink(applicationId: string) {
  const answer = await call<{ linkId: string; url: string; mailed: boolean }>(
    CALLABLES.createBookingLink,
    linkInput(applicationId),
    scheduler,
  );
  expect(answer.error).toBeUndefined();
  return answer.result!;
}

const tokenOf = (url: string) => decodeURIComponent(url.split('/book/')[1] ?? '');

async function view(token: string, client: string) {
  const response = await fetch(
    `${hostingUrl}${BOOKING_API.slots}?token=${encodeURIComponent(token)}`,
    { headers: { [TEST_CLIENT_HEADER]: client } },
  );
  return {
    status: response.status,
    body: (await response.json()) as BookingView & { reason?: string },
  };
}

async function post(path: string, body: unknown, client: string) {
  const response = await fetch(`${hostingUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', [TEST_CLIENT_HEADER]: client },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as BookingView & { reason?: string },
  };
}

beforeAll(async () => {
  owner = await h.account(
    'owner',
    { role: 'employer', timeZone: 'Europe/Berlin', workingHours: everyDay('08:00', '17:00') },
    { displayName: 'Olga Owner' },
  );
  tokyo = await h.account(
    'tokyo',
    {
      role: 'employer',
      locale: 'de',
      timeZone: 'Asia/Tokyo',
      workingHours: everyDay('15:00', '18:00'),
    },
    { displayName: 'Taro Yamada' },
  );
  scheduler = await h.account('scheduler', { role: 'employer' });
  screener = await h.account('screener', { role: 'employer' });
  idle = await h.account('idle', { role: 'employer' }, { displayName: 'Ivy Idle' });
  outsider = await h.account('outsider', { role: 'employer' });
  seeker = await h.account('seeker', { role: 'jobSeeker' }, { displayName: 'Nora Park' });
  second = await h.account('second', { role: 'jobSeeker' }, { displayName: 'Sam Lee' });
  ({ companyId } = await makeCompany(h, 'northwind', owner));
  await addMember(h, companyId, tokyo, only('canConductInterviews'), owner.uid);
  await addMember(h, companyId, idle, only('canConductInterviews'), owner.uid);
  await addMember(h, companyId, scheduler, only('canScheduleInterviews'), owner.uid);
  await addMember(h, companyId, screener, only('canScreenCandidates'), owner.uid);
  await makeCompany(h, 'elsewhere', outsider);
  // the names the team knows them by (the candidate sees only the first word)
  for (const [member, displayName] of [
    [owner, 'Olga Owner'],
    [tokyo, 'Taro Yamada'],
  ] as const) {
    await h.db.doc(`companies/${companyId}/members/${member.uid}`).update({ displayName });
  }
});

describe('createBookingLink', () => {
  it('refuses signed-out callers, other companies and members without the scheduling flag', async () => {
    const id = await application(seeker, 'Nora Park');
    expect(await reasonOf(CALLABLES.createBookingLink, linkInput(id), null)).toBe('not-signed-in');
    expect(await reasonOf(CALLABLES.createBookingLink, linkInput(id), outsider)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.createBookingLink, linkInput(id), screener)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.createBookingLink, linkInput(id), seeker)).toBe('forbidden');
    const links = await h.db.collection('bookingLinks').where('applicationId', '==', id).get();
    expect(links.size).toBe(0);
  });

  it('refuses interviewers without hours, off the team, bad windows and closed applications', async () => {
    const id = await application(seeker, 'Nora Park');
    const refused = (overrides: Record<string, unknown>, applicationId = id) =>
      reasonOf(CALLABLES.createBookingLink, linkInput(applicationId, overrides), scheduler);
    expect(await refused({ interviewerUids: [owner.uid, idle.uid] })).toBe(
      'interviewer-without-hours',
    );
    expect(await refused({ interviewerUids: [outsider.uid] })).toBe('interviewer-not-on-team');
    expect(await refused({ fromDate: dayIn(-9), toDate: dayIn(-2) })).toBe(
      'booking-window-invalid',
    );
    expect(await refused({ toDate: dayIn(BOOKING_LIMITS.windowDaysMax + 5) })).toBe(
      'booking-window-invalid',
    );
    expect(await refused({ timeZone: 'Mars/Olympus' })).toBe('invalid-time-zone');
    expect(await refused({}, await application(seeker, 'Nora Park', 'rejected'))).toBe(
      'application-closed',
    );
    expect(await refused({ bufferMinutes: -5 })).toBe('invalid-input');
  });
});

describe('a booking link', () => {
  let first: { linkId: string; url: string; mailed: boolean };
  let firstApplication: string;
  let token: string;
  let booked: string;

  beforeAll(async () => {
    firstApplication = await application(seeker, 'Nora Park');
    first = await createLink(firstApplication);
    token = tokenOf(first.url);
  });

  it('is mailed to the applicant with the company’s invitation to book', async () => {
    expect(first.mailed).toBe(true);
    const mail = (await h.db.doc(`mail/booking_${first.linkId}`).get()).data() as MailDocument;
    expect(mail.to).toBe(seeker.email);
    expect(mail.template).toBe('bookingInvite');
    expect(mail.text).toContain(first.url);
  });

  it('shows only what the candidate needs, and only times both interviewers work', async () => {
    const { status, body } = await view(token, 'view');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      jobTitle: 'Backend Engineer',
      durationMinutes: 30,
      kind: 'video',
      interviewerFirstNames: ['Olga', 'Taro'],
      status: 'open',
      bookedAt: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/Owner|Yamada|@|Nora|meet\.example/);
    expect(body.slots.length).toBeGreaterThan(0);
    for (const slot of body.slots) {
      const end = Date.parse(slot) + 30 * 60_000;
      expect(clockIn(slot, 'Europe/Berlin') >= BERLIN_HOURS.start).toBe(true);
      expect(clockIn(end, 'Europe/Berlin') <= BERLIN_HOURS.end).toBe(true);
      expect(clockIn(slot, 'Asia/Tokyo') >= TOKYO_HOURS.start).toBe(true);
      expect(clockIn(end, 'Asia/Tokyo') <= TOKYO_HOURS.end).toBe(true);
      expect(Date.parse(slot)).toBeGreaterThan(Date.now() + DAY_MS);
    }
  });

  it('opens nothing with a forged or changed token', async () => {
    const [linkId] = token.split('.');
    expect((await view(`${linkId}.${'A'.repeat(43)}`, 'forged')).status).toBe(403);
    expect((await view(`${linkId}x.${token.split('.')[1]}`, 'forged')).status).toBe(403);
    const booking = await post(
      BOOKING_API.cancel,
      { token: `${linkId}.${'B'.repeat(43)}` },
      'forged',
    );
    expect(booking).toMatchObject({ status: 403, body: { reason: 'invalid-link' } });
  });

  it('books one interview when two candidates take the same slot at once', async () => {
    const applicationIds = [
      await application(second, 'Sam Lee'),
      await application(seeker, 'Nora Park'),
    ];
    const links = [await createLink(applicationIds[0]!), await createLink(applicationIds[1]!)];
    const { body } = await view(tokenOf(links[0]!.url), 'race');
    const slot = body.slots[0]!;
    const answers = await Promise.all(
      links.map((link, index) =>
        post(
          BOOKING_API.book,
          { token: tokenOf(link.url), startsAt: slot, timeZone: 'America/New_York' },
          `tab-${index}`,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.findIndex((answer) => answer.status === 409);
    expect(answers[lost]?.body.reason).toBe('slot-taken');
    const interviews = await h.db
      .collection('interviews')
      .where('companyId', '==', companyId)
      .where('startsAt', '==', Timestamp.fromDate(new Date(slot)))
      .get();
    expect(interviews.docs.map((doc) => doc.get('applicationId') as string)).toEqual([
      applicationIds[1 - lost],
    ]);
    // the loser's fresh slots, and every other link's, no longer offer the taken time
    expect((await view(tokenOf(links[lost]!.url), 'race')).body.slots).not.toContain(slot);
    expect((await view(token, 'race')).body.slots).not.toContain(slot);
  });

  it('books the first link’s earliest slot', async () => {
    const { body } = await view(token, 'book');
    booked = body.slots[0]!;
    const answer = await post(
      BOOKING_API.book,
      { token, startsAt: booked, timeZone: 'America/New_York' },
      'book',
    );
    expect(answer).toMatchObject({ status: 200, body: { status: 'booked', bookedAt: booked } });
  });

  it('mails the invitation with the event at that instant to the candidate and both interviewers', async () => {
    const link = (await h.db.doc(`bookingLinks/${first.linkId}`).get()).data()!;
    expect(link).toMatchObject({ status: 'booked' });
    const interviewId = link.interviewId as string;
    const interview = (await h.db.doc(`interviews/${interviewId}`).get()).data()!;
    expect((interview.startsAt as Timestamp).toDate().toISOString()).toBe(booked);
    expect(interview.timeZone).toBe('America/New_York');
    const stamp = booked.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    for (const key of ['candidate', owner.uid, tokyo.uid]) {
      const mail = (
        await h.db.doc(`mail/interview_${interviewId}_0_${key}`).get()
      ).data() as MailDocument;
      expect(mail.template).toBe('interviewInvitation');
      expect(mail.icalEvent?.content).toContain(`DTSTART:${stamp}`);
    }
    const locks = await h.db.collection('bookingLocks').where('linkId', '==', first.linkId).get();
    // 30 minutes and a 15-minute buffer: three cells for each of the two interviewers
    expect(locks.size).toBe(6);
    const view2 = await view(token, 'view');
    expect(view2.body).toMatchObject({ status: 'booked', bookedAt: booked, changeable: true });
  });

  it('refuses a second booking from the same link', async () => {
    const { body } = await view(token, 'again');
    const answer = await post(
      BOOKING_API.book,
      { token, startsAt: body.slots.at(-1), timeZone: 'America/New_York' },
      'again',
    );
    expect(answer).toMatchObject({ status: 409, body: { reason: 'already-booked' } });
  });

  it('moves the interview and its held cells, then cancels and releases them', async () => {
    const { body } = await view(token, 'move');
    const later = body.slots.at(-1)!;
    const moved = await post(
      BOOKING_API.reschedule,
      { token, startsAt: later, timeZone: 'America/New_York' },
      'move',
    );
    expect(moved).toMatchObject({ status: 200, body: { bookedAt: later } });
    const locks = await h.db.collection('bookingLocks').where('linkId', '==', first.linkId).get();
    expect(
      locks.docs.map((lock) => (lock.get('startsAt') as Timestamp).toMillis()).sort(),
    ).toContain(Date.parse(later));
    expect(locks.size).toBe(6);
    const cancelled = await post(BOOKING_API.cancel, { token }, 'move');
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', slots: [] } });
    const again = await post(
      BOOKING_API.book,
      { token, startsAt: later, timeZone: 'America/New_York' },
      'move',
    );
    expect(again).toMatchObject({ status: 410, body: { reason: 'closed' } });
    const link = (await h.db.doc(`bookingLinks/${first.linkId}`).get()).data()!;
    expect(link.status).toBe('cancelled');
    const interview = (await h.db.doc(`interviews/${link.interviewId as string}`).get()).data()!;
    expect(interview.status).toBe('cancelled');
    const left = await h.db.collection('bookingLocks').where('linkId', '==', first.linkId).get();
    expect(left.size).toBe(0);
  });
});

describe('a link’s limits', () => {
  it('refuses to move or cancel within the cut-off, and answers an expired link with 410', async () => {
    const applicationId = await application(seeker, 'Nora Park');
    const link = await createLink(applicationId);
    const token = tokenOf(link.url);
    // an interview booked through the link that starts an hour inside the cut-off
    const interviewId = h.unique('soon');
    await h.db.doc(`interviews/${interviewId}`).set({
      companyId,
      applicationId,
      status: 'scheduled',
      startsAt: Timestamp.fromMillis(
        Date.now() + (BOOKING_LIMITS.changeCutoffHours - 1) * 3_600_000,
      ),
      durationMinutes: 30,
      interviewerUids: [owner.uid, tokyo.uid],
    });
    await h.db.doc(`bookingLinks/${link.linkId}`).update({ status: 'booked', interviewId });
    const { body } = await view(token, 'limits');
    expect(body).toMatchObject({ status: 'booked', changeable: false, slots: [] });
    expect(await post(BOOKING_API.cancel, { token }, 'limits')).toMatchObject({
      status: 409,
      body: { reason: 'too-late' },
    });
    expect((await h.db.doc(`interviews/${interviewId}`).get()).get('status')).toBe('scheduled');

    await h.db
      .doc(`bookingLinks/${link.linkId}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 60_000) });
    expect(await view(token, 'limits')).toMatchObject({
      status: 410,
      body: { reason: 'expired' },
    });
  });
});
