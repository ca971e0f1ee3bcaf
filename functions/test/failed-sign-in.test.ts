// POST /api/auth/failed-sign-in through the Hosting rewrite: the server tries the reported attempt
// against the Auth emulator and records only what Auth refuses; a SECURITY_ALERT at the fifth
// failure for one email within ten minutes. Also the API's guards: other sites' requests, form
// posts, body caps, bad JSON, and rate limits that callers cannot dodge.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, hostingUrl, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import {
  FAILED_SIGN_IN_THRESHOLD,
  FAILED_SIGN_IN_WINDOW_MS,
  recordRefusedAttempt,
  REPORTS_PER_CLIENT_PER_MINUTE,
  securityAlertId,
} from '../src/auth/failed-sign-in.ts';
import {
  FAILED_SIGN_IN_BODY,
  FAILED_SIGN_IN_REPORTS_PER_EMAIL_PER_MINUTE,
} from '../src/contracts.ts';
import { TEST_CLIENT_HEADER, TEST_NOW_HEADER } from '../src/lib/rate-limit.ts';

let app: App;
const run = Date.now();
const RIGHT = 'right-password-1';
const WRONG = 'wrong-password-1';

beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
  app = initializeApp({ projectId: PROJECT_ID }, `failed-sign-in-${run}`);
});
afterAll(async () => {
  await deleteApp(app);
});

/** An account of the Auth emulator with the password RIGHT. */
async function account(name: string): Promise<string> {
  const email = `${name}-${run}@jobs.test`;
  await getAuth(app).createUser({ email, password: RIGHT });
  return email;
}

let clients = 0;
/**
 * Each test speaks from its own client address. Firebase Hosting appends the address it received
 * a request from to X-Forwarded-For; the Hosting emulator appends nothing, and there (only there)
 * TEST_CLIENT_HEADER plays that hop (functions/src/lib/rate-limit.ts).
 */
const newClient = () => `client-${run}-${(clients += 1)}`;

