// POST /api/analytics/* through the Hosting rewrite, as the browser reaches it: good payloads are
// stored per kind with the server's time and a 30-day expiry; bad ones are refused with a JSON 4xx
// that names the field; size, method, path and rate are enforced.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, hostingUrl, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import {
  ANALYTICS_COLLECTIONS,
  ANALYTICS_KINDS,
  ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE,
  ANALYTICS_RETENTION_DAYS,
  MAX_BODY_BYTES,
  MAX_PAYLOADS_PER_REQUEST,
  MAX_STACK_CHARS,
  type AnalyticsKind,
} from '../../contracts/analytics.ts';
import { TRUNCATION_MARK } from '../../contracts/analytics-schemas.ts';
import { DAY_MS } from '../../contracts/fields.ts';
import { TEST_CLIENT_HEADER, TEST_NOW_HEADER } from '../src/lib/rate-limit.ts';

let app: App;
const run = Date.now();
const TEXT = 'text/plain;charset=UTF-8';

beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
  app = initializeApp({ projectId: PROJECT_ID }, `analytics-${run}`);
});
afterAll(async () => {
  await deleteApp(app);
});

let clients = 0;
/**
 * A fresh client address per test, so that one test's rate does not limit another (the Hosting
 * emulator appends no address; there TEST_CLIENT_HEADER plays the one Hosting appends).
 */
const newClient = () => `10.77.${run % 250}.${(clients += 1)}`;

