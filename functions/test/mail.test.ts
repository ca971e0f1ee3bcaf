// Mail: rendering in the recipient's language, the queue (mail/{id}), sending through SMTP with
// retries, and the application mails. The sending module is called directly on projects of their
// own (no triggers run there), with SMTP pointed at a closed port or at the suite's mail catcher;
// the triggers are tested on the running functions emulator, reading the caught mails through the
// catcher's REST API (the functions emulator gets SMTP_HOST/SMTP_PORT/APP_URL from the suite).
// The module runs in the test process as in the emulator (FUNCTIONS_EMULATOR: its defaults apply);
// functions/test/config.test.ts tests what production requires.
import { connect, createServer, type Socket } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  emulatorEnv,
  emulators,
  hostingUrl,
  PROJECT_ID,
} from '../../scripts/lib/emulator-config.ts';
import { caughtMails, waitForMails } from '../../tests/e2e/mail.ts';
import { TRIGGER_WAIT_MS } from './lib/callable-harness.ts';
import {
  LINKED_PATHS,
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_MAX_RETRY_DELAY_MS,
  MAIL_SENDING_LEASE_MS,
  mailRetryDelayMs,
  type MailDocument,
} from '../src/contracts.ts';
import type { AccountEmail } from '../src/lib/mail/account-email.ts';
import { queueApplicationReceived, queueStageChange } from '../src/mail/application-mails.ts';
import { EMULATOR_ENV, mailConfig, mailTransport } from '../src/lib/mail/config.ts';
import { queueMail } from '../src/lib/mail/queue-mail.ts';
import { renderMail } from '../src/lib/mail/render.ts';
import { retryDueMail, sendQueuedMail } from '../src/mail/send-mail.ts';
import { MAIL_TEXTS, type MailTexts } from '../src/lib/mail/templates.ts';

const POLL_MS = 200;
const run = Date.now();
const apps: App[] = [];
/** The demo project: the functions emulator's triggers run on it. */
let db: Firestore;
/** Its Auth emulator: the application mails' addresses come from there. */
let auth: Auth;

/** A language's texts (complete: contracts/__tests__/mail-templates.test.ts checks it). */
const texts = (locale: keyof typeof MAIL_TEXTS) => MAIL_TEXTS[locale] as MailTexts;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');

/** A project of its own on the Firestore emulator, where no trigger runs. */
function isolatedDb(name: string): Firestore {
  const app = initializeApp({ projectId: `demo-mail-${name}-${run}` }, `mail-${name}-${run}`);
  apps.push(app);
  return getFirestore(app);
}

const address = (name: string) => `mail-${name}-${run}@jobs.test`;

/** SMTP to the suite's mail catcher. */
const catcher = () =>
  createTransport({ host: emulators.mailSmtp.host, port: emulators.mailSmtp.port, secure: false });

