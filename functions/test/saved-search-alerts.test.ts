// Saved searches and their alerts (functions/src/alerts): the createSavedSearch callable over HTTP
// (the id and the count are the server's), the alert run called with a `now` of the test's choosing
// and a fake engine on a project of its own (no trigger runs there): one digest per person, only
// what is new, never a job twice, nothing when nothing is new, nothing more when run again; the
// one-click unsubscription through the Hosting rewrite (a forged token changes nothing); and the
// digest's List-Unsubscribe headers as the mail catcher receives them.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import type { Request, Response } from 'express';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { emulators, hostingUrl } from '../../scripts/lib/emulator-config.ts';
import { waitForMails } from '../../tests/e2e/mail.ts';
import {
  ALERT_OVERLAP_MS,
  ALERT_RUN_PATH,
  ALERT_UNSUBSCRIBE_PATH,
  SAVED_SEARCH_LIMITS,
  type JobSearchHit,
  type JobSearchRequestInput,
  type JobSearchResponse,
  type MailDocument,
} from '../src/contracts.ts';
import { runSavedSearchAlerts, type SearchJobs } from '../src/alerts/alert-run.ts';
import {
  alertsTokenSecret,
  EMULATOR_TOKEN_SECRET,
  readUnsubscribeToken,
  unsubscribeToken,
} from '../src/alerts/unsubscribe-token.ts';
import { EMULATOR_ENV } from '../src/lib/mail/config.ts';
import { runAlertsNow } from '../src/alerts/run-now.ts';
import { sendQueuedMail } from '../src/mail/send-mail.ts';
import { call, reasonOf, useHarness } from './lib/callable-harness.ts';

const h = useHarness('alerts');
const APP = 'https://jobs.example.test';
const options = (search: SearchJobs) => ({ search, appUrl: APP, secret: EMULATOR_TOKEN_SECRET });

const RUN = Date.now();
const apps: App[] = [];
afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));
/** A project of its own on the Firestore emulator: no trigger runs, no one else's searches. */
function isolatedDb(name: string): Firestore {
  const projectId = `demo-alerts-${name}-${RUN}`;
  const app = initializeApp({ projectId }, projectId);
  apps.push(app);
  return getFirestore(app);
}

const hit = (id: string, extra: Partial<JobSearchHit> = {}): JobSearchHit => ({
  id,
  title: `Engineer ${id}`,
  company: 'Northwind',
  companyId: 'northwind',
  location: 'Berlin',
  remote: false,
  type: 'Full-time',
  experience: 'Mid level',
  salary: 90_000,
  skills: [],
  postedDate: '2026-01-05T09:00:00.000Z',
  applyUrl: '',
  titleHighlight: [],
  snippet: [],
  ...extra,
});

/** A fake engine: the hits of each query's `q`, and every request it was asked. */
function fakeEngine(hitsByQuery: Record<string, JobSearchHit[]>) {
  const requests: JobSearchRequestInput[] = [];
  const search: SearchJobs = (request) => {
    requests.push(request);
    const answer: JobSearchResponse = {
      hits: hitsByQuery[request.q ?? ''] ?? [],
      total: 0,
      facets: { type: [], experience: [], remote: [], city: [], salaryBand: [], skill: [] },
      nextCursor: null,
      didYouMean: null,
    };
    return Promise.resolve(answer);
  };
  return { search, requests };
}

const at = (iso: string) => new Date(iso);
/** Monday 5 January 2026, 12:00 UTC: every search below is made then. */
const MADE = at('2026-01-05T12:00:00Z');

async function person(db: Firestore, uid: string, profile: Record<string, unknown> = {}) {
  await db.doc(`users/${uid}`).set({
    uid,
    role: 'jobSeeker',
    email: `${uid}@alerts.test`,
    displayName: 'Sam',
    locale: 'en',
    timeZone: 'UTC',
    ...profile,
  });
}

