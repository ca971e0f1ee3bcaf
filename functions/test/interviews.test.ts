// The interview callables (scheduleInterview, rescheduleInterview, cancelInterview) and the
// calendar feed (createCalendarFeed, revokeCalendarFeed, GET /api/calendar-feed) on the functions
// emulator, signed in with Auth emulator tokens: every refusal, the candidate's move to the
// interview stage with its stage event, the job seeker's notice, and the mails with the event
// attached (an invitation, its update with SEQUENCE 1, then the cancellation).
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostingUrl } from '../../scripts/lib/emulator-config.ts';
import { caughtMails, mailCatcherUrl } from '../../tests/e2e/mail.ts';
import {
  CALENDAR_FEED_PATH,
  CALLABLES,
  INTERVIEW_LIMITS,
  type InterviewDocument,
  type MailDocument,
} from '../src/contracts.ts';
import { formatInterviewTime } from '../src/domain.ts';
import {
  addMember,
  call,
  eventually,
  useHarness,
  makeCompany,
  only,
  reasonOf,
  sha256,
  type Account,
} from './lib/callable-harness.ts';

const DAY_MS = 86_400_000;
const ZONE = 'Europe/Berlin';

const h = useHarness('interviews');
let owner: Account;
let scheduler: Account;
let interviewer: Account;
let screener: Account;
let outsider: Account;
let seeker: Account;
let companyId: string;
let companyName: string;
let jobId: string;

/** An instant `days` from now at a whole minute. */
const inDays = (days: number) =>
  new Date(Math.floor((Date.now() + days * DAY_MS) / 60_000) * 60_000).toISOString();

/** The iCalendar's content lines, folded lines joined. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const icsProp = (ics: string, name: string) =>
  icsLines(ics).filter((line) => line.split(/[;:]/)[0] === name);
const dtstartOf = (iso: string) => `DTSTART:${iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;

beforeAll(async () => {
  owner = await h.account('owner', { role: 'employer' }, { displayName: 'Olga Owner' });
  scheduler = await h.account('scheduler', { role: 'employer' }, { displayName: 'Sam Scheduler' });
  interviewer = await h.account(
    'interviewer',
    { role: 'employer', locale: 'de' },
    { displayName: 'Ida Interviewer' },
  );
  screener = await h.account('screener', { role: 'employer' });
  outsider = await h.account('outsider', { role: 'employer' });
  seeker = await h.account('seeker', { role: 'jobSeeker' }, { displayName: 'Lena Roth' });
  ({ companyId, name: companyName } = await makeCompany(h, 'northwind', owner));
  await addMember(h, companyId, scheduler, only('canScheduleInterviews'), owner.uid);
  await addMember(h, companyId, interviewer, only('canConductInterviews'), owner.uid);
  await addMember(h, companyId, screener, only('canScreenCandidates'), owner.uid);
  await makeCompany(h, 'elsewhere', outsider);
  jobId = h.unique('job');
  await h.db.doc(`jobs/${jobId}`).set({
    title: 'Backend Engineer',
    companyId,
    company: companyName,
    skills: ['TypeScript', ' SQL', 'SQL', ''],
  });
});

let applications = 0;

/** An application of the job: the seeker's, or a talent-pool candidate's. */
async function application(
  options: { stage?: string; pool?: boolean; locale?: string } = {},
): Promise<string> {
  applications += 1;
  const pool = options.pool ?? false;
  const id = `${jobId}_${pool ? `pool-${applications}` : `${seeker.uid}-${applications}`}`;
  await h.db.doc(`applications/${id}`).set({
    jobId,
    jobTitle: 'Backend Engineer',
    companyId,
    companyName,
    source: pool ? 'talentPool' : 'applicant',
    applicantUid: pool ? null : seeker.uid,
    candidateId: pool ? `cand-${applications}` : null,
    candidate: {
      name: pool ? 'Pia Pool' : 'Lena Roth',
      email: pool ? `${h.unique(`pool-${applications}`)}@pool.test` : seeker.email,
      title: '',
      location: '',
      skills: [],
      experience: '',
      education: '',
      availability: '',
      salary: '',
      imageUrl: null,
    },
    note: '',
    locale: options.locale ?? 'fr',
    stage: options.stage ?? 'applied',
    sharedReason: null,
    createdAt: Timestamp.now(),
    stageChangedAt: Timestamp.now(),
    stageChangedBy: owner.uid,
  });
  return id;
}