function post(body: string, headers: Record<string, string>) {
  return fetch(`${hostingUrl}/api/auth/failed-sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      [TEST_CLIENT_HEADER]: newClient(),
      ...headers,
    },
    body,
  });
}
const report = (attempt: unknown, headers: Record<string, string> = {}) =>
  post(typeof attempt === 'string' ? attempt : JSON.stringify(attempt), headers);

async function entriesFor(email: string) {
  const snapshot = await getFirestore(app)
    .collection('auditLogs')
    .where('userEmail', '==', email)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('failed sign-in reports', () => {
  it('records a failed LOGIN only when Auth refuses the attempt; no address, no password', async () => {
    const email = await account('wrong');
    const response = await report({ email: email.toUpperCase(), password: WRONG });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    const entries = await entriesFor(email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'LOGIN',
      success: false,
      userId: '',
      userEmail: email,
      metadata: { source: 'server', verifiedBy: 'auth' },
    });
    expect(JSON.stringify(entries[0])).not.toContain(WRONG);
    expect(entries[0]?.expireAt).toBeDefined();
  });

  it('records an attempt on an email without an account too (Auth refuses it)', async () => {
    const email = `nobody-${run}@jobs.test`;
    expect(await (await report({ email, password: WRONG })).json()).toEqual({ received: true });
    expect(await entriesFor(email)).toHaveLength(1);
  });

  it('cannot be faked: reports of the right password record nothing and raise no alert', async () => {
    const email = await account('faked');
    for (let i = 0; i < FAILED_SIGN_IN_THRESHOLD + 1; i += 1) {
      const response = await report({ email, password: RIGHT });
      // the same answer as for a wrong password: the endpoint tells nothing about the password
      expect(await response.json()).toEqual({ received: true });
    }
    expect(await entriesFor(email)).toEqual([]);
  });

  it(`raises one SECURITY_ALERT at the ${FAILED_SIGN_IN_THRESHOLD}th refused attempt within ten minutes`, async () => {
    expect(FAILED_SIGN_IN_THRESHOLD).toBe(5);
    const email = await account('attacked');
    const alertCount = async () =>
      (await entriesFor(email)).filter((entry) => entry.action === 'SECURITY_ALERT').length;
    for (let i = 1; i <= FAILED_SIGN_IN_THRESHOLD + 2; i += 1) {
      const response = await report({ email, password: `${WRONG}-${i}` });
      expect(await response.json()).toEqual({ received: true });
      expect(await alertCount(), `after report ${i}`).toBe(i >= FAILED_SIGN_IN_THRESHOLD ? 1 : 0);
    }
    const entries = await entriesFor(email);
    expect(entries.filter((entry) => entry.action === 'LOGIN')).toHaveLength(7);
    const alerts = entries.filter((entry) => entry.action === 'SECURITY_ALERT');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.metadata).toMatchObject({ reason: 'repeated_failed_sign_in', failures: 5 });
  });

  it('raises exactly one alert when the refused attempts arrive all at once', async () => {
    const email = await account('burst');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => report({ email, password: WRONG })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(202));
    const entries = await entriesFor(email);
    expect(entries.filter((entry) => entry.action === 'LOGIN')).toHaveLength(8);
    expect(entries.filter((entry) => entry.action === 'SECURITY_ALERT')).toHaveLength(1);
    const alertIds = (
      await getFirestore(app).collection('auditLogs').where('userEmail', '==', email).get()
    ).docs
      .filter((doc) => doc.get('action') === 'SECURITY_ALERT')
      .map((doc) => doc.id);
    expect(alertIds[0]).toMatch(/^security-alert-[0-9a-f]{24}-\d+$/);
    expect(alertIds[0]).toBe(
      securityAlertId(email, Number(alertIds[0]!.split('-').at(-1)) * 600_000),
    );
  }, 60_000);

  describe('on either side of the ten-minute mark that names the alert', () => {
    // a mark 10 to 20 minutes ago: every entry written here lies in the past, before the others'
    const mark =
      Math.floor(Date.now() / FAILED_SIGN_IN_WINDOW_MS) * FAILED_SIGN_IN_WINDOW_MS -
      FAILED_SIGN_IN_WINDOW_MS;
    const alertsOf = async (email: string) =>
      (await entriesFor(email)).filter((entry) => entry.action === 'SECURITY_ALERT');

    it('raises one alert, then none until the window has passed, then the next', async () => {
      const email = `straddle-${run}@jobs.test`;
      const outcomes: string[] = [];
      for (const at of [-4_000, -3_000, -2_000, -1_000, -500, 500, 1_000]) {
        outcomes.push(await recordRefusedAttempt(getFirestore(app), email, mark + at));
      }
      expect(outcomes).toEqual([
        'recorded',
        'recorded',
        'recorded',
        'recorded',
        'alerted',
        'recorded',
        'recorded',
      ]);
      expect(await alertsOf(email)).toHaveLength(1);
      // the alert was at mark - 500: up to ten minutes after it, with five failures and more in
      // the window, none; a millisecond later, the next
      const alertAt = mark - 500;
      for (const at of [-2, -1, 0, 1]) {
        outcomes.push(
          await recordRefusedAttempt(
            getFirestore(app),
            email,
            alertAt + FAILED_SIGN_IN_WINDOW_MS + at,
          ),
        );
      }
      expect(outcomes.slice(7)).toEqual(['recorded', 'recorded', 'recorded', 'alerted']);
      const alerts = await alertsOf(email);
      expect(alerts).toHaveLength(2);
      expect(alerts.map((alert) => alert.metadata as unknown)).toEqual([
        expect.objectContaining({ failures: 5 }),
        expect.objectContaining({ failures: 6 }),
      ]);
    });

    it('raises exactly one when the fifth and later failures arrive together across it', async () => {
      const email = `straddle-burst-${run}@jobs.test`;
      for (const at of [-4_000, -3_000, -2_000, -1_000]) {
        await recordRefusedAttempt(getFirestore(app), email, mark + at);
      }
      const outcomes = await Promise.all(
        [-2, -1, 1, 2, -2, -1, 1, 2].map((at) =>
          recordRefusedAttempt(getFirestore(app), email, mark + at),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'alerted')).toHaveLength(1);
      expect(await alertsOf(email)).toHaveLength(1);
    });
  });

  it.each([
    [{ password: WRONG }, 'email: a valid email address is required'],
    [{ email: 'not-an-email', password: WRONG }, 'email: a valid email address is required'],
    [{ email: 42, password: WRONG }, 'email: a valid email address is required'],
    [[], 'email: a valid email address is required'],
    [{ email: `x-${run}@jobs.test` }, 'password: the password tried is required'],
    [{ email: `x-${run}@jobs.test`, password: '' }, 'password: the password tried is required'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const response = await report(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });
});

describe('the API refuses what a browser should never send it', () => {
  const attempt = () => JSON.stringify({ email: `csrf-${run}@jobs.test`, password: WRONG });

  it.each([
    ['application/x-www-form-urlencoded', `email=csrf-${run}%40jobs.test&password=x`],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--',
    ],
  ])('refuses a form post (%s) with a JSON 415', async (type, body) => {
    const response = await post(body, { 'content-type': type });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: 'body: must be sent as text/plain or application/json',
    });
  });

  it('refuses another site’s request (Sec-Fetch-Site, or Origin without it) with a JSON 403', async () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    // a text/plain form posted from another site carries these: refused before its body is read
    for (const headers of crossSite) {
      const response = await post(attempt(), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: 'Requests from other sites are refused' });
    }
    const own = await post(attempt(), {
      'sec-fetch-site': 'same-origin',
      origin: new URL(hostingUrl).origin,
    });
    expect(own.status).toBe(202);
  });

  it(`caps the body at ${FAILED_SIGN_IN_BODY.maxBytes} bytes with a JSON 413`, async () => {
    const padding = 'x'.repeat(FAILED_SIGN_IN_BODY.maxBytes);
    const response = await report({ email: `big-${run}@jobs.test`, password: WRONG, padding });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: `body: must be at most ${FAILED_SIGN_IN_BODY.maxBytes} bytes`,
    });
  });

  it('answers malformed JSON with a JSON 400 on every POST endpoint', async () => {
    for (const [path, type] of [
      ['/api/auth/failed-sign-in', 'text/plain;charset=UTF-8'],
      ['/api/analytics/events', 'text/plain;charset=UTF-8'],
    ] as const) {
      const response = await fetch(`${hostingUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"email": ',
      });
      expect(response.status, `${path} ${type}`).toBe(400);
      expect(response.headers.get('content-type'), `${path} ${type}`).toContain('application/json');
      expect(await response.json()).toEqual({ error: 'body: must be valid JSON' });
    }
  });
});