async function savedSearch(
  db: Firestore,
  uid: string,
  id: string,
  fields: Record<string, unknown> = {},
) {
  await db.doc(`users/${uid}/savedSearches/${id}`).set({
    uid,
    name: `Search ${id}`,
    query: `q=${id}`,
    frequency: 'daily',
    paused: false,
    createdAt: Timestamp.fromDate(MADE),
    updatedAt: Timestamp.fromDate(MADE),
    lastAlertAt: null,
    mailedJobIds: [],
    ...fields,
  });
}

const mailsOf = async (db: Firestore, to: string) =>
  (await db.collection('mail').where('to', '==', to).get()).docs.map(
    (doc) => doc.data() as MailDocument,
  );

describe('createSavedSearch', () => {
  it('saves a search under an id it makes, its query as the screen writes it', async () => {
    const seeker = await h.account('saver');
    const answer = await call<{ savedSearchId: string }>(
      'createSavedSearch',
      {
        name: '  React in Berlin ',
        query: 'q=react&location=Berlin&unknown=1&sort=newest&cursor=abc',
        frequency: 'instant',
        timeZone: 'Europe/Berlin',
      },
      seeker,
    );
    const id = answer.result!.savedSearchId;
    const stored = await h.db.doc(`users/${seeker.uid}/savedSearches/${id}`).get();
    expect(stored.data()).toMatchObject({
      uid: seeker.uid,
      name: 'React in Berlin',
      // newest first is a chosen order (best match is the default): it stays
      query: 'q=react&location=Berlin&sort=newest',
      frequency: 'instant',
      paused: false,
      lastAlertAt: null,
      mailedJobIds: [],
    });
    // the detected zone becomes the profile's, as it had none; a later one does not replace it
    expect((await h.db.doc(`users/${seeker.uid}`).get()).get('timeZone')).toBe('Europe/Berlin');
    await call(
      'createSavedSearch',
      { name: 'b', query: '', frequency: 'daily', timeZone: 'Asia/Tokyo' },
      seeker,
    );
    expect((await h.db.doc(`users/${seeker.uid}`).get()).get('timeZone')).toBe('Europe/Berlin');
  });

  it('refuses the signed out, an employer, a bad zone, bad input and one too many', async () => {
    const input = { name: 'Mine', query: 'q=go', frequency: 'daily' };
    expect(await reasonOf('createSavedSearch', input, null)).toBe('not-signed-in');
    const employer = await h.account('employer', { role: 'employer' });
    expect(await reasonOf('createSavedSearch', input, employer)).toBe('forbidden');
    const seeker = await h.account('full');
    expect(await reasonOf('createSavedSearch', { ...input, timeZone: 'Mars/Base' }, seeker)).toBe(
      'invalid-time-zone',
    );
    const tooLong = 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1);
    expect(await reasonOf('createSavedSearch', { ...input, name: tooLong }, seeker)).toBe(
      'invalid-input',
    );
    expect(await reasonOf('createSavedSearch', { ...input, frequency: 'hourly' }, seeker)).toBe(
      'invalid-input',
    );
    const query = 'q='.padEnd(SAVED_SEARCH_LIMITS.queryMax + 1, 'a');
    expect(await reasonOf('createSavedSearch', { ...input, query }, seeker)).toBe('invalid-input');
    const batch = h.db.batch();
    for (let index = 0; index < SAVED_SEARCH_LIMITS.perPerson - 1; index += 1) {
      batch.set(h.db.doc(`users/${seeker.uid}/savedSearches/s${index}`), { uid: seeker.uid });
    }
    await batch.commit();
    expect(await reasonOf('createSavedSearch', input, seeker)).toBe('ok');
    expect(await reasonOf('createSavedSearch', input, seeker)).toBe('saved-search-limit-reached');
    const kept = await h.db.collection(`users/${seeker.uid}/savedSearches`).get();
    expect(kept.size).toBe(SAVED_SEARCH_LIMITS.perPerson);
  });
});

