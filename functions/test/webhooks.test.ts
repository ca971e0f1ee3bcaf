// Webhooks: the callables over HTTP on the functions emulator (canManageIntegrations, URL rules,
// the limit, the secret answered once), deliveries sent by the trigger to a receiver this test
// starts on 127.0.0.1 (signed, verified here with the secret), retries with backoff, timeouts,
// and the event triggers. The delivery module is also called directly on projects of their own,
// where no trigger runs (the retry schedule, a timeout, giving up).
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLES,
  WEBHOOK_FIRST_RETRY_MS,
  WEBHOOK_HEADERS,
  WEBHOOK_LIMITS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_RETRY_DELAY_MS,
  WEBHOOK_USER_AGENT,
  WEBHOOK_VERIFY_EXAMPLE_NODE,
  webhookRetryDelayMs,
  type CreateWebhookResult,
  type RotateWebhookSecretResult,
  type SendTestEventResult,
  type WebhookDeliveryDocument,
  type WebhookDocument,
  type WebhookEvent,
  type WebhookPayload,
} from '../src/contracts.ts';
import { deliverQueuedWebhook, retryDueWebhooks } from '../src/integrations/deliver.ts';
import { deliveryIdOf, queueDelivery, queueWebhookEvent } from '../src/lib/webhooks/emit.ts';
import { emitApplicationCreated, emitStageChanged } from '../src/integrations/events.ts';
import {
  newWebhookSecret,
  secretHintOf,
  signatureHeader,
  verifyWebhookSignature,
  webhookSignature,
} from '../src/integrations/signature.ts';
import {
  call,
  eventually,
  TRIGGER_WAIT_MS,
  useHarness,
  makeTeam,
  only,
  reasonOf,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('webhooks');
const apps: App[] = [];
const run = Date.now();

// ---------- the receiver ----------

interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers, per path, in turn: a status, or 'hang' (never answers). */
type Reply = number | 'hang';

let server: Server;
let receiverPort = 0;
const received: Received[] = [];
const replies = new Map<string, Reply[]>();
const hanging: ServerResponse[] = [];

const endpoint = (path: string) => `http://127.0.0.1:${receiverPort}${path}`;
const requestsTo = (path: string) => received.filter((request) => request.path === path);
/**
 * Waits until `path` has had `count` requests. Given the company, a wait that times out says where
 * each of its deliveries stands (none queued: the event's trigger has not run; pending: the
 * delivery's trigger has not; retrying: the endpoint's answer).
 */
async function waitForRequest(path: string, count = 1, companyId?: string) {
  try {
    return await eventually(() => {
      const requests = requestsTo(path);
      return Promise.resolve(requests.length >= count ? requests : undefined);
    }, `${count} request(s) to ${path}`);
  } catch (error) {
    if (!companyId) throw error;
    const deliveries = await h.db.collection(`companies/${companyId}/webhookDeliveries`).get();
    const states = deliveries.docs.map((delivery) =>
      ['type', 'status', 'attempts', 'lastError']
        .map((field) => String(delivery.get(field)))
        .join(' '),
    );
    throw new Error(`${(error as Error).message}; deliveries: ${states.join('; ') || 'none'}`);
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        path,
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies.get(path)?.shift() ?? 200;
      if (reply === 'hang') {
        hanging.push(res);
        return;
      }
      if (reply >= 300 && reply < 400) res.setHeader('Location', `${path}-redirected`);
      res.writeHead(reply, { 'Content-Type': 'text/plain' });
      res.end(reply < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverPort = (server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all(apps.map((app) => deleteApp(app)));
});

// ---------- helpers ----------

/** A project of its own on the Firestore emulator, where no trigger runs. */
function isolatedDb(name: string): Firestore {
  const app = initializeApp({ projectId: `demo-hooks-${name}-${run}` }, `hooks-${name}-${run}`);
  apps.push(app);
  return getFirestore(app);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A webhook and its secret written straight to `db` (as createWebhook writes them). */
async function plantWebhook(
  db: Firestore,
  companyId: string,
  url: string,
  { active = true, events = ['application.created'] as WebhookEvent[] } = {},
): Promise<{ webhookId: string; secret: string }> {
  const ref = db.collection(`companies/${companyId}/webhooks`).doc();
  const secret = newWebhookSecret();
  await ref.set({
    url,
    events,
    active,
    description: '',
    secretHint: secretHintOf(secret),
    createdAt: FieldValue.serverTimestamp(),
    createdBy: 'test',
    updatedAt: FieldValue.serverTimestamp(),
    secretCreatedAt: FieldValue.serverTimestamp(),
  });
  await db.doc(`webhookSecrets/${ref.id}`).set({
    companyId,
    secret,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { webhookId: ref.id, secret };
}

/** A webhook planted in `db` and a ping queued for it (event `eventId`); answers the delivery's id. */
async function queuedPing(db: Firestore, companyId: string, url: string, eventId: string) {
  const { webhookId } = await plantWebhook(db, companyId, url);
  await queueDelivery(db, { companyId, webhookId, url, type: 'ping', eventId, data: {} });
  return deliveryIdOf(eventId, webhookId);
}

async function deliveryOf(db: Firestore, companyId: string, deliveryId: string) {
  const snapshot = await db.doc(`companies/${companyId}/webhookDeliveries/${deliveryId}`).get();
  return snapshot.data() as WebhookDeliveryDocument | undefined;
}

/** Waits until the delivery has been tried (delivered, retrying or failed). */
const settled = (db: Firestore, companyId: string, deliveryId: string) =>
  eventually(async () => {
    const delivery = await deliveryOf(db, companyId, deliveryId);
    return delivery && ['delivered', 'retrying', 'failed'].includes(delivery.status)
      ? delivery
      : undefined;
  }, `delivery ${deliveryId} to be tried`);

/** Every document a team member may read about the company's webhooks, as JSON. */
async function clientReadable(companyId: string): Promise<string> {
  const [webhooks, deliveries, company] = await Promise.all([
    h.db.collection(`companies/${companyId}/webhooks`).get(),
    h.db.collection(`companies/${companyId}/webhookDeliveries`).get(),
    h.db.doc(`companies/${companyId}`).get(),
  ]);
  return JSON.stringify([
    company.data(),
    ...webhooks.docs.map((doc) => doc.data()),
    ...deliveries.docs.map((doc) => doc.data()),
  ]);
}

async function createWebhook(
  caller: Account,
  companyId: string,
  url: string,
  events: WebhookEvent[] = ['application.created'],
): Promise<CreateWebhookResult> {
  const answer = await call<CreateWebhookResult>(
    CALLABLES.createWebhook,
    { companyId, url, events, description: 'ATS sync' },
    caller,
  );
  if (!answer.result) throw new Error(`createWebhook refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Sends the webhook a test event as `caller`; answers its delivery's id ('' when refused). */
async function sendTestEvent(caller: Account, companyId: string, webhookId: string) {
  const sent = await call<SendTestEventResult>(
    CALLABLES.sendTestEvent,
    { companyId, webhookId },
    caller,
  );
  return sent.result?.deliveryId ?? '';
}

// ---------- unit: signature and backoff ----------

describe('signatures and secrets', () => {
  const secret = 'whsec_test-secret';
  const body = '{"id":"e1","type":"ping"}';

  it('signs "<t>.<raw body>" with HMAC-SHA256 of the secret, as hex', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(webhookSignature(secret, 1_700_000_000, body)).toBe(expected);
    expect(signatureHeader(secret, 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies a signature, and refuses another secret, body, time or a stale one', () => {
    const header = signatureHeader(secret, 1_700_000_000, body);
    expect(verifyWebhookSignature(secret, header, body, 1_700_000_010)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', header, body, 1_700_000_010)).toBe(false);
    expect(verifyWebhookSignature(secret, header, `${body} `, 1_700_000_010)).toBe(false);
    const otherTime = header.replace('t=1700000000', 't=1700000001');
    expect(verifyWebhookSignature(secret, otherTime, body, 1_700_000_010)).toBe(false);
    // replayed ten minutes later: refused (tolerance five minutes)
    expect(verifyWebhookSignature(secret, header, body, 1_700_000_600)).toBe(false);
    expect(verifyWebhookSignature(secret, 'garbage', body, 1_700_000_000)).toBe(false);
  });

  it('makes secrets of 32 random bytes, whsec_-prefixed, and hints of their last 4', () => {
    const first = newWebhookSecret();
    const second = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    expect(second).not.toBe(first);
    expect(secretHintOf(first)).toBe(first.slice(-4));
  });

  it('documents (on the screen) a receiver check that accepts our signature only', () => {
    const [importLine, ...lines] = WEBHOOK_VERIFY_EXAMPLE_NODE.split('\n');
    expect(importLine).toContain('from "node:crypto"');
    expect(lines).toHaveLength(5);
    const rawBody = '{"id":"e1","type":"ping"}';
    const now = Math.floor(Date.now() / 1000);
    const verify = (header: string) => {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the documented example
      const run = new Function(
        'createHmac',
        'timingSafeEqual',
        'req',
        'res',
        'rawBody',
        'process',
        `${lines.join('\n')}\nreturn 'accepted';`,
      ) as (...args: unknown[]) => string;
      return run(
        createHmac,
        timingSafeEqual,
        { headers: { 'x-jobs-signature': header } },
        { status: () => ({ end: () => 'refused' }) },
        rawBody,
        { env: { WEBHOOK_SECRET: secret } },
      );
    };
    expect(verify(signatureHeader(secret, now, rawBody))).toBe('accepted');
    expect(verify(signatureHeader('whsec_forged', now, rawBody))).toBe('refused');
    expect(verify(signatureHeader(secret, now - 3_600, rawBody))).toBe('refused');
    expect(verify(`t=${now},v1=abc`)).toBe('refused');
  });

  it('waits 30 s after the first failed try, doubling up to an hour', () => {
    const waits = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) =>
      webhookRetryDelayMs(index + 1),
    );
    expect(waits.map((ms) => ms / 1000)).toEqual([
      30,
      60,
      120,
      240,
      480,
      960,
      1920,
      ...Array.from({ length: 22 }, () => 3600),
    ]);
    expect(WEBHOOK_FIRST_RETRY_MS).toBe(30_000);
    expect(webhookRetryDelayMs(40)).toBe(WEBHOOK_MAX_RETRY_DELAY_MS);
  });
});

// ---------- the callables ----------

interface Team {
  companyId: string;
  owner: Account;
  integrator: Account;
  member: Account;
}

/** A company with its owner, an integrator (canManageIntegrations) and a member without it. */
const integrationsTeam = (name: string): Promise<Team> =>
  makeTeam(h, name, {
    integrator: only('canManageIntegrations'),
    member: only('canCreateJobs', 'canScreenCandidates'),
  });

describe('createWebhook and the test event', () => {
  let team: Team;
  beforeAll(async () => {
    team = await integrationsTeam('main');
  });

  it('answers the secret once, keeps it server-side, and signs a test event with it', async () => {
    const path = '/hook-ping';
    const { webhookId, secret } = await createWebhook(
      team.integrator,
      team.companyId,
      endpoint(path),
      ['application.created', 'application.stage_changed', 'application.created'],
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const webhook = (
      await h.db.doc(`companies/${team.companyId}/webhooks/${webhookId}`).get()
    ).data() as WebhookDocument;
    expect(webhook).toMatchObject({
      url: endpoint(path),
      events: ['application.created', 'application.stage_changed'],
      active: true,
      description: 'ATS sync',
      secretHint: secret.slice(-4),
      createdBy: team.integrator.uid,
    });
    expect(webhook.createdAt).toBeInstanceOf(Timestamp);
    expect((await h.db.doc(`webhookSecrets/${webhookId}`).get()).data()).toMatchObject({
      companyId: team.companyId,
      secret,
    });

    const deliveryId = await sendTestEvent(team.integrator, team.companyId, webhookId);
    expect(deliveryId).toMatch(new RegExp(`^ping-.+_${webhookId}$`));
    const [request] = await waitForRequest(path);
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    expect(request.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe('ping');
    expect(request.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(deliveryId);

    // the receiver checks the signature with the secret it was given once
    const header = String(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
    expect(match).not.toBeNull();
    const t = Number(match?.[1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);
    expect(match?.[2]).toBe(
      createHmac('sha256', secret).update(`${t}.${request.body}`).digest('hex'),
    );
    expect(verifyWebhookSignature(secret, header, request.body)).toBe(true);

    const payload = JSON.parse(request.body) as WebhookPayload;
    expect(payload).toMatchObject({ type: 'ping', companyId: team.companyId, data: { webhookId } });
    expect(deliveryId).toBe(`${payload.id}_${webhookId}`);
    expect(new Date(payload.createdAt).toISOString()).toBe(payload.createdAt);

    const delivery = await settled(h.db, team.companyId, deliveryId);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      type: 'ping',
      webhookId,
      payload: request.body,
    });
    expect(delivery.deliveredAt).toBeInstanceOf(Timestamp);
    expect(delivery.lastDurationMs).toBeGreaterThanOrEqual(0);

    // nothing a team member can read holds the secret
    expect(await clientReadable(team.companyId)).not.toContain(secret);
    expect(await clientReadable(team.companyId)).not.toContain(secret.slice('whsec_'.length));
  });

  it('rotates the secret: answered once, the new one signs, the old one no longer does', async () => {
    const path = '/hook-rotate';
    const { webhookId, secret: old } = await createWebhook(
      team.owner,
      team.companyId,
      endpoint(path),
    );
    const rotated = await call<RotateWebhookSecretResult>(
      CALLABLES.rotateWebhookSecret,
      { companyId: team.companyId, webhookId },
      team.integrator,
    );
    const secret = rotated.result?.secret ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    const webhook = await h.db.doc(`companies/${team.companyId}/webhooks/${webhookId}`).get();
    expect(webhook.get('secretHint')).toBe(secret.slice(-4));
    await sendTestEvent(team.owner, team.companyId, webhookId);
    const [request] = await waitForRequest(path);
    const header = String(request?.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
    expect(verifyWebhookSignature(secret, header, request?.body ?? '')).toBe(true);
    expect(verifyWebhookSignature(old, header, request?.body ?? '')).toBe(false);
    expect(await clientReadable(team.companyId)).not.toContain(secret);
  });

  it('updates events, description, URL and switches a webhook off and on', async () => {
    const { webhookId } = await createWebhook(
      team.integrator,
      team.companyId,
      endpoint('/hook-edit'),
    );
    const update = (changes: Record<string, unknown>) =>
      reasonOf(
        CALLABLES.updateWebhook,
        { companyId: team.companyId, webhookId, ...changes },
        team.integrator,
      );
    expect(
      await update({
        events: ['scorecard.submitted'],
        description: 'Scores',
        active: false,
        url: 'https://hooks.example.com/in',
      }),
    ).toBe('ok');
    const webhook = await h.db.doc(`companies/${team.companyId}/webhooks/${webhookId}`).get();
    expect(webhook.data()).toMatchObject({
      events: ['scorecard.submitted'],
      description: 'Scores',
      active: false,
      url: 'https://hooks.example.com/in',
    });
    expect(await update({ url: 'https://192.168.1.20/in' })).toBe('webhook-url-private');
    expect(await update({ events: [] })).toBe('invalid-input');
    expect(await update({ events: ['application.deleted'] })).toBe('invalid-input');
    expect(await update({ active: true })).toBe('ok');
  });

  it('deletes the webhook and its secret; its deliveries stay', async () => {
    const path = '/hook-delete';
    const { webhookId } = await createWebhook(team.integrator, team.companyId, endpoint(path));
    const deliveryId = await sendTestEvent(team.integrator, team.companyId, webhookId);
    await settled(h.db, team.companyId, deliveryId);
    const deleteIt = () =>
      reasonOf(CALLABLES.deleteWebhook, { companyId: team.companyId, webhookId }, team.integrator);
    expect(await deleteIt()).toBe('ok');
    expect((await h.db.doc(`companies/${team.companyId}/webhooks/${webhookId}`).get()).exists).toBe(
      false,
    );
    expect((await h.db.doc(`webhookSecrets/${webhookId}`).get()).exists).toBe(false);
    expect((await deliveryOf(h.db, team.companyId, deliveryId))?.status).toBe('delivered');
    expect(await deleteIt()).toBe('not-found');
  });
});

describe('refusals', () => {
  let team: Team;
  let other: Team;
  beforeAll(async () => {
    team = await integrationsTeam('refuse');
    other = await integrationsTeam('other');
  });

  it('refuses a member without canManageIntegrations, another company, a job seeker and the signed out', async () => {
    const seeker = await h.account('refuse-seeker', { role: 'jobSeeker' });
    const input = {
      companyId: team.companyId,
      url: 'https://hooks.example.com/in',
      events: ['application.created'],
    };
    for (const caller of [team.member, other.owner, other.integrator, seeker]) {
      expect(await reasonOf(CALLABLES.createWebhook, input, caller)).toBe('forbidden');
    }
    expect(await reasonOf(CALLABLES.createWebhook, input, null)).toBe('not-signed-in');
    const { webhookId } = await createWebhook(
      team.owner,
      team.companyId,
      'https://hooks.example.com/a',
    );
    const target = { companyId: team.companyId, webhookId };
    for (const name of [
      CALLABLES.updateWebhook,
      CALLABLES.deleteWebhook,
      CALLABLES.rotateWebhookSecret,
      CALLABLES.sendTestEvent,
    ]) {
      expect(await reasonOf(name, { ...target, active: false }, team.member)).toBe('forbidden');
      expect(await reasonOf(name, target, other.integrator)).toBe('forbidden');
      expect(await reasonOf(name, target, null)).toBe('not-signed-in');
      // the other company's integrator names their own company: there is no such webhook there
      expect(
        await reasonOf(name, { ...target, companyId: other.companyId }, other.integrator),
      ).toBe('not-found');
    }
    expect((await h.db.doc(`webhookSecrets/${webhookId}`).get()).exists).toBe(true);
  });

  it('refuses http outside localhost, private and link-local addresses, and bad URLs', async () => {
    const reason = (url: string) =>
      reasonOf(
        CALLABLES.createWebhook,
        { companyId: team.companyId, url, events: ['application.created'] },
        team.integrator,
      );
    expect(await reason('http://hooks.example.com/in')).toBe('webhook-url-insecure');
    expect(await reason('http://10.0.0.8/in')).toBe('webhook-url-private');
    expect(await reason('https://hooks.example.com:8443/in')).toBe('webhook-url-port');
    expect(await reason('https://10.0.0.8/in')).toBe('webhook-url-private');
    expect(await reason('https://169.254.169.254/latest/meta-data')).toBe('webhook-url-private');
    expect(await reason('https://[::1]/in')).toBe('webhook-url-private');
    expect(await reason('https://[fd00::1]/in')).toBe('webhook-url-private');
    expect(await reason('https://0x0a000001/in')).toBe('webhook-url-private');
    expect(await reason('ftp://hooks.example.com/in')).toBe('webhook-url-invalid');
    expect(await reason('https://user:pass@hooks.example.com/in')).toBe('webhook-url-invalid');
    expect(await reason('not a url')).toBe('webhook-url-invalid');
    expect(await reason(`https://hooks.example.com/${'x'.repeat(WEBHOOK_LIMITS.urlMax)}`)).toBe(
      'invalid-input',
    );
    expect(
      await reasonOf(
        CALLABLES.createWebhook,
        { companyId: team.companyId, url: 'https://hooks.example.com/in', events: [] },
        team.integrator,
      ),
    ).toBe('invalid-input');
    // only the webhook the previous test made
    const stored = await h.db.collection(`companies/${team.companyId}/webhooks`).get();
    expect(stored.docs.map((doc) => doc.get('url') as string)).toEqual([
      'https://hooks.example.com/a',
    ]);
  });

  it(`refuses the ${WEBHOOK_LIMITS.perCompany + 1}th webhook of a company`, async () => {
    const { companyId, integrator } = other;
    for (let index = 0; index < WEBHOOK_LIMITS.perCompany; index += 1) {
      await createWebhook(integrator, companyId, `https://hooks.example.com/${index}`);
    }
    expect(
      await reasonOf(
        CALLABLES.createWebhook,
        { companyId, url: 'https://hooks.example.com/11', events: ['application.created'] },
        integrator,
      ),
    ).toBe('webhook-limit-reached');
    expect((await h.db.collection(`companies/${companyId}/webhooks`).get()).size).toBe(
      WEBHOOK_LIMITS.perCompany,
    );
  });
});

// ---------- retries ----------

describe('retries', () => {
  it('retries after a 500 with the backoff, then records the 200 of the retry', async () => {
    const team = await integrationsTeam('flaky');
    const path = '/hook-flaky';
    replies.set(path, [500, 200]);
    const { webhookId, secret } = await createWebhook(
      team.integrator,
      team.companyId,
      endpoint(path),
    );
    const deliveryId = await sendTestEvent(team.integrator, team.companyId, webhookId);
    const failed = await settled(h.db, team.companyId, deliveryId);
    expect(failed).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      deliveredAt: null,
    });
    const next = failed.nextAttemptAt?.toMillis() ?? 0;
    expect(next - (failed.lastAttemptAt?.toMillis() ?? 0)).toBe(WEBHOOK_FIRST_RETRY_MS);

    // not due yet: nothing sent
    expect(await retryDueWebhooks(h.db, new Date(next - 1), { companyId: team.companyId })).toEqual(
      {},
    );
    expect(requestsTo(path)).toHaveLength(1);
    // due: the receiver answers 200 now
    const outcomes = await retryDueWebhooks(h.db, new Date(next), { companyId: team.companyId });
    expect(outcomes).toEqual({ [deliveryId]: 'delivered' });
    const requests = await waitForRequest(path, 2);
    expect(requests[1]?.body).toBe(requests[0]?.body);
    expect(requests[1]?.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(deliveryId);
    const header = String(requests[1]?.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
    expect(verifyWebhookSignature(secret, header, requests[1]?.body ?? '')).toBe(true);
    expect(await deliveryOf(h.db, team.companyId, deliveryId)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('gives up a timed-out try and retries it later', async () => {
    const db = isolatedDb('timeout');
    const companyId = 'c-timeout';
    const path = '/hook-hang';
    replies.set(path, ['hang']);
    const deliveryId = await queuedPing(db, companyId, endpoint(path), 'e-hang');
    const now = Date.now();
    const outcome = await deliverQueuedWebhook(companyId, deliveryId, {
      firestore: db,
      now: new Date(now),
      timeoutMs: 300,
    });
    expect(outcome).toBe('retrying');
    const delivery = await deliveryOf(db, companyId, deliveryId);
    expect(delivery).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'Timed out after 0.3 s',
    });
    expect(delivery?.lastDurationMs).toBeGreaterThanOrEqual(300);
    expect(delivery?.lastDurationMs).toBeLessThan(5_000);
    expect(delivery?.nextAttemptAt?.toMillis()).toBe(now + WEBHOOK_FIRST_RETRY_MS);
    expect(requestsTo(path)).toHaveLength(1);
  });

  it('does not follow a redirect', async () => {
    const db = isolatedDb('redirect');
    const companyId = 'c-redirect';
    const path = '/hook-moved';
    replies.set(path, [302]);
    const deliveryId = await queuedPing(db, companyId, endpoint(path), 'e-moved');
    expect(await deliverQueuedWebhook(companyId, deliveryId, { firestore: db })).toBe('retrying');
    expect(await deliveryOf(db, companyId, deliveryId)).toMatchObject({
      lastStatusCode: 302,
      lastError: 'HTTP 302 (redirects are not followed)',
    });
    expect(requestsTo(`${path}-redirected`)).toHaveLength(0);
  });

  it(`keeps trying (${WEBHOOK_MAX_ATTEMPTS} tries in about 23 hours), then fails`, async () => {
    const db = isolatedDb('give-up');
    const companyId = 'c-give-up';
    const url = `http://127.0.0.1:${await closedPort()}/gone`;
    const deliveryId = await queuedPing(db, companyId, url, 'e-gone');
    const started = Date.now();
    let now = started;
    expect(
      await deliverQueuedWebhook(companyId, deliveryId, { firestore: db, now: new Date(now) }),
    ).toBe('retrying');
    expect((await deliveryOf(db, companyId, deliveryId))?.lastError).toMatch(/ECONNREFUSED/);
    const waits: number[] = [];
    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      const next = (await deliveryOf(db, companyId, deliveryId))?.nextAttemptAt?.toMillis() ?? 0;
      waits.push(next - now);
      now = next;
      const outcomes = await retryDueWebhooks(db, new Date(now));
      expect(outcomes[deliveryId]).toBe(attempt < WEBHOOK_MAX_ATTEMPTS ? 'retrying' : 'failed');
    }
    expect(waits).toEqual(
      Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) =>
        webhookRetryDelayMs(index + 1),
      ),
    );
    const hours = (now - started) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(23.2);
    expect(await deliveryOf(db, companyId, deliveryId)).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      nextAttemptAt: null,
      deliveredAt: null,
    });
    expect(await retryDueWebhooks(db, new Date(now + 365 * 86_400_000))).toEqual({});
  }, 60_000);

  it('sends a delivery claimed twice at the same time once', async () => {
    const db = isolatedDb('twice');
    const companyId = 'c-twice';
    const path = '/hook-twice';
    const deliveryId = await queuedPing(db, companyId, endpoint(path), 'e-twice');
    const outcomes = await Promise.all([
      deliverQueuedWebhook(companyId, deliveryId, { firestore: db }),
      deliverQueuedWebhook(companyId, deliveryId, { firestore: db }),
    ]);
    expect(outcomes.sort()).toEqual(['delivered', 'skipped']);
    expect(requestsTo(path)).toHaveLength(1);
  });

  it('fails the deliveries of a deleted or switched-off webhook without sending them', async () => {
    const db = isolatedDb('gone');
    const companyId = 'c-gone';
    const path = '/hook-off';
    const off = await plantWebhook(db, companyId, endpoint(path), { active: false });
    const deleted = await plantWebhook(db, companyId, endpoint(path));
    for (const [name, webhookId] of [
      ['off', off.webhookId],
      ['deleted', deleted.webhookId],
    ] as const) {
      await queueDelivery(db, {
        companyId,
        webhookId,
        url: endpoint(path),
        type: 'application.created',
        eventId: `e-${name}`,
        data: {},
      });
    }
    await db.doc(`companies/${companyId}/webhooks/${deleted.webhookId}`).delete();
    await db.doc(`webhookSecrets/${deleted.webhookId}`).delete();
    const outcomes = await retryDueWebhooks(db, new Date(Date.now() + 10 * 60_000));
    expect(Object.values(outcomes)).toEqual(['failed', 'failed']);
    expect((await deliveryOf(db, companyId, deliveryIdOf('e-off', off.webhookId)))?.lastError).toBe(
      'The webhook is switched off',
    );
    expect(
      (await deliveryOf(db, companyId, deliveryIdOf('e-deleted', deleted.webhookId)))?.lastError,
    ).toBe('The webhook was deleted');
    expect(requestsTo(path)).toHaveLength(0);
  });
});