const details = (overrides: Record<string, unknown> = {}) => ({
  startsAt: inDays(7),
  timeZone: ZONE,
  durationMinutes: 45,
  kind: 'video',
  location: 'https://meet.example.com/abc-defg',
  interviewerUids: [interviewer.uid],
  ...overrides,
});

async function schedule(applicationId: string, overrides: Record<string, unknown> = {}) {
  const answer = await call<{ interviewId: string }>(
    CALLABLES.scheduleInterview,
    { applicationId, ...details(overrides) },
    scheduler,
  );
  expect(answer.error).toBeUndefined();
  return answer.result!.interviewId;
}

const interviewOf = async (id: string) =>
  (await h.db.doc(`interviews/${id}`).get()).data() as InterviewDocument | undefined;
const mailOf = async (id: string) =>
  (await h.db.doc(`mail/${id}`).get()).data() as MailDocument | undefined;

describe('scheduleInterview refuses', () => {
  it('a caller who is not signed in, and an input that is not one', async () => {
    const applicationId = await application();
    expect(await reasonOf(CALLABLES.scheduleInterview, { applicationId, ...details() }, null)).toBe(
      'not-signed-in',
    );
    expect(
      await reasonOf(
        CALLABLES.scheduleInterview,
        { applicationId, ...details({ durationMinutes: 5 }) },
        scheduler,
      ),
    ).toBe('invalid-input');
    expect(
      await reasonOf(
        CALLABLES.scheduleInterview,
        { applicationId, ...details({ interviewerUids: [] }) },
        scheduler,
      ),
    ).toBe('invalid-input');
    // a place is one line: a control character could start a line of the calendar event
    expect(
      await reasonOf(
        CALLABLES.scheduleInterview,
        { applicationId, ...details({ location: 'Room 1\rATTENDEE:evil@example.com' }) },
        scheduler,
      ),
    ).toBe('invalid-input');
    // an id is never a path into another collection
    expect(
      await reasonOf(
        CALLABLES.scheduleInterview,
        { applicationId: `${applicationId}/notes/x`, ...details() },
        scheduler,
      ),
    ).toBe('invalid-input');
  });

  it(`stops moving an interview after ${INTERVIEW_LIMITS.changesMax} changes (each mails everyone)`, async () => {
    const interviewId = await schedule(await application());
    for (let change = 1; change <= INTERVIEW_LIMITS.changesMax; change += 1) {
      const answer = await call(
        CALLABLES.rescheduleInterview,
        { interviewId, ...details({ startsAt: inDays(7 + change) }) },
        scheduler,
      );
      expect(answer.error).toBeUndefined();
    }
    expect(
      await reasonOf(
        CALLABLES.rescheduleInterview,
        { interviewId, ...details({ startsAt: inDays(40) }) },
        scheduler,
      ),
    ).toBe('interview-change-limit');
    expect((await interviewOf(interviewId))?.sequence).toBe(INTERVIEW_LIMITS.changesMax);
    // it can still be cancelled
    expect(
      (await call(CALLABLES.cancelInterview, { interviewId }, scheduler)).error,
    ).toBeUndefined();
  }, 120_000);

  it('a member without canScheduleInterviews and another company’s owner', async () => {
    const applicationId = await application();
    for (const caller of [screener, interviewer, outsider]) {
      expect(
        await reasonOf(CALLABLES.scheduleInterview, { applicationId, ...details() }, caller),
      ).toBe('forbidden');
    }
    expect(
      await reasonOf(
        CALLABLES.scheduleInterview,
        { applicationId: h.unique('missing'), ...details() },
        scheduler,
      ),
    ).toBe('not-found');
    // nothing was written: the candidate is where they were
    expect((await h.db.doc(`applications/${applicationId}`).get()).get('stage')).toBe('applied');
  });

  it('an interviewer who is not on the team or may not conduct interviews', async () => {
    const applicationId = await application();
    for (const uid of [outsider.uid, screener.uid, h.unique('nobody')]) {
      expect(
        await reasonOf(
          CALLABLES.scheduleInterview,
          { applicationId, ...details({ interviewerUids: [interviewer.uid, uid] }) },
          scheduler,
        ),
      ).toBe('interviewer-not-on-team');
    }
  });

  it('a start in the past or more than 366 days ahead, and a zone that is none', async () => {
    const applicationId = await application();
    const reason = (overrides: Record<string, unknown>) =>
      reasonOf(CALLABLES.scheduleInterview, { applicationId, ...details(overrides) }, scheduler);
    expect(await reason({ startsAt: inDays(-1) })).toBe('interview-in-past');
    expect(await reason({ startsAt: inDays(367) })).toBe('interview-too-far-ahead');
    expect(await reason({ timeZone: 'Europe/Atlantis' })).toBe('invalid-time-zone');
    expect(await reason({ timeZone: 'GMT+25' })).toBe('invalid-time-zone');
  });

  it('a candidate who was rejected or hired', async () => {
    for (const stage of ['rejected', 'hired']) {
      const applicationId = await application({ stage });
      expect(
        await reasonOf(CALLABLES.scheduleInterview, { applicationId, ...details() }, scheduler),
      ).toBe('application-closed');
    }
  });
});