describe('runSavedSearchAlerts', () => {
  it('mails one digest per person with only what is new, once, and never a job twice', async () => {
    const db = isolatedDb('digest');
    await person(db, 'ana');
    await savedSearch(db, 'ana', 'react');
    await savedSearch(db, 'ana', 'rust', { frequency: 'instant' });
    await savedSearch(db, 'ana', 'paused', { paused: true });
    const engine = fakeEngine({
      react: [hit('a', { title: 'React <Lead>', remote: true }), hit('b', { salary: 0 })],
      rust: [hit('c')],
      paused: [hit('z')],
    });

    // Tuesday 08:05 UTC: the daily search and the instant one are due
    const first = at('2026-01-06T08:05:00Z');
    expect(await runSavedSearchAlerts(db, first, options(engine.search))).toEqual({
      ana: 'mailed',
    });
    expect(engine.requests.map((request) => request.q).sort()).toEqual(['react', 'rust']);
    expect(engine.requests[0]).toMatchObject({
      sort: 'newest',
      postedAfter: new Date(MADE.getTime() - ALERT_OVERLAP_MS).toISOString(),
    });
    const [digest, ...others] = await mailsOf(db, 'ana@alerts.test');
    expect(others).toHaveLength(0);
    expect(digest).toMatchObject({ template: 'savedSearchAlert', status: 'pending' });
    expect(digest!.text).toContain('Search react');
    expect(digest!.text).toContain('React <Lead>');
    expect(digest!.text).toContain('Northwind · Berlin, Remote · $90,000 a year');
    expect(digest!.text).toContain(`${APP}/dashboard/job-seeker/jobs/a`);
    expect(digest!.text).toContain('Engineer c');
    expect(digest!.html).toContain('React &lt;Lead&gt;');
    expect(digest!.html).not.toContain('React <Lead>');
    const token = new URL(digest!.unsubscribeUrl!).searchParams.get('token');
    expect(new URL(digest!.unsubscribeUrl!).pathname).toBe(ALERT_UNSUBSCRIBE_PATH);
    expect(readUnsubscribeToken(token, EMULATOR_TOKEN_SECRET)).toEqual({
      uid: 'ana',
      savedSearchIds: ['react', 'rust'],
    });

    // the same run again: nothing is due, nothing is searched or mailed
    engine.requests.length = 0;
    expect(await runSavedSearchAlerts(db, first, options(engine.search))).toEqual({});
    expect(engine.requests).toHaveLength(0);
    expect(await mailsOf(db, 'ana@alerts.test')).toHaveLength(1);

    // the next quarter hour: the instant search finds c again and d; only d is new
    engine.requests.length = 0;
    const rust = fakeEngine({ rust: [hit('c'), hit('d')] });
    const next = at('2026-01-06T08:15:00Z');
    expect(await runSavedSearchAlerts(db, next, options(rust.search))).toEqual({ ana: 'mailed' });
    const mails = await mailsOf(db, 'ana@alerts.test');
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.text.includes('Engineer d'))!;
    expect(second.text).not.toContain('Engineer c');
    expect(rust.requests[0]!.postedAfter).toBe(
      new Date(first.getTime() - ALERT_OVERLAP_MS).toISOString(),
    );
    const stored = await db.doc('users/ana/savedSearches/rust').get();
    expect(stored.get('mailedJobIds')).toEqual(['c', 'd']);
    expect((stored.get('lastAlertAt') as Timestamp).toDate()).toEqual(next);

    // nothing new at the next run: claimed, no mail
    expect(
      await runSavedSearchAlerts(db, at('2026-01-06T08:30:00Z'), options(rust.search)),
    ).toEqual({ ana: 'nothing-new' });
    expect(await mailsOf(db, 'ana@alerts.test')).toHaveLength(2);
  });

  it("sends daily alerts in the person's morning and weekly ones on Monday's", async () => {
    const db = isolatedDb('clock');
    await person(db, 'kenji', { timeZone: 'Asia/Tokyo', locale: 'ar' });
    await savedSearch(db, 'kenji', 'daily');
    await savedSearch(db, 'kenji', 'weekly', { frequency: 'weekly' });
    const engine = fakeEngine({ daily: [hit('d1')], weekly: [hit('w1')] });
    // made at 21:00 on Monday the 5th in Tokyo; 22:30 UTC that day is 07:30 on Tuesday there
    expect(
      await runSavedSearchAlerts(db, at('2026-01-05T22:30:00Z'), options(engine.search)),
    ).toEqual({});
    // 23:00 UTC is 08:00 in Tokyo: the daily one; the weekly one waits for Monday
    expect(
      await runSavedSearchAlerts(db, at('2026-01-05T23:00:00Z'), options(engine.search)),
    ).toEqual({ kenji: 'mailed' });
    expect(engine.requests.map((request) => request.q)).toEqual(['daily']);
    const [mail] = await mailsOf(db, 'kenji@alerts.test');
    expect(mail!.locale).toBe('ar');
    expect(mail!.html).toContain('dir="rtl"');
    // Monday the 12th, 08:00 in Tokyo (23:00 UTC on Sunday the 11th): both
    engine.requests.length = 0;
    expect(
      await runSavedSearchAlerts(db, at('2026-01-11T23:00:00Z'), options(engine.search)),
    ).toEqual({ kenji: 'mailed' });
    expect(engine.requests.map((request) => request.q).sort()).toEqual(['daily', 'weekly']);
  });

  it('keeps a search due when the engine fails, and skips a person without an address', async () => {
    const db = isolatedDb('failures');
    await person(db, 'lea');
    await savedSearch(db, 'lea', 'go');
    await person(db, 'nomail', { email: '' });
    await savedSearch(db, 'nomail', 'go');
    const now = at('2026-01-06T09:00:00Z');
    const down: SearchJobs = () => Promise.reject(new Error('engine down'));
    expect(await runSavedSearchAlerts(db, now, options(down))).toEqual({
      lea: 'failed',
      nomail: 'skipped',
    });
    expect((await db.doc('users/lea/savedSearches/go').get()).get('lastAlertAt')).toBeNull();
    const engine = fakeEngine({ go: [hit('g')] });
    expect((await runSavedSearchAlerts(db, now, options(engine.search))).lea).toBe('mailed');
  });
});