// ---------- events ----------

describe('events', () => {
  it('queues an event once per active subscribed webhook, once however often it comes', async () => {
    const db = isolatedDb('queue');
    const companyId = 'c-queue';
    const subscribed = await plantWebhook(db, companyId, 'https://a.example.com/in', {
      events: ['application.created', 'application.stage_changed'],
    });
    await plantWebhook(db, companyId, 'https://b.example.com/in', {
      events: ['scorecard.submitted'],
    });
    await plantWebhook(db, companyId, 'https://c.example.com/in', { active: false });
    const application = {
      companyId,
      jobId: 'job-1',
      jobTitle: 'Frontend Engineer',
      source: 'applicant',
      stage: 'applied',
      candidate: { name: 'Lena Example', email: 'lena@example.com' },
      note: 'Please call me after 5pm',
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 5, 9)),
    };
    expect(await emitApplicationCreated(db, 'app-1', application, 'event-1')).toBe(1);
    // the same event again (a redelivered trigger): nothing more
    expect(await emitApplicationCreated(db, 'app-1', application, 'event-1')).toBe(0);
    const deliveries = await db.collection(`companies/${companyId}/webhookDeliveries`).get();
    expect(deliveries.docs.map((doc) => doc.id)).toEqual([`event-1_${subscribed.webhookId}`]);
    const payload = JSON.parse(String(deliveries.docs[0]?.get('payload'))) as WebhookPayload;
    expect(payload).toEqual({
      id: 'event-1',
      type: 'application.created',
      createdAt: expect.any(String) as string,
      companyId,
      data: {
        applicationId: 'app-1',
        jobId: 'job-1',
        jobTitle: 'Frontend Engineer',
        source: 'applicant',
        stage: 'applied',
        createdAt: '2026-01-05T09:00:00.000Z',
      },
    });
    expect(JSON.stringify(payload)).not.toMatch(/lena|5pm/i);

    // a stage change; another field's change is no event
    const moved = { ...application, stage: 'screening' };
    expect(
      await emitStageChanged(db, 'app-1', application, { ...application, note: 'x' }, 'e-2'),
    ).toBe(0);
    expect(await emitStageChanged(db, 'app-1', application, moved, 'e-3')).toBe(1);
    const change = await deliveryOf(db, companyId, deliveryIdOf('e-3', subscribed.webhookId));
    expect(JSON.parse(change?.payload ?? '{}')).toMatchObject({
      type: 'application.stage_changed',
      data: { applicationId: 'app-1', from: 'applied', to: 'screening' },
    });
    expect(
      await queueWebhookEvent(db, {
        companyId: 'c-none',
        type: 'application.created',
        eventId: 'e-4',
        data: {},
      }),
    ).toBe(0);
  });

  // four waits in a row, through three triggers and the delivery one, each of which may start cold
  const fourTriggerWaits = { timeout: 4 * TRIGGER_WAIT_MS };
  it(
    'delivers application.created, stage_changed and scorecard.submitted from the triggers',
    fourTriggerWaits,
    async () => {
      const team = await integrationsTeam('events');
      const path = '/hook-events';
      const { secret } = await createWebhook(team.integrator, team.companyId, endpoint(path), [
        'application.created',
        'application.stage_changed',
        'scorecard.submitted',
      ]);
      const applicationId = h.unique('application');
      const now = Timestamp.now();
      await h.db.doc(`applications/${applicationId}`).create({
        jobId: 'job-events',
        jobTitle: 'Data Analyst',
        companyId: team.companyId,
        companyName: 'Events',
        source: 'talentPool',
        applicantUid: null,
        candidateId: 'pool-candidate',
        candidate: { name: 'Noor Secret', email: 'noor.secret@example.com' },
        note: '',
        locale: 'en',
        stage: 'applied',
        sharedReason: null,
        createdAt: now,
        stageChangedAt: now,
        stageChangedBy: team.owner.uid,
      });
      const [created] = await waitForRequest(path, 1, team.companyId);
      expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
        type: 'application.created',
        companyId: team.companyId,
        data: { applicationId, jobId: 'job-events', jobTitle: 'Data Analyst', stage: 'applied' },
      });
      expect(created?.body).not.toMatch(/noor/i);
      expect(
        verifyWebhookSignature(
          secret,
          String(created?.headers[WEBHOOK_HEADERS.signature.toLowerCase()]),
          created?.body ?? '',
        ),
      ).toBe(true);

      await h.db.doc(`applications/${applicationId}`).update({ stage: 'interview' });
      const [, changed] = await waitForRequest(path, 2, team.companyId);
      expect(JSON.parse(changed?.body ?? '{}')).toMatchObject({
        type: 'application.stage_changed',
        data: { applicationId, from: 'applied', to: 'interview' },
      });

      const interviewId = h.unique('interview');
      await h.db.doc(`interviews/${interviewId}`).set({
        companyId: team.companyId,
        applicationId,
        jobId: 'job-events',
        jobTitle: 'Data Analyst',
        status: 'scheduled',
      });
      await h.db.doc(`interviews/${interviewId}/scorecards/${team.owner.uid}`).create({
        authorUid: team.owner.uid,
        authorName: 'Owner',
        ratings: { communication: 4 },
        recommendation: 'strongYes',
        notes: 'Private thoughts about the candidate',
        submittedAt: Timestamp.now(),
      });
      const [, , scored] = await waitForRequest(path, 3, team.companyId);
      expect(scored?.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe('scorecard.submitted');
      expect(JSON.parse(scored?.body ?? '{}')).toMatchObject({
        type: 'scorecard.submitted',
        data: {
          interviewId,
          applicationId,
          interviewerUid: team.owner.uid,
          recommendation: 'strongYes',
        },
      });
      expect(scored?.body).not.toContain('Private thoughts');
      // each event once: a later event, sent through the same triggers, arrives after the three
      // and nothing else does; every delivery queued for them has been tried
      await h.db.doc(`applications/${applicationId}`).update({ stage: 'offer' });
      const [, , , marker] = await waitForRequest(path, 4, team.companyId);
      expect(JSON.parse(marker?.body ?? '{}')).toMatchObject({
        type: 'application.stage_changed',
        data: { applicationId, from: 'interview', to: 'offer' },
      });
      const deliveries = await h.db
        .collection(`companies/${team.companyId}/webhookDeliveries`)
        .get();
      expect(deliveries.size).toBe(4);
      await Promise.all(deliveries.docs.map((doc) => settled(h.db, team.companyId, doc.id)));
      expect(requestsTo(path)).toHaveLength(4);
    },
  );
});