function post(
  kind: string,
  body: unknown,
  options: { client?: string; contentType?: string; method?: string; at?: number } = {},
) {
  return fetch(`${hostingUrl}/api/analytics/${kind}`, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': options.contentType ?? TEXT,
      [TEST_CLIENT_HEADER]: options.client ?? newClient(),
      // the rate limit's clock, where a test fixes it
      ...(options.at === undefined ? {} : { [TEST_NOW_HEADER]: String(options.at) }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The page address every payload of one test carries, to find what it stored. */
const marker = (label: string) => `${hostingUrl}/functions-test/${run}/${label}`;

function good(kind: AnalyticsKind, url: string): Record<string, unknown> {
  const timestamp = Date.now();
  switch (kind) {
    case 'web-vitals':
      return {
        name: 'LCP',
        value: 1234.5,
        id: `v5-${run}-${Math.random()}`,
        delta: 1234.5,
        rating: 'good',
        url,
        timestamp,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      };
    case 'custom-metrics':
      return { name: 'app_start', value: 420, category: 'startup', url, timestamp };
    case 'api-metrics':
      return { url, method: 'POST', duration: 31.2, status: 202, timestamp };
    case 'errors':
      return {
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: Cannot read properties of undefined\n    at x (app.js:1:2)',
        context: 'window.error',
        url,
        userAgent: 'Mozilla/5.0',
        timestamp,
      };
    case 'events':
      return { eventName: 'job_saved', properties: { jobId: 'job-1', rank: 2 }, url, timestamp };
  }
}

async function stored(kind: AnalyticsKind, url: string) {
  const snapshot = await getFirestore(app)
    .collection(ANALYTICS_COLLECTIONS[kind])
    .where('url', '==', url)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('the server redacts', () => {
  it('email addresses in an error’s message and stack, whoever sent them', async () => {
    const url = marker('redacted-error');
    const payload = {
      ...good('errors', url),
      message: 'Sign-in failed for jane.doe@example.com',
      stack: 'Error: failed for jane.doe@example.com\n    at x (app.js:1:2)',
    };
    expect((await post('errors', payload)).status).toBe(202);
    const [entry] = await stored('errors', url);
    expect(entry?.message).toBe('Sign-in failed for [redacted]');
    expect(entry?.stack).toBe('Error: failed for [redacted]\n    at x (app.js:1:2)');
  });
});

describe.each(ANALYTICS_KINDS)('POST /api/analytics/%s', (kind) => {
  it('stores a good payload with the server time and a 30-day expiry, and no address', async () => {
    const url = marker(`${kind}-one`);
    const payload = good(kind, url);
    const client = newClient();
    const before = Date.now();
    const response = await post(kind, payload, { client });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1 });

    const [doc, ...more] = await stored(kind, url);
    expect(more).toHaveLength(0);
    const { receivedAt, expireAt, ...fields } = doc as {
      receivedAt: Timestamp;
      expireAt: Timestamp;
    };
    expect(fields).toEqual(payload);
    expect(receivedAt.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(receivedAt.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(expireAt.toMillis() - receivedAt.toMillis()).toBe(ANALYTICS_RETENTION_DAYS * DAY_MS);
    expect(JSON.stringify(doc)).not.toContain(client);
  });

  it('stores every payload of an array, also when sent as application/json', async () => {
    const url = marker(`${kind}-batch`);
    const batch = [good(kind, url), good(kind, url), good(kind, url)];
    const response = await post(kind, batch, { contentType: 'application/json' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 3 });
    expect(await stored(kind, url)).toHaveLength(3);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with a JSON 405', async (method) => {
    const response = await fetch(`${hostingUrl}/api/analytics/${kind}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({
      error: `Method ${method} is not allowed on /api/analytics/${kind}`,
    });
  });
});

describe('bad input', () => {
  const badUrl = marker('bad');
  const v = good('web-vitals', badUrl);
  const c = good('custom-metrics', badUrl);
  const a = good('api-metrics', badUrl);
  const e = good('errors', badUrl);
  const ev = good('events', badUrl);
  const without = (payload: Record<string, unknown>, field: string) => {
    const copy = { ...payload };
    delete copy[field];
    return copy;
  };
  const manyProperties = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));

  // [kind, what is wrong, body (a string is sent as is), the field the answer names]
  const cases: [AnalyticsKind, string, unknown, string][] = [
    ['web-vitals', 'no name', without(v, 'name'), 'name'],
    ['web-vitals', 'an unknown metric name', { ...v, name: 'FOO' }, 'name'],
    ['web-vitals', 'a numeric name', { ...v, name: 12 }, 'name'],
    ['web-vitals', 'a string value', { ...v, value: 'fast' }, 'value'],
    ['web-vitals', 'a negative value', { ...v, value: -1 }, 'value'],
    ['web-vitals', 'a null value', { ...v, value: null }, 'value'],
    [
      'web-vitals',
      'an infinite value',
      JSON.stringify(v).replace('"value":1234.5', '"value":1e999'),
      'value',
    ],
    ['web-vitals', 'an empty id', { ...v, id: '' }, 'id'],
    ['web-vitals', 'an id of 129 characters', { ...v, id: 'i'.repeat(129) }, 'id'],
    ['web-vitals', 'no delta', without(v, 'delta'), 'delta'],
    ['web-vitals', 'a string delta', { ...v, delta: '1' }, 'delta'],
    ['web-vitals', 'an unknown rating', { ...v, rating: 'great' }, 'rating'],
    ['web-vitals', 'no url', without(v, 'url'), 'url'],
    ['web-vitals', 'a javascript: url', { ...v, url: 'javascript:alert(1)' }, 'url'],
    ['web-vitals', 'a url of 2049 characters', { ...v, url: `/${'u'.repeat(2048)}` }, 'url'],
    ['web-vitals', 'a date string timestamp', { ...v, timestamp: '2026-01-01' }, 'timestamp'],
    ['web-vitals', 'a fractional timestamp', { ...v, timestamp: 1.5e12 + 0.5 }, 'timestamp'],
    ['web-vitals', 'a timestamp before 2000', { ...v, timestamp: 0 }, 'timestamp'],
    ['web-vitals', 'no userAgent', without(v, 'userAgent'), 'userAgent'],
    ['web-vitals', 'a userAgent of 1025 chars', { ...v, userAgent: 'a'.repeat(1025) }, 'userAgent'],
    ['web-vitals', 'an unknown field', { ...v, ip: '10.0.0.1' }, 'ip'],
    ['custom-metrics', 'no name', without(c, 'name'), 'name'],
    ['custom-metrics', 'a name with spaces', { ...c, name: 'time to first job' }, 'name'],
    ['custom-metrics', 'a string value', { ...c, value: 'NaN' }, 'value'],
    ['custom-metrics', 'a value of 1e10', { ...c, value: 1e10 }, 'value'],
    ['custom-metrics', 'an empty category', { ...c, category: '' }, 'category'],
    ['custom-metrics', 'a numeric category', { ...c, category: 5 }, 'category'],
    ['api-metrics', 'an unknown method', { ...a, method: 'FETCH' }, 'method'],
    ['api-metrics', 'no method', without(a, 'method'), 'method'],
    ['api-metrics', 'a status of 600', { ...a, status: 600 }, 'status'],
    ['api-metrics', 'a fractional status', { ...a, status: 200.5 }, 'status'],
    ['api-metrics', 'a negative duration', { ...a, duration: -5 }, 'duration'],
    ['api-metrics', 'no duration', without(a, 'duration'), 'duration'],
    ['errors', 'no message', without(e, 'message'), 'message'],
    ['errors', 'an empty message', { ...e, message: '' }, 'message'],
    ['errors', 'a message of 2001 chars', { ...e, message: 'm'.repeat(2001) }, 'message'],
    ['errors', 'a numeric stack', { ...e, stack: 42 }, 'stack'],
    ['errors', 'no context', without(e, 'context'), 'context'],
    ['errors', 'a context of 101 chars', { ...e, context: 'c'.repeat(101) }, 'context'],
    ['events', 'a name that is not snake_case', { ...ev, eventName: 'Job Saved' }, 'eventName'],
    ['events', 'no eventName', without(ev, 'eventName'), 'eventName'],
    ['events', 'properties as an array', { ...ev, properties: [] }, 'properties'],
    [
      'events',
      'an email in the properties',
      { ...ev, properties: { contact: 'ana@example.com' } },
      'properties.contact',
    ],
    ['events', 'a nested property', { ...ev, properties: { a: { b: 1 } } }, 'properties.a'],
    ['events', '21 properties', { ...ev, properties: manyProperties }, 'properties'],
    [
      'events',
      'a property name with -',
      { ...ev, properties: { 'bad-key': 1 } },
      'properties.bad-key',
    ],
    [
      'events',
      'a property of 201 chars',
      { ...ev, properties: { s: 's'.repeat(201) } },
      'properties.s',
    ],
    ['events', 'an empty body', '', 'body'],
    ['events', 'malformed JSON', '{"eventName": ', 'body'],
    ['events', 'JSON null', 'null', 'body'],
    ['events', 'a JSON number', '42', 'body'],
    ['events', 'a JSON string', '"job_saved"', 'body'],
    ['events', 'an empty array', [], 'body'],
    ['events', 'an array of numbers', [1], '[0]'],
    [
      'events',
      `an array of ${MAX_PAYLOADS_PER_REQUEST + 1}`,
      Array(MAX_PAYLOADS_PER_REQUEST + 1).fill(ev),
      'body',
    ],
    [
      'events',
      'a bad payload after a good one',
      [ev, { ...ev, timestamp: 'now' }],
      '[1].timestamp',
    ],
    ['events', 'trailing text after the JSON', `${JSON.stringify(ev)} and more`, 'body'],
  ];

  it('has a table of at least 40 bad payloads', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  const titled = cases.map(([kind, what, body, field]) => ({ kind, what, body, field }));
  it.each(titled)('$kind: $what → 400 naming $field', async ({ kind, body, field }) => {
    const response = await post(kind, body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const { error } = (await response.json()) as { error: string };
    expect(error.startsWith(`${field}:`), error).toBe(true);
  });

  it('stored none of the refused payloads', async () => {
    const counts = await Promise.all(
      ANALYTICS_KINDS.map(async (kind) => (await stored(kind, badUrl)).length),
    );
    expect(counts).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('limits', () => {
  it('cuts a long stack to its cap instead of refusing the error', async () => {
    const url = marker('long-stack');
    const response = await post('errors', { ...good('errors', url), stack: 's'.repeat(30_000) });
    expect(response.status).toBe(202);
    const [doc] = await stored('errors', url);
    const stack = doc?.stack as string;
    expect(stack).toHaveLength(MAX_STACK_CHARS);
    expect(stack.endsWith(TRUNCATION_MARK)).toBe(true);
  });

  /** An error payload padded (in its stack) to exactly `bytes` bytes of JSON. */
  function errorOfBytes(url: string, bytes: number): string {
    const base = JSON.stringify({ ...good('errors', url), stack: '' });
    return base.replace('"stack":""', `"stack":"${'s'.repeat(bytes - base.length)}"`);
  }

  it(`accepts a body of exactly ${MAX_BODY_BYTES} bytes`, async () => {
    const url = marker('exact-size');
    const body = errorOfBytes(url, MAX_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const response = await post('errors', body);
    expect(response.status).toBe(202);
    expect(await stored('errors', url)).toHaveLength(1);
  });

  it(`answers a body of ${MAX_BODY_BYTES + 1} bytes with a JSON 413 and stores nothing`, async () => {
    const url = marker('oversize');
    const body = errorOfBytes(url, MAX_BODY_BYTES + 1);
    const response = await post('errors', body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: `body: must be at most ${MAX_BODY_BYTES} bytes`,
    });
    expect(await stored('errors', url)).toHaveLength(0);
  });

  it.each(['/api/analytics/unknown', '/api/analytics', '/api/analytics/events/extra'])(
    'answers the unknown path %s with a JSON 404',
    async (path) => {
      const response = await fetch(`${hostingUrl}${path}`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: `No endpoint at ${path}` });
    },
  );

  it('answers the beacons of one page sent at once from one address, every one counted', async () => {
    // what a page's hide sends: one beacon of each kind. Bursts the size of a whole office are
    // counted in rate-limit.test.ts, in this process: the Functions emulator starts a worker
    // process for each request in flight, and on a busy machine dozens at once break its proxy
    // (EPIPE) before they reach the function
    const client = newClient();
    const url = marker('burst');
    const burst = ANALYTICS_KINDS.length;
    // one instant for the whole burst: on a busy machine the last can land long after the first
    const at = Date.now();
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, i) => {
        const kind = ANALYTICS_KINDS[i % ANALYTICS_KINDS.length]!;
        return post(kind, good(kind, url), { client, at });
      }),
    );
    // every one accepted; a failure names each refused beacon's status and body
    const refused = await Promise.all(
      responses
        .filter((response) => response.status !== 202)
        .map(async (response) => `${response.status} ${await response.text()}`),
    );
    expect(refused).toEqual([]);
    const remaining = await post('events', good('events', url), { client, at });
    expect(remaining.status).toBe(202);
    expect(Number(remaining.headers.get('ratelimit-remaining'))).toBe(
      ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE - burst - 1,
    );
  }, 180_000);

  it(`answers 429 after ${ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE} requests a minute from one client`, async () => {
    const client = newClient();
    const url = marker('rate');
    // the limiter's clock, fixed: the whole limit lands in one window however long 300 round
    // trips take on a busy machine
    const opened = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE; i += 1) {
      const kind = ANALYTICS_KINDS[i % ANALYTICS_KINDS.length]!;
      statuses.push((await post(kind, good(kind, url), { client, at: opened })).status);
    }
    expect(statuses).toEqual(Array(ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE).fill(202));
    // 59.5 s into the window: refused, for the half second left (rounded up to a whole second)
    const refused = await post('events', good('events', url), { client, at: opened + 59_500 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({
      error: 'Too many analytics requests; try again in a minute',
    });
    // another client is not limited by this one
    expect((await post('events', good('events', url), { at: opened })).status).toBe(202);
    // a minute after the window opened, a new one opens
    const next = await post('events', good('events', url), { client, at: opened + 60_000 });
    expect(next.status).toBe(202);
    expect(next.headers.get('ratelimit-remaining')).toBe(
      String(ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE - 1),
    );
  }, 180_000);
});