describe('rate limits a caller cannot dodge', () => {
  /**
   * The limiter's clock, fixed for a test (TEST_NOW_HEADER): each test's requests count in one
   * window however slowly a busy machine answers them.
   */
  const at = () => ({ [TEST_NOW_HEADER]: String(Date.now()) });

  it(`counts by the address the proxy saw, whatever X-Forwarded-For the caller writes (${REPORTS_PER_CLIENT_PER_MINUTE} a minute)`, async () => {
    const clock = at();
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_CLIENT_PER_MINUTE + 2; i += 1) {
      const response = await report(
        { email: `spoof-${run}-${i}@jobs.test`, password: WRONG },
        { 'x-forwarded-for': `203.0.113.${i}`, [TEST_CLIENT_HEADER]: `spoof-${run}`, ...clock },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, REPORTS_PER_CLIENT_PER_MINUTE).every((status) => status === 202)).toBe(
      true,
    );
    expect(statuses.slice(REPORTS_PER_CLIENT_PER_MINUTE)).toEqual([429, 429]);
  }, 60_000);

  it('holds when the last requests of a window arrive all at once: never one too many', async () => {
    const client = { [TEST_CLIENT_HEADER]: `concurrent-${run}`, ...at() };
    const left = 4;
    const burst = 8;
    // the window fills up to `left` requests before its end, one by one
    for (let i = 0; i < REPORTS_PER_CLIENT_PER_MINUTE - left; i += 1) {
      const response = await report(
        { email: `before-${run}-${i}@jobs.test`, password: WRONG },
        client,
      );
      expect(response.status).toBe(202);
    }
    // then `burst` at once: each is counted in a transaction, so exactly `left` go through
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        report({ email: `concurrent-${run}-${i}@jobs.test`, password: WRONG }, client),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(left).fill(202),
      ...Array<number>(burst - left).fill(429),
    ]);
  }, 90_000);

  it(`limits the reports about one email (${FAILED_SIGN_IN_REPORTS_PER_EMAIL_PER_MINUTE} a minute) from any number of addresses`, async () => {
    const email = `many-addresses-${run}@jobs.test`;
    const clock = at();
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_SIGN_IN_REPORTS_PER_EMAIL_PER_MINUTE + 1; i += 1) {
      statuses.push((await report({ email, password: `${WRONG}-${i}` }, clock)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
  }, 60_000);
});