/** SMTP to a port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const unreachable = async () =>
  createTransport({ host: '127.0.0.1', port: await closedPort(), secure: false });

async function mailDoc(firestore: Firestore, id: string): Promise<MailDocument> {
  return (await firestore.collection('mail').doc(id).get()).data() as MailDocument;
}

/** Waits until the mail has left the queue (sent, retrying or failed). */
async function settled(firestore: Firestore, id: string): Promise<MailDocument> {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  while (Date.now() < deadline) {
    const snapshot = await firestore.collection('mail').doc(id).get();
    const status: unknown = snapshot.get('status');
    if (status === 'sent' || status === 'retrying' || status === 'failed') {
      return snapshot.data() as MailDocument;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`mail/${id} was not sent within ${TRIGGER_WAIT_MS} ms`);
}

beforeAll(() => {
  Object.assign(process.env, emulatorEnv(), EMULATOR_ENV);
  const app = initializeApp({ projectId: PROJECT_ID }, `mail-${run}`);
  apps.push(app);
  db = getFirestore(app);
  auth = getAuth(app);
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

const JOB = { jobTitle: 'Frontend Engineer', companyName: 'Northwind Talent' };

describe('renderMail', () => {
  it('writes a mail in the recipient’s language (German)', () => {
    const mail = renderMail('applicationReceived', 'de', {
      name: 'Sam',
      ...JOB,
      link: 'http://localhost:5050/dashboard/job-seeker/applications',
    });
    const de = texts('de').applicationReceived;
    expect(mail.subject).toBe(fill(de.subject, JOB));
    expect(mail.text).toContain(fill(de.body, JOB));
    expect(mail.text).toContain('Hallo Sam,');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('href="http://localhost:5050/dashboard/job-seeker/applications"');
  });

  it('writes Arabic right to left, with the stage named in Arabic', () => {
    const mail = renderMail('stageChanged', 'ar', {
      name: 'سام',
      ...JOB,
      stage: 'interview',
      link: 'http://localhost:5050/x',
    });
    const stage = texts('ar').stages.interview;
    expect(stage).not.toBe(texts('en').stages.interview);
    expect(mail.subject).toBe(fill(texts('ar').stageChanged.subject, { ...JOB, stage }));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).toContain(stage);
  });

  it('falls back to English for a language it does not have', () => {
    const mail = renderMail('rejection', 'xx', { name: 'Sam', ...JOB });
    expect(mail.subject).toBe(fill(texts('en').rejection.subject, JOB));
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('escapes every parameter in the HTML and keeps it as typed in the text', () => {
    const evil = '<script>alert("x")</script> & \'co\'';
    const mail = renderMail('rejection', 'en', {
      name: evil,
      jobTitle: '<b>Lead</b>',
      companyName: 'A & B',
      reason: '<img src=x onerror=alert(1)>\nSecond line',
    });
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;',
    );
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>Second line');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.text).toContain(`${evil},`);
    expect(mail.subject).toBe('Your application for <b>Lead</b>');
  });

  it('has the reason paragraph only when the team shared one', () => {
    const shared = renderMail('rejection', 'en', {
      name: 'Sam',
      ...JOB,
      reason: 'More Go, please.',
    });
    const unshared = renderMail('rejection', 'en', { name: 'Sam', ...JOB });
    const blank = renderMail('rejection', 'en', { name: 'Sam', ...JOB, reason: '  ' });
    const line = fill(texts('en').rejection.reason, { reason: 'More Go, please.' });
    expect(shared.text).toContain(line);
    expect(shared.html).toContain('More Go, please.');
    const label = texts('en').rejection.reason.split('{{')[0] ?? '';
    expect(label.length).toBeGreaterThan(3);
    for (const mail of [unshared, blank]) {
      expect(mail.text).not.toContain(label);
      expect(mail.html).not.toContain(label.replace("'", '&#39;'));
    }
  });

  it('writes the invitation with its link and the date it expires in the language', () => {
    const link = 'https://jobs.example/invitations/accept?company=c1&invitation=i1&token=t';
    const mail = renderMail('invitation', 'fr', {
      companyName: 'Northwind',
      inviterName: 'Omar',
      link,
      expiresAt: '2026-03-09T10:00:00.000Z',
    });
    expect(mail.subject).toBe(
      fill(texts('fr').invitation.subject, { inviterName: 'Omar', companyName: 'Northwind' }),
    );
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('9 mars 2026');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('makes no button of a link that is not a web address', () => {
    const mail = renderMail('stageChanged', 'en', {
      name: 'Sam',
      ...JOB,
      stage: 'offer',
      link: 'javascript:alert(1)',
    });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain(texts('en').stageChanged.action);
  });

  it('refuses a mail without a parameter its template needs', () => {
    expect(() => renderMail('applicationReceived', 'en', { name: 'Sam', ...JOB })).toThrow(
      'parameter "link"',
    );
    expect(() =>
      renderMail('stageChanged', 'en', { name: 'Sam', ...JOB, stage: 'lunch', link: 'http://x' }),
    ).toThrow('Unknown stage');
  });
});

describe('queueMail and sending (the module, on projects without triggers)', () => {
  it('queues the mail rendered in the recipient’s language, pending', async () => {
    const firestore = isolatedDb('queue');
    const params = { name: 'Sam', ...JOB, link: 'http://localhost:5050/a' };
    const deId = await queueMail(
      { to: address('de'), locale: 'de', template: 'applicationReceived', params },
      { firestore },
    );
    const arId = await queueMail(
      { to: address('ar'), locale: 'ar', template: 'applicationReceived', params },
      { firestore },
    );
    const de = await mailDoc(firestore, deId);
    expect(de).toMatchObject({
      to: address('de'),
      locale: 'de',
      template: 'applicationReceived',
      params,
      ...renderMail('applicationReceived', 'de', params),
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      messageId: null,
    });
    expect(de.createdAt).toBeInstanceOf(Timestamp);
    const ar = await mailDoc(firestore, arId);
    expect(ar.locale).toBe('ar');
    expect(ar.subject).toBe(fill(texts('ar').applicationReceived.subject, JOB));
    expect(ar.html).toContain('dir="rtl"');
  });

  it('queues a mail with a given id once only', async () => {
    const firestore = isolatedDb('once');
    const mail = {
      to: address('once'),
      locale: 'en',
      template: 'rejection' as const,
      params: { name: 'Sam', ...JOB },
    };
    expect(await queueMail(mail, { firestore, id: 'the-one' })).toBe('the-one');
    expect(await queueMail(mail, { firestore, id: 'the-one' })).toBe('the-one');
    expect((await firestore.collection('mail').where('to', '==', address('once')).get()).size).toBe(
      1,
    );
  });

  it('records the error when SMTP is down, and the retry sends it once SMTP answers', async () => {
    const firestore = isolatedDb('retry');
    const to = address('retry');
    const id = await queueMail(
      { to, locale: 'en', template: 'rejection', params: { name: 'Sam', ...JOB } },
      { firestore },
    );
    const now = Date.now();
    expect(
      await sendQueuedMail(id, { firestore, transport: await unreachable(), now: new Date(now) }),
    ).toBe('retrying');
    const failed = await mailDoc(firestore, id);
    expect(failed).toMatchObject({ status: 'retrying', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.lastError).not.toContain('@');
    expect(failed.nextAttemptAt?.toMillis()).toBe(now + MAIL_FIRST_RETRY_MS);
    expect(mailRetryDelayMs(1)).toBe(MAIL_FIRST_RETRY_MS);

    // the redelivered creation event finds it no longer pending
    expect(await sendQueuedMail(id, { firestore, transport: catcher() })).toBe('skipped');
    // not due yet
    const early = await retryDueMail(new Date(now + MAIL_FIRST_RETRY_MS - 1), {
      firestore,
      transport: catcher(),
    });
    expect(early[id]).toBeUndefined();
    // due: SMTP answers now
    const due = await retryDueMail(new Date(now + MAIL_FIRST_RETRY_MS), {
      firestore,
      transport: catcher(),
    });
    expect(due[id]).toBe('sent');
    const sent = await mailDoc(firestore, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, nextAttemptAt: null });
    expect(sent.sentAt).toBeInstanceOf(Timestamp);
    expect(sent.messageId).toMatch(/@/);
    const caught = await waitForMails(to);
    expect(caught).toHaveLength(1);
    expect(caught[0]?.subject).toBe(sent.subject);
    expect(caught[0]?.text).toBe(sent.text);
  });

  it('waits twice as long after each failed try, up to an hour', () => {
    const waits = Array.from({ length: 9 }, (_, index) => mailRetryDelayMs(index + 1) / 60_000);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBe(MAIL_MAX_RETRY_DELAY_MS);
    expect(MAIL_MAX_RETRY_DELAY_MS).toBe(3_600_000);
  });

  it(`keeps trying for about two days (${MAIL_MAX_ATTEMPTS} tries), then gives up`, async () => {
    const firestore = isolatedDb('give-up');
    const id = await queueMail(
      { to: address('give-up'), locale: 'en', template: 'rejection', params: { name: '', ...JOB } },
      { firestore },
    );
    const transport = await unreachable();
    const started = Date.now();
    let now = started;
    expect(await sendQueuedMail(id, { firestore, transport, now: new Date(now) })).toBe('retrying');
    const waits: number[] = [];
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const next = (await mailDoc(firestore, id)).nextAttemptAt?.toMillis() ?? 0;
      waits.push(next - now);
      now = next;
      const outcomes = await retryDueMail(new Date(now), { firestore, transport });
      expect(outcomes[id]).toBe(attempt < MAIL_MAX_ATTEMPTS ? 'retrying' : 'failed');
    }
    expect(waits).toEqual(
      Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, index) => mailRetryDelayMs(index + 1)),
    );
    expect(Math.max(...waits)).toBe(MAIL_MAX_RETRY_DELAY_MS);
    // the last try is two days after the first, not half an hour
    const hours = (now - started) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(47);
    expect(hours).toBeLessThanOrEqual(50);
    expect(await mailDoc(firestore, id)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
      sentAt: null,
    });
    expect(await retryDueMail(new Date(now + 365 * 86_400_000), { firestore, transport })).toEqual(
      {},
    );
  }, 60_000);

  it('records a missing SMTP setting outside the emulator as the mail’s error, and retries', async () => {
    const firestore = isolatedDb('unconfigured');
    const id = await queueMail(
      {
        to: address('unconfigured'),
        locale: 'en',
        template: 'rejection',
        params: { name: 'Sam', ...JOB },
      },
      { firestore },
    );
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('SMTP_HOST', '');
    vi.stubEnv('MAIL_FROM', '');
    vi.stubEnv('APP_URL', 'https://jobs.example');
    const now = Date.now();
    // no transport given: the one made from the environment
    expect(await sendQueuedMail(id, { firestore, now: new Date(now) })).toBe('retrying');
    const mail = await mailDoc(firestore, id);
    expect(mail).toMatchObject({ status: 'retrying', attempts: 1, sentAt: null });
    expect(mail.lastError).toContain('Mail is not configured: SMTP_HOST, MAIL_FROM are not set');
    expect(mail.nextAttemptAt?.toMillis()).toBe(now + MAIL_FIRST_RETRY_MS);
    // the schedule's run records it on each due mail, and sends once the settings are there
    const due = await retryDueMail(new Date(now + MAIL_FIRST_RETRY_MS), { firestore });
    expect(due[id]).toBe('retrying');
    expect((await mailDoc(firestore, id)).lastError).toContain('SMTP_HOST, MAIL_FROM');
    vi.stubEnv('SMTP_HOST', emulators.mailSmtp.host);
    vi.stubEnv('SMTP_PORT', String(emulators.mailSmtp.port));
    vi.stubEnv('MAIL_FROM', 'Jobs <no-reply@jobs.example>');
    const later = await retryDueMail(new Date(now + 10 * MAIL_FIRST_RETRY_MS), { firestore });
    expect(later[id]).toBe('sent');
    const [caught] = await waitForMails(address('unconfigured'));
    expect(caught?.subject).toBe(mail.subject);
  });

  it('sends one mail after another over one SMTP connection, and opens another once it is closed', async () => {
    // a TCP relay to the catcher that counts the connections made through it and can cut them
    const sockets = new Set<Socket>();
    let connections = 0;
    const relay = createServer((client) => {
      connections += 1;
      const server = connect(emulators.mailSmtp.port, emulators.mailSmtp.host);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = relay.address() as { port: number };
      vi.stubEnv('SMTP_HOST', '127.0.0.1');
      vi.stubEnv('SMTP_PORT', String(port));
      const firestore = isolatedDb('pooled');
      const sendOne = async (name: string) => {
        const id = await queueMail(
          { to: address(name), locale: 'en', template: 'rejection', params: { name, ...JOB } },
          { firestore },
        );
        // no transport given: the instance's own, made from the environment
        return sendQueuedMail(id, { firestore });
      };
      for (const name of ['pooled-1', 'pooled-2', 'pooled-3']) {
        expect(await sendOne(name)).toBe('sent');
      }
      expect(connections).toBe(1);
      expect(mailTransport(mailConfig())).toBe(mailTransport(mailConfig()));

      // the server drops the kept connection: the next mail goes out on a new one
      for (const socket of sockets) socket.destroy();
      await vi.waitFor(() => expect(sockets.size).toBe(0));
      expect(await sendOne('pooled-4')).toBe('sent');
      expect(connections).toBe(2);
      for (const name of ['pooled-1', 'pooled-2', 'pooled-3', 'pooled-4']) {
        expect(await waitForMails(address(name))).toHaveLength(1);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    }
  });

  it('sends a mail claimed twice at the same time once', async () => {
    const firestore = isolatedDb('twice');
    const to = address('twice');
    const id = await queueMail(
      { to, locale: 'en', template: 'rejection', params: { name: 'Sam', ...JOB } },
      { firestore },
    );
    const outcomes = await Promise.all([
      sendQueuedMail(id, { firestore, transport: catcher() }),
      sendQueuedMail(id, { firestore, transport: catcher() }),
    ]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    // a marker sent once both have answered: caught after whatever they sent
    const marker = `marker ${run}`;
    await catcher().sendMail({ from: 'marker@jobs.test', to, subject: marker, text: marker });
    await waitForMails(to, 2);
    const caught = await caughtMails(to);
    expect(caught.filter((mail) => mail.subject !== marker)).toHaveLength(1);
    expect(caught).toHaveLength(2);
  });

  it('sends a pending mail whose trigger never ran, and a claim that never finished', async () => {
    const firestore = isolatedDb('lease');
    const queue = (name: string) =>
      queueMail(
        { to: address(name), locale: 'en', template: 'rejection', params: { name: 'Sam', ...JOB } },
        { firestore },
      );
    const pending = await queue('lease-pending');
    const stuck = await queue('lease-stuck');
    const now = Date.now();
    await firestore
      .collection('mail')
      .doc(stuck)
      .update({ status: 'sending', attempts: 1, nextAttemptAt: Timestamp.fromMillis(now) });
    expect(await retryDueMail(new Date(now), { firestore, transport: catcher() })).toEqual({
      [stuck]: 'sent',
    });
    const later = await retryDueMail(new Date(now + MAIL_SENDING_LEASE_MS + 1_000), {
      firestore,
      transport: catcher(),
    });
    expect(later).toEqual({ [pending]: 'sent' });
    expect(await mailDoc(firestore, stuck)).toMatchObject({ status: 'sent', attempts: 2 });
    await waitForMails(address('lease-pending'));
    await waitForMails(address('lease-stuck'));
  });
});

describe('application mails (the handlers)', () => {
  /** What the application carries: an address the applicant typed, which is never written to. */
  const typed = (name: string) => address(`${name}-typed`);
  const application = (name: string, overrides: Record<string, unknown> = {}) => ({
    jobId: `job-${name}`,
    ...JOB,
    companyId: 'mail-test-company',
    source: 'applicant',
    applicantUid: `seeker-${name}-${run}`,
    candidateId: null,
    candidate: { name: 'Sam Seeker', email: typed(name) },
    locale: 'fr',
    stage: 'applied',
    sharedReason: null,
    stageChangedAt: Timestamp.fromMillis(run),
    ...overrides,
  });
  /** The accounts of Auth: each applicant's own address. */
  const accounts: AccountEmail = (uid) =>
    Promise.resolve(uid.startsWith('seeker-') ? address(uid.split('-')[1] ?? '') : null);
  const noAccount: AccountEmail = () => Promise.resolve(null);
  const sentTo = async (firestore: Firestore) =>
    (await firestore.collection('mail').get()).docs.map((mail) => mail.get('to') as string);

  it('write in the application’s language when the profile has none, once per event', async () => {
    const firestore = isolatedDb('handlers');
    const options = { firestore, accountEmail: accounts };
    const data = application('handlers');
    const id = await queueApplicationReceived('app-1', data, options);
    expect(id).toBe('application_app-1_received');
    expect(await queueApplicationReceived('app-1', data, options)).toBe(id);
    const mail = await mailDoc(firestore, id ?? '');
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe(fill(texts('fr').applicationReceived.subject, JOB));

    const moved = { ...data, stage: 'screening', stageChangedAt: Timestamp.fromMillis(run + 1) };
    const first = await queueStageChange('app-1', data, moved, 'event-1', options);
    const again = await queueStageChange('app-1', data, moved, 'event-2', options);
    expect(first).toBe(`application_app-1_screening_${run + 1}`);
    expect(again).toBe(first);
    expect(await sentTo(firestore)).toEqual([address('handlers'), address('handlers')]);
  });

  it('write to the account’s address, never to the one the application carries', async () => {
    const firestore = isolatedDb('address');
    /** Where the mail of application `id` (of `key`, whose profile names `profileEmail`) goes. */
    const mailedTo = async (
      id: string,
      key: string,
      profileEmail: string,
      accountEmail: AccountEmail,
    ) => {
      const data = application(key);
      await firestore.doc(`users/${data.applicantUid}`).set({ email: profileEmail });
      const mailId = await queueApplicationReceived(id, data, { firestore, accountEmail });
      return (await mailDoc(firestore, mailId ?? '')).to;
    };
    // the account's address in Auth comes first, over the profile's
    expect(await mailedTo('app-auth', 'account', address('profile-account'), accounts)).toBe(
      address('account'),
    );
    // without one in Auth: the profile's
    expect(await mailedTo('app-profile', 'profiled', address('profiled'), noAccount)).toBe(
      address('profiled'),
    );
    // neither: no mail, even though the application names an address
    const unknown = application('unknown');
    const options = { firestore, accountEmail: noAccount };
    expect(await queueApplicationReceived('app-unknown', unknown, options)).toBeNull();
    expect(
      await queueStageChange('app-unknown', unknown, { ...unknown, stage: 'offer' }, 'e', options),
    ).toBeNull();
    const recipients = await sentTo(firestore);
    expect(recipients.sort()).toEqual([address('account'), address('profiled')].sort());
    for (const name of ['account', 'profiled', 'unknown']) {
      expect(recipients).not.toContain(typed(name));
    }
  });

  it('write nothing to a talent-pool candidate, nor for a change that is not a move', async () => {
    const firestore = isolatedDb('pool');
    const options = { firestore, accountEmail: accounts };
    const pool = application('pool', {
      source: 'talentPool',
      applicantUid: null,
      candidateId: 'c-1',
    });
    expect(await queueApplicationReceived('app-pool', pool, options)).toBeNull();
    expect(
      await queueStageChange('app-pool', pool, { ...pool, stage: 'rejected' }, 'e', options),
    ).toBeNull();
    const data = application('same');
    expect(await queueStageChange('app-same', data, { ...data }, 'e', options)).toBeNull();
    expect((await firestore.collection('mail').get()).size).toBe(0);
  });
});

describe('through the functions emulator (triggers)', () => {
  it('sends a queued mail and records it as sent', async () => {
    const to = address('trigger');
    const id = await queueMail(
      {
        to,
        locale: 'es',
        template: 'applicationReceived',
        params: { name: 'Sam', ...JOB, link: `${hostingUrl}/x` },
      },
      { firestore: db },
    );
    const sent = await settled(db, id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(sent.sentAt).toBeInstanceOf(Timestamp);
    expect(sent.messageId).toMatch(/@/);
    const [caught] = await waitForMails(to);
    expect(caught?.subject).toBe(fill(texts('es').applicationReceived.subject, JOB));
    expect(caught?.text).toBe(sent.text);
    expect(caught?.html).toContain('<html lang="es" dir="ltr">');
    expect(caught?.html).toContain('Sam');
  });

  /**
   * A job seeker's account (Auth, with the address mails go to, and a profile) applies; the
   * application carries another address, as if typed by them, which no mail goes to.
   */
  async function apply(name: string, profile: Record<string, unknown>) {
    const uid = `seeker-${name}-${run}`;
    await auth.createUser({ uid, email: address(name) });
    await db.doc(`users/${uid}`).set({ uid, role: 'jobSeeker', displayName: 'Sam', ...profile });
    const applicationId = `job-${name}-${run}_${uid}`;
    const at = Timestamp.fromMillis(Date.now());
    const data = {
      jobId: `job-${name}-${run}`,
      ...JOB,
      companyId: 'mail-test-company',
      source: 'applicant',
      applicantUid: uid,
      candidateId: null,
      candidate: { name: 'Sam Seeker', email: address(`${name}-typed`) },
      note: '',
      locale: 'en',
      stage: 'applied',
      sharedReason: null,
      createdAt: at,
      stageChangedAt: at,
      stageChangedBy: uid,
    };
    await db.doc(`applications/${applicationId}`).create(data);
    const received = await settled(db, `application_${applicationId}_received`);
    return { applicationId, received };
  }

  async function move(applicationId: string, stage: string, sharedReason: string | null = null) {
    const at = Timestamp.fromMillis(Date.now());
    await db
      .doc(`applications/${applicationId}`)
      .update({ stage, sharedReason, stageChangedAt: at, stageChangedBy: 'employer' });
    return settled(db, `application_${applicationId}_${stage}_${at.toMillis()}`);
  }

  it(
    'writes "application received" in the profile’s language, linking to the applications',
    async () => {
      const { received } = await apply('received', { locale: 'de' });
      expect(received).toMatchObject({
        status: 'sent',
        locale: 'de',
        template: 'applicationReceived',
      });
      const [caught] = await waitForMails(address('received'));
      expect(caught?.subject).toBe(fill(texts('de').applicationReceived.subject, JOB));
      // APP_URL reached the emulator: the link is the suite's Hosting address
      expect(caught?.text).toContain(`${hostingUrl}${LINKED_PATHS.myApplications}`);
      expect(caught?.html).toContain(`href="${hostingUrl}${LINKED_PATHS.myApplications}"`);
      // to the account's address only, never to the one the application carries
      expect(received.to).toBe(address('received'));
      expect(await caughtMails(address('received-typed'))).toEqual([]);
    },
    2 * TRIGGER_WAIT_MS,
  );

  it(
    'writes a stage change with the stage as the job seeker sees it (Arabic)',
    async () => {
      const { applicationId } = await apply('stage', { locale: 'ar' });
      const mail = await move(applicationId, 'interview');
      expect(mail).toMatchObject({ status: 'sent', template: 'stageChanged', locale: 'ar' });
      const stage = texts('ar').stages.interview;
      const caught = await waitForMails(address('stage'), 2);
      expect(caught.map((entry) => entry.subject)).toContain(
        fill(texts('ar').stageChanged.subject, { ...JOB, stage }),
      );
    },
    2 * TRIGGER_WAIT_MS,
  );

  it(
    'writes a rejection with the reason only when the team shared it',
    async () => {
      const shared = await apply('shared', {});
      const kept = await apply('kept', { locale: 'xx' });
      const reason = 'We need more Go experience for this role.';
      const [sharedMail, keptMail] = await Promise.all([
        move(shared.applicationId, 'rejected', reason),
        move(kept.applicationId, 'rejected', null),
      ]);
      expect(sharedMail).toMatchObject({
        template: 'rejection',
        status: 'sent',
        params: { reason },
      });
      expect(keptMail).toMatchObject({ template: 'rejection', status: 'sent', locale: 'en' });
      expect(keptMail.params).not.toHaveProperty('reason');
      const sharedCaught = (await waitForMails(address('shared'), 2)).at(-1);
      const keptCaught = (await waitForMails(address('kept'), 2)).at(-1);
      const label = texts('en').rejection.reason.split('{{')[0] ?? '';
      expect(sharedCaught?.text).toContain(fill(texts('en').rejection.reason, { reason }));
      expect(sharedCaught?.html).toContain(reason);
      expect(keptCaught?.subject).toBe(fill(texts('en').rejection.subject, JOB));
      expect(keptCaught?.text).not.toContain(label);
    },
    2 * TRIGGER_WAIT_MS,
  );

  it(
    'writes nothing to a talent-pool candidate',
    async () => {
      const to = address('pool-trigger');
      const at = Timestamp.fromMillis(Date.now());
      const applicationId = `job-pool-${run}_pool-c1`;
      await db.doc(`applications/${applicationId}`).create({
        jobId: `job-pool-${run}`,
        ...JOB,
        companyId: 'mail-test-company',
        source: 'talentPool',
        applicantUid: null,
        candidateId: 'c1',
        candidate: { name: 'Pat Pool', email: to },
        note: '',
        locale: 'en',
        stage: 'applied',
        sharedReason: null,
        createdAt: at,
        stageChangedAt: at,
        stageChangedBy: 'employer',
      });
      await db.doc(`applications/${applicationId}`).update({ stage: 'screening' });
      // an applicant's application after it: by the time its mail is sent, the pool's triggers
      // have normally run (the handlers' test above proves the rule itself without timing)
      await apply('after-pool', {});
      expect((await db.collection('mail').where('to', '==', to).get()).size).toBe(0);
      expect(await caughtMails(to)).toEqual([]);
    },
    2 * TRIGGER_WAIT_MS,
  );
});