describe('/api/alerts/unsubscribe', () => {
  const url = (token: string) =>
    `${hostingUrl}${ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
    fetch(url(token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  const pausedOf = async (uid: string, id: string) =>
    (await h.db.doc(`users/${uid}/savedSearches/${id}`).get()).get('paused') as boolean;

  it('asks to confirm on a GET, changing nothing, and pauses on the one-click POST', async () => {
    const seeker = await h.account('unsubscriber', { role: 'jobSeeker', locale: 'de' });
    await savedSearch(h.db, seeker.uid, 'one', { name: 'Rust <remote>' });
    await savedSearch(h.db, seeker.uid, 'two');
    const token = unsubscribeToken(
      { uid: seeker.uid, savedSearchIds: ['one'] },
      EMULATOR_TOKEN_SECRET,
    );

    const page = await fetch(url(token));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // Hosting's policy: another site learns the origin only, never the token in the address
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Rust &lt;remote&gt;');
    expect(html).toContain('<form method="post"');
    expect(await pausedOf(seeker.uid, 'one')).toBe(false);

    const done = await oneClick(token);
    expect(done.status).toBe(200);
    expect(await pausedOf(seeker.uid, 'one')).toBe(true);
    expect(await pausedOf(seeker.uid, 'two')).toBe(false);

    // multipart, as some mail clients send it
    const both = unsubscribeToken(
      { uid: seeker.uid, savedSearchIds: ['one', 'two'] },
      EMULATOR_TOKEN_SECRET,
    );
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(url(both), { method: 'POST', body: form })).status).toBe(200);
    expect(await pausedOf(seeker.uid, 'two')).toBe(true);
  });

  it('refuses a missing, forged or changed token, and a POST that is no one-click', async () => {
    const seeker = await h.account('forged');
    await savedSearch(h.db, seeker.uid, 'kept');
    const good = unsubscribeToken(
      { uid: seeker.uid, savedSearchIds: ['kept'] },
      EMULATOR_TOKEN_SECRET,
    );
    const forged = unsubscribeToken({ uid: seeker.uid, savedSearchIds: ['kept'] }, 'x'.repeat(40));
    const [, signature] = good.split('.');
    const otherPayload = Buffer.from(`${seeker.uid}\nkept,other`).toString('base64url');
    const changed = `${otherPayload}.${signature}`;

    const missing = await fetch(`${hostingUrl}${ALERT_UNSUBSCRIBE_PATH}`);
    expect(missing.status).toBe(400);
    for (const token of [forged, changed, `${good}x`, 'not-a-token']) {
      const page = await fetch(url(token));
      expect(page.status).toBe(403);
      expect(await page.text()).toContain('This link is not valid');
      expect((await oneClick(token)).status).toBe(403);
    }
    expect((await oneClick(good, 'List-Unsubscribe=Later')).status).toBe(400);
    expect(await pausedOf(seeker.uid, 'kept')).toBe(false);
  });

  it('says so when the alerts no longer exist', async () => {
    const token = unsubscribeToken(
      { uid: h.unique('gone'), savedSearchIds: ['none'] },
      EMULATOR_TOKEN_SECRET,
    );
    const page = await fetch(url(token));
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('no longer exist');
  });
});

describe("the digest's headers", () => {
  it('carry RFC 8058 List-Unsubscribe and List-Unsubscribe-Post to the mail catcher', async () => {
    const db = isolatedDb('headers');
    const to = `${h.unique('headers')}@alerts.test`;
    await person(db, 'hana', { email: to });
    await savedSearch(db, 'hana', 'vue');
    const engine = fakeEngine({ vue: [hit('v1')] });
    await runSavedSearchAlerts(db, at('2026-01-06T08:00:00Z'), options(engine.search));
    const queued = await db.collection('mail').where('to', '==', to).get();
    const transport = createTransport({
      host: emulators.mailSmtp.host,
      port: emulators.mailSmtp.port,
      secure: false,
    });
    expect(await sendQueuedMail(queued.docs[0]!.id, { firestore: db, transport })).toBe('sent');
    const [mail] = await waitForMails(to);
    const unsubscribeUrl = (queued.docs[0]!.data() as MailDocument).unsubscribeUrl!;
    expect(mail!.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain('Stop alerts for this search');
  });
});

describe('ALERTS_TOKEN_SECRET', () => {
  it('is required outside the emulator, long enough not to be guessed', () => {
    expect(() => alertsTokenSecret({})).toThrow(/ALERTS_TOKEN_SECRET must be set/);
    expect(() => alertsTokenSecret({ ALERTS_TOKEN_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => alertsTokenSecret({ ...EMULATOR_ENV, ALERTS_TOKEN_SECRET: 'short' })).toThrow();
    const secret = 's'.repeat(32);
    expect(alertsTokenSecret({ ALERTS_TOKEN_SECRET: secret })).toBe(secret);
    expect(alertsTokenSecret({ ...EMULATOR_ENV })).toBe(EMULATOR_TOKEN_SECRET);
  });

  it("signs so that another secret's token, or a changed one, is refused", () => {
    const target = { uid: 'u1', savedSearchIds: ['a', 'b'] };
    const token = unsubscribeToken(target, 'k'.repeat(32));
    expect(readUnsubscribeToken(token, 'k'.repeat(32))).toEqual(target);
    expect(readUnsubscribeToken(token, 'j'.repeat(32))).toBeNull();
    expect(readUnsubscribeToken(`${token.slice(0, -1)}A`, 'k'.repeat(32))).toBeNull();
    expect(readUnsubscribeToken('x'.repeat(5000), 'k'.repeat(32))).toBeNull();
    expect(readUnsubscribeToken(undefined, 'k'.repeat(32))).toBeNull();
  });
});

describe('POST /api/alerts/run', () => {
  it('exists in the emulator, where it checks the time it is given', async () => {
    const response = await fetch(`${hostingUrl}${ALERT_RUN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: 'yesterday' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'now: must be an ISO 8601 time' });
  });

  it('is an unknown path outside the emulator, and runs nothing', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    try {
      const answer = { status: 0, body: {} as unknown };
      const res = {
        status(code: number) {
          answer.status = code;
          return res;
        },
        set: () => res,
        json(body: unknown) {
          answer.body = body;
          return res;
        },
      };
      await runAlertsNow({} as Request, res as unknown as Response, {});
      expect(answer).toEqual({ status: 404, body: { error: `No endpoint at ${ALERT_RUN_PATH}` } });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