describe('scheduling, rescheduling and cancelling an interview', () => {
  let applicationId: string;
  let interviewId: string;
  const startsAt = inDays(10);

  it('creates the interview with the job’s key attributes', async () => {
    applicationId = await application({ stage: 'screening' });
    interviewId = await schedule(applicationId, {
      startsAt,
      interviewerUids: [interviewer.uid, owner.uid, interviewer.uid],
    });
    const interview = await interviewOf(interviewId);
    expect(interview).toMatchObject({
      companyId,
      applicationId,
      jobId,
      jobTitle: 'Backend Engineer',
      candidateName: 'Lena Roth',
      applicantUid: seeker.uid,
      timeZone: ZONE,
      durationMinutes: 45,
      kind: 'video',
      location: 'https://meet.example.com/abc-defg',
      interviewerUids: [interviewer.uid, owner.uid],
      attributes: ['TypeScript', 'SQL'],
      status: 'scheduled',
      sequence: 0,
      scheduledBy: scheduler.uid,
      scheduledByName: 'Sam Scheduler',
    });
    expect(interview?.interviewers).toEqual([
      { uid: interviewer.uid, name: interviewer.uid, email: interviewer.email },
      { uid: owner.uid, name: owner.uid, email: owner.email },
    ]);
    expect(interview?.startsAt.toMillis()).toBe(Date.parse(startsAt));
  });

  it('moves the candidate to the interview stage with a stage event, as the app does', async () => {
    const stored = (await h.db.doc(`applications/${applicationId}`).get()).data();
    expect(stored).toMatchObject({
      stage: 'interview',
      stageChangedBy: scheduler.uid,
      sharedReason: null,
    });
    const events = await h.db.collection(`applications/${applicationId}/stageEvents`).get();
    expect(events.size).toBe(1);
    // the move names the event that records it, as the rules require of the app's moves
    expect(stored?.stageEventId).toBe(events.docs[0]!.id);
    const event = events.docs[0]!.data();
    const { at, ...rest } = event;
    expect(rest).toEqual({
      from: 'screening',
      to: 'interview',
      by: scheduler.uid,
      byName: 'Sam Scheduler',
      reason: null,
      reasonShared: false,
    });
    expect(at).toBeInstanceOf(Timestamp);
    expect((stored?.stageChangedAt as Timestamp).toMillis()).toBe((at as Timestamp).toMillis());
  });

  it('gives the job seeker a notice: date, time, kind and nothing else', async () => {
    const notice = (await h.db.doc(`interviewNotices/${interviewId}`).get()).data();
    expect(Object.keys(notice ?? {}).sort()).toEqual(
      [
        'applicantUid',
        'applicationId',
        'companyName',
        'durationMinutes',
        'jobTitle',
        'kind',
        'startsAt',
        'status',
        'timeZone',
        'updatedAt',
      ].sort(),
    );
    expect(notice).toMatchObject({
      applicantUid: seeker.uid,
      applicationId,
      jobTitle: 'Backend Engineer',
      companyName,
      timeZone: ZONE,
      durationMinutes: 45,
      kind: 'video',
      status: 'scheduled',
    });
    expect((notice?.startsAt as Timestamp).toMillis()).toBe(Date.parse(startsAt));
  });

  it('mails the invitation with the event (REQUEST) to the candidate and each interviewer', async () => {
    const toCandidate = await mailOf(`interview_${interviewId}_0_candidate`);
    expect(toCandidate).toMatchObject({
      to: seeker.email,
      locale: 'fr',
      template: 'interviewInvitation',
    });
    expect(toCandidate?.params.when).toBe(formatInterviewTime(startsAt, ZONE, 'fr'));
    expect(toCandidate?.params.when).toMatch(/\(Europe\/Berlin\)$/);
    expect(toCandidate?.params.candidateName).toBeUndefined();
    expect(toCandidate?.text).toContain('Appel vidéo');
    expect(toCandidate?.text).toContain('45 minutes');
    expect(toCandidate?.icalEvent).toMatchObject({
      method: 'REQUEST',
      filename: `interview-${interviewId}.ics`,
    });
    const ics = toCandidate!.icalEvent!.content;
    expect(icsProp(ics, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(icsProp(ics, 'UID')).toEqual([`UID:${interviewId}@jobs-platform`]);
    expect(icsProp(ics, 'SEQUENCE')).toEqual(['SEQUENCE:0']);
    expect(icsProp(ics, 'DTSTART')).toEqual([dtstartOf(startsAt)]);
    expect(icsProp(ics, 'DURATION')).toEqual(['DURATION:PT45M']);
    expect(icsProp(ics, 'SUMMARY')).toEqual([
      `SUMMARY:Entretien : Backend Engineer — ${companyName}`,
    ]);
    // the candidate's event names them alone, not the team's addresses
    expect(icsProp(ics, 'ATTENDEE')).toHaveLength(1);
    expect(icsProp(ics, 'ATTENDEE')[0]).toContain(`mailto:${seeker.email}`);

    const toInterviewer = await mailOf(`interview_${interviewId}_0_${interviewer.uid}`);
    expect(toInterviewer).toMatchObject({
      to: interviewer.email,
      locale: 'de',
      template: 'interviewInvitation',
    });
    expect(toInterviewer?.params.when).toBe(formatInterviewTime(startsAt, ZONE, 'de'));
    expect(toInterviewer?.params.candidateName).toBe('Lena Roth');
    expect(toInterviewer?.subject).toContain('Vorstellungsgespräch');
    const teamIcs = toInterviewer!.icalEvent!.content;
    expect(icsProp(teamIcs, 'SUMMARY')).toEqual([
      'SUMMARY:Vorstellungsgespräch: Lena Roth — Backend Engineer',
    ]);
    expect(icsProp(teamIcs, 'ATTENDEE')).toHaveLength(3);
    // the owner reads English (no locale on their profile)
    const toOwner = await mailOf(`interview_${interviewId}_0_${owner.uid}`);
    expect(toOwner).toMatchObject({ to: owner.email, locale: 'en' });
    expect(toOwner?.params.when).toBe(formatInterviewTime(startsAt, ZONE, 'en'));
  });

  it('sends the invitation with the event as a text/calendar part calendar apps act on', async () => {
    const id = `interview_${interviewId}_0_${interviewer.uid}`;
    await eventually(async () => {
      const status = (await mailOf(id))?.status;
      return status === 'sent' ? status : undefined;
    }, 'the interviewer’s invitation to be sent');
    const subject = (await mailOf(id))!.subject;
    const caught = (await caughtMails(interviewer.email)).find((mail) => mail.subject === subject);
    expect(caught).toBeDefined();
    const source = await (await fetch(`${mailCatcherUrl()}/email/${caught!.id}/source`)).text();
    expect(source).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(source).toContain(`interview-${interviewId}.ics`);
  });

  it('refuses to reschedule without the flag, into the past, or with an outsider', async () => {
    const input = { interviewId, ...details({ startsAt: inDays(12) }) };
    expect(await reasonOf(CALLABLES.rescheduleInterview, input, null)).toBe('not-signed-in');
    expect(await reasonOf(CALLABLES.rescheduleInterview, input, interviewer)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.rescheduleInterview, input, outsider)).toBe('forbidden');
    expect(
      await reasonOf(CALLABLES.rescheduleInterview, { ...input, startsAt: inDays(-2) }, scheduler),
    ).toBe('interview-in-past');
    expect(
      await reasonOf(
        CALLABLES.rescheduleInterview,
        { ...input, interviewerUids: [outsider.uid] },
        scheduler,
      ),
    ).toBe('interviewer-not-on-team');
    expect((await interviewOf(interviewId))?.sequence).toBe(0);
  });

  it('reschedules: SEQUENCE 1, the notice follows, everyone gets the update', async () => {
    const later = inDays(12);
    const answer = await call<{ sequence: number }>(
      CALLABLES.rescheduleInterview,
      {
        interviewId,
        ...details({
          startsAt: later,
          durationMinutes: 60,
          kind: 'onSite',
          location: 'Hauptstraße 1, Berlin',
          interviewerUids: [interviewer.uid],
        }),
      },
      scheduler,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.result?.sequence).toBe(1);
    const interview = await interviewOf(interviewId);
    expect(interview).toMatchObject({
      sequence: 1,
      status: 'scheduled',
      durationMinutes: 60,
      kind: 'onSite',
      interviewerUids: [interviewer.uid],
    });
    expect(interview?.startsAt.toMillis()).toBe(Date.parse(later));
    const notice = (await h.db.doc(`interviewNotices/${interviewId}`).get()).data();
    expect(notice).toMatchObject({ durationMinutes: 60, kind: 'onSite', status: 'scheduled' });
    expect((notice?.startsAt as Timestamp).toMillis()).toBe(Date.parse(later));

    const update = await mailOf(`interview_${interviewId}_1_candidate`);
    expect(update).toMatchObject({ template: 'interviewUpdated', locale: 'fr' });
    expect(update?.params.location).toBe('Hauptstraße 1, Berlin');
    expect(update?.icalEvent?.method).toBe('REQUEST');
    const ics = update!.icalEvent!.content;
    expect(icsProp(ics, 'UID')).toEqual([`UID:${interviewId}@jobs-platform`]);
    expect(icsProp(ics, 'SEQUENCE')).toEqual(['SEQUENCE:1']);
    expect(icsProp(ics, 'DTSTART')).toEqual([dtstartOf(later)]);
    expect(icsProp(ics, 'LOCATION')).toEqual(['LOCATION:Hauptstraße 1\\, Berlin']);
    expect((await mailOf(`interview_${interviewId}_1_${interviewer.uid}`))?.template).toBe(
      'interviewUpdated',
    );
    // the owner, taken off the interview, gets its cancellation
    const removed = await mailOf(`interview_${interviewId}_1_${owner.uid}`);
    expect(removed?.template).toBe('interviewCancelled');
    expect(removed?.icalEvent?.method).toBe('CANCEL');
  });

  it('cancels: the event is cancelled (METHOD:CANCEL, SEQUENCE 2) for everyone', async () => {
    expect(await reasonOf(CALLABLES.cancelInterview, { interviewId }, screener)).toBe('forbidden');
    const answer = await call<{ sequence: number }>(
      CALLABLES.cancelInterview,
      { interviewId },
      scheduler,
    );
    expect(answer.error).toBeUndefined();
    expect(await interviewOf(interviewId)).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect((await h.db.doc(`interviewNotices/${interviewId}`).get()).get('status')).toBe(
      'cancelled',
    );
    for (const key of ['candidate', interviewer.uid]) {
      const mail = await mailOf(`interview_${interviewId}_2_${key}`);
      expect(mail?.template, key).toBe('interviewCancelled');
      expect(mail?.icalEvent?.method).toBe('CANCEL');
      const ics = mail!.icalEvent!.content;
      expect(icsProp(ics, 'METHOD')).toEqual(['METHOD:CANCEL']);
      expect(icsProp(ics, 'STATUS')).toEqual(['STATUS:CANCELLED']);
      expect(icsProp(ics, 'SEQUENCE')).toEqual(['SEQUENCE:2']);
      expect(icsProp(ics, 'UID')).toEqual([`UID:${interviewId}@jobs-platform`]);
    }
  });

  it('refuses to reschedule or cancel a cancelled interview', async () => {
    expect(
      await reasonOf(
        CALLABLES.rescheduleInterview,
        { interviewId, ...details({ startsAt: inDays(14) }) },
        scheduler,
      ),
    ).toBe('interview-cancelled');
    expect(await reasonOf(CALLABLES.cancelInterview, { interviewId }, scheduler)).toBe(
      'interview-cancelled',
    );
    expect(
      await reasonOf(CALLABLES.cancelInterview, { interviewId: h.unique('none') }, scheduler),
    ).toBe('not-found');
    expect((await interviewOf(interviewId))?.sequence).toBe(2);
  });
});

describe('scheduling for other candidates', () => {
  it('leaves a candidate past the interview stage where they are', async () => {
    const applicationId = await application({ stage: 'offer' });
    await schedule(applicationId);
    expect((await h.db.doc(`applications/${applicationId}`).get()).get('stage')).toBe('offer');
    expect((await h.db.collection(`applications/${applicationId}/stageEvents`).get()).size).toBe(0);
  });

  it('writes no notice for a talent-pool candidate and mails them nothing (the team typed their address), but moves them', async () => {
    const applicationId = await application({ pool: true, locale: 'es' });
    const interviewId = await schedule(applicationId);
    expect((await h.db.doc(`interviewNotices/${interviewId}`).get()).exists).toBe(false);
    expect(await interviewOf(interviewId)).toMatchObject({
      applicantUid: null,
      candidateName: 'Pia Pool',
    });
    expect((await h.db.doc(`applications/${applicationId}`).get()).get('stage')).toBe('interview');
    // an address no server record vouches for: the platform would mail whoever the team typed
    expect(await mailOf(`interview_${interviewId}_0_candidate`)).toBeUndefined();
    const team = await mailOf(`interview_${interviewId}_0_${interviewer.uid}`);
    expect(team).toMatchObject({ template: 'interviewInvitation' });
  });
});

describe('the calendar feed', () => {
  const feed = (token: string) =>
    fetch(`${hostingUrl}${CALENDAR_FEED_PATH}?token=${encodeURIComponent(token)}`);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

  async function create(caller: Account): Promise<string> {
    const answer = await call<{ url: string }>(CALLABLES.createCalendarFeed, {}, caller);
    expect(answer.error).toBeUndefined();
    const url = new URL(answer.result!.url);
    expect(url.pathname).toBe(CALENDAR_FEED_PATH);
    return tokenOf(url.href);
  }

  it('refuses a caller who is not signed in or neither conducts nor schedules interviews', async () => {
    expect(await reasonOf(CALLABLES.createCalendarFeed, {}, null)).toBe('not-signed-in');
    expect(await reasonOf(CALLABLES.createCalendarFeed, {}, screener)).toBe('forbidden');
    const seekerAnswer = await reasonOf(CALLABLES.createCalendarFeed, {}, seeker);
    expect(seekerAnswer).toBe('forbidden');
  });

  it('lists the member’s scheduled interviews for a valid token, stored only as its hash', async () => {
    const applicationId = await application();
    const startsAt = inDays(3);
    const interviewId = await schedule(applicationId, { startsAt });
    const cancelledId = await schedule(await application(), { startsAt: inDays(4) });
    await call(CALLABLES.cancelInterview, { interviewId: cancelledId }, scheduler);
    // someone else's interview
    const othersId = await schedule(await application(), { interviewerUids: [owner.uid] });

    const token = await create(interviewer);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await h.db.doc(`calendarFeeds/${interviewer.uid}`).get()).data();
    expect(stored).toMatchObject({ uid: interviewer.uid, companyId, tokenHash: sha256(token) });
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = await feed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await response.text();
    expect(icsProp(ics, 'METHOD')).toEqual(['METHOD:PUBLISH']);
    const uids = icsProp(ics, 'UID');
    expect(uids).toContain(`UID:${interviewId}@jobs-platform`);
    expect(uids).not.toContain(`UID:${cancelledId}@jobs-platform`);
    expect(uids).not.toContain(`UID:${othersId}@jobs-platform`);
    expect(icsProp(ics, 'DTSTART')).toContain(dtstartOf(startsAt));
    // in the member's language
    expect(icsProp(ics, 'SUMMARY')).toContain(
      'SUMMARY:Vorstellungsgespräch: Lena Roth — Backend Engineer',
    );
  });

  it('answers 404 for an unknown token, a replaced one and a revoked one', async () => {
    const unknown = await feed('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'There is no such calendar feed' });
    expect((await feed('')).status).toBe(404);

    const first = await create(scheduler);
    expect((await feed(first)).status).toBe(200);
    const second = await create(scheduler);
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);

    const answer = await call(CALLABLES.revokeCalendarFeed, {}, scheduler);
    expect(answer.error).toBeUndefined();
    expect((await h.db.doc(`calendarFeeds/${scheduler.uid}`).get()).exists).toBe(false);
    expect((await feed(second)).status).toBe(404);
  });

  it('an administrator ends anyone’s feed, audited; nobody else ends another’s', async () => {
    const admin = await h.account('feed-revoking-admin', { role: 'admin' });
    const token = await create(scheduler);
    expect((await feed(token)).status).toBe(200);
    // the owner of the company is no administrator: the member's feed is theirs to end
    expect(await reasonOf(CALLABLES.revokeCalendarFeed, { uid: scheduler.uid }, owner)).toBe(
      'forbidden',
    );
    expect((await feed(token)).status).toBe(200);

    const ended = await call<{ revoked: boolean }>(
      CALLABLES.revokeCalendarFeed,
      { uid: scheduler.uid },
      admin,
    );
    expect(ended.result).toEqual({ ok: true, revoked: true });
    expect((await feed(token)).status).toBe(404);
    const audits = await h.db
      .collection('auditLogs')
      .where('targetResourceId', '==', scheduler.uid)
      .where('action', '==', 'ADMIN_OVERRIDE')
      .get();
    expect(audits.docs.map((entry) => entry.get('metadata') as unknown)).toEqual([
      { action: 'REVOKE_CALENDAR_FEED' },
    ]);
    // nothing left to end: answered, not audited again
    const again = await call(CALLABLES.revokeCalendarFeed, { uid: scheduler.uid }, admin);
    expect(again.result).toEqual({ ok: true, revoked: false });
  });

  it('answers nothing once the member has left the company', async () => {
    const leaver = await h.account('leaver', { role: 'employer' });
    await addMember(h, companyId, leaver, only('canConductInterviews'), owner.uid);
    const token = await create(leaver);
    expect((await feed(token)).status).toBe(200);
    await h.db.doc(`companies/${companyId}/members/${leaver.uid}`).delete();
    const response = await feed(token);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers nothing once the member is disabled: the feed ends for good', async () => {
    const disabled = await h.account('disabled-interviewer', { role: 'employer' });
    await addMember(h, companyId, disabled, only('canConductInterviews'), owner.uid);
    const token = await create(disabled);
    expect((await feed(token)).status).toBe(200);
    // marked disabled on the profile alone, the feed answers nothing at once
    await h.db.doc(`users/${disabled.uid}`).update({ disabled: true });
    expect((await feed(token)).status).toBe(404);
    await h.db.doc(`users/${disabled.uid}`).update({ disabled: false });
    expect((await feed(token)).status).toBe(200);
    // disabled by an administrator, the feed is gone, and stays gone once enabled again
    const admin = await h.account('feed-admin', { role: 'admin' });
    expect(
      await reasonOf(CALLABLES.setUserDisabled, { uid: disabled.uid, disabled: true }, admin),
    ).toBe('ok');
    expect((await h.db.doc(`calendarFeeds/${disabled.uid}`).get()).exists).toBe(false);
    expect(
      await reasonOf(CALLABLES.setUserDisabled, { uid: disabled.uid, disabled: false }, admin),
    ).toBe('ok');
    expect((await feed(token)).status).toBe(404);
  });

  it('ends the feed of a member the owner removes', async () => {
    const removed = await h.account('removed-interviewer', { role: 'employer' });
    await addMember(h, companyId, removed, only('canConductInterviews'), owner.uid);
    const token = await create(removed);
    expect((await feed(token)).status).toBe(200);
    expect(await reasonOf(CALLABLES.removeMember, { companyId, uid: removed.uid }, owner)).toBe(
      'ok',
    );
    expect((await h.db.doc(`calendarFeeds/${removed.uid}`).get()).exists).toBe(false);
    expect((await feed(token)).status).toBe(404);
  });
});
