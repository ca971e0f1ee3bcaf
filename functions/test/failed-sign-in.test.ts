// POST /api/auth/failed-sign-in through the Hosting rewrite: the server records failed sign-ins
// and raises a SECURITY_ALERT at the fifth failure for one email within ten minutes.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, hostingUrl, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import {
  FAILED_SIGN_IN_THRESHOLD,
  REPORTS_PER_CLIENT_PER_MINUTE,
} from '../src/auth/failed-sign-in.ts';

let app: App;
const run = Date.now();

beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
  app = initializeApp({ projectId: PROJECT_ID }, `failed-sign-in-${run}`);
});
afterAll(async () => {
  await deleteApp(app);
});

/** Each test speaks for its own client address, so that the rate limit of one does not leak. */
function report(body: unknown, client: string) {
  return fetch(`${hostingUrl}/api/auth/failed-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function entriesFor(email: string) {
  const snapshot = await getFirestore(app)
    .collection('auditLogs')
    .where('userEmail', '==', email)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('failed sign-in reports', () => {
  it('records a failed LOGIN for the email, with no signed-in user and no address stored', async () => {
    const email = `wrong-${run}@jobs.test`;
    const response = await report({ email: email.toUpperCase() }, `10.0.0.1-${run}`);
    expect(response.status).toBe(202);
    const entries = await entriesFor(email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'LOGIN',
      success: false,
      userId: '',
      userEmail: email,
    });
    expect(JSON.stringify(entries[0])).not.toContain('10.0.0.1');
    expect(entries[0]?.expireAt).toBeDefined();
  });

  it(`raises one SECURITY_ALERT at the ${FAILED_SIGN_IN_THRESHOLD}th failure within ten minutes`, async () => {
    expect(FAILED_SIGN_IN_THRESHOLD).toBe(5);
    const email = `attacked-${run}@jobs.test`;
    for (let i = 1; i <= FAILED_SIGN_IN_THRESHOLD + 2; i += 1) {
      const response = await report({ email }, `10.0.0.2-${run}`);
      const body = (await response.json()) as { alerted: boolean };
      expect(body.alerted, `report ${i}`).toBe(i === FAILED_SIGN_IN_THRESHOLD);
    }
    const entries = await entriesFor(email);
    expect(entries.filter((entry) => entry.action === 'LOGIN')).toHaveLength(7);
    const alerts = entries.filter((entry) => entry.action === 'SECURITY_ALERT');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.metadata).toMatchObject({ reason: 'repeated_failed_sign_in', failures: 5 });
  });

  it('raises exactly one alert when the reports arrive all at once', async () => {
    const email = `burst-${run}@jobs.test`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => report({ email }, `10.0.0.5-${run}`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(202));
    const entries = await entriesFor(email);
    expect(entries.filter((entry) => entry.action === 'LOGIN')).toHaveLength(8);
    expect(entries.filter((entry) => entry.action === 'SECURITY_ALERT')).toHaveLength(1);
  });

  it.each([{}, { email: 'not-an-email' }, { email: 42 }, { email: '' }, []])(
    'answers 400 naming the field for %j',
    async (body) => {
      const response = await report(body, `10.0.0.3-${run}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'email: a valid email address is required' });
    },
  );

  it('answers malformed JSON with a 400, never a 500', async () => {
    // The platform's JSON parser answers before the function runs (an HTML page, not ours).
    const response = await report('{"email": ', `10.0.0.3-${run}`);
    expect(response.status).toBe(400);
  });

  it(`answers 429 after ${REPORTS_PER_CLIENT_PER_MINUTE} reports a minute from one client`, async () => {
    const client = `10.0.0.4-${run}`;
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_CLIENT_PER_MINUTE + 2; i += 1) {
      statuses.push((await report({ email: `flood-${run}-${i}@jobs.test` }, client)).status);
    }
    expect(statuses.slice(0, REPORTS_PER_CLIENT_PER_MINUTE).every((status) => status === 202)).toBe(
      true,
    );
    expect(statuses.slice(REPORTS_PER_CLIENT_PER_MINUTE)).toEqual([429, 429]);
  });
});
