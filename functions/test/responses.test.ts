// Hearing back on time: candidates' mails in the company's own words (lib/mail/candidate-template.ts,
// in six languages, markup shown as text), the "still under review" status mails of the response
// promise (mail/status-mails.ts: the clock driven past the promise, one mail per waiting
// application and wait, none for answered, offered, rejected or talent-pool ones, none twice),
// and the response rate (reports/response-rate.ts) against a figure worked out by hand. Each test
// runs on a Firestore project of its own, where no trigger runs.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import { TRIGGER_WAIT_MS } from './lib/callable-harness.ts';
import {
  DAY_MS,
  DEFAULT_RESPONSE_DAYS,
  LOCALES,
  type CompanyStatsDocument,
  type MailDocument,
} from '../src/contracts.ts';
import type { AccountEmail } from '../src/lib/mail/account-email.ts';
import { renderCandidateMail } from '../src/lib/mail/candidate-template.ts';
import { EMULATOR_ENV } from '../src/lib/mail/config.ts';
import { MAIL_TEXTS, type MailTexts } from '../src/lib/mail/templates.ts';
import { queueStageChange, statusMailId } from '../src/mail/application-mails.ts';
import { sendStatusMails } from '../src/mail/status-mails.ts';
import { computeResponseRate, computeResponseRates } from '../src/reports/response-rate.ts';

const run = Date.now();
const apps: App[] = [];
/** The schedule's clock: a fixed instant the tests move forward by days. */
const NOW = Date.UTC(2026, 10, 27, 6);
const at = (days: number) => new Date(NOW + days * DAY_MS);
const stamp = (days: number) => Timestamp.fromMillis(NOW + days * DAY_MS);

function isolatedDb(name: string): Firestore {
  const app = initializeApp(
    { projectId: `demo-responses-${name}-${run}` },
    `responses-${name}-${run}`,
  );
  apps.push(app);
  return getFirestore(app);
}

beforeAll(() => {
  Object.assign(process.env, emulatorEnv(), EMULATOR_ENV);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

/** Every applicant's account address: their uid at jobs.test. */
const accounts: AccountEmail = (uid) => Promise.resolve(`${uid}@jobs.test`);
const texts = (locale: (typeof LOCALES)[number]) => MAIL_TEXTS[locale] as MailTexts;

const application = (companyId: string, uid: string, overrides: Record<string, unknown> = {}) => ({
  jobId: 'job-1',
  jobTitle: 'Frontend Engineer',
  companyId,
  companyName: 'Northwind',
  source: 'applicant',
  applicantUid: uid,
  candidateId: null,
  candidate: { name: 'Sam Seeker' },
  locale: 'en',
  stage: 'applied',
  sharedReason: null,
  createdAt: stamp(-10),
  stageChangedAt: stamp(-10),
  ...overrides,
});

async function setTemplate(
  firestore: Firestore,
  companyId: string,
  kind: string,
  locale: string,
  subject: string,
  body: string,
) {
  await firestore.doc(`companies/${companyId}/mailTemplates/${kind}_${locale}`).set({
    kind,
    locale,
    subject,
    body,
    updatedBy: 'owner',
    updatedAt: Timestamp.now(),
  });
}

const mails = async (firestore: Firestore) =>
  (await firestore.collection('mail').get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as MailDocument),
  }));

describe('renderCandidateMail', () => {
  const fields = { name: 'Sam Seeker', jobTitle: 'Frontend Engineer', companyName: 'Northwind' };

  it('writes the platform template in each of the six languages when the company has none', async () => {
    const firestore = isolatedDb('defaults');
    for (const locale of LOCALES) {
      const mail = await renderCandidateMail({
        firestore,
        companyId: 'c1',
        kind: 'stillUnderReview',
        locale,
        fields: { ...fields, stage: 'screening', applicationsLink: 'https://jobs.test/apps' },
      });
      expect(mail.own).toBe(false);
      expect(mail.template).toBe('stillUnderReview');
      expect(mail.content.subject).toBe(
        texts(locale).stillUnderReview.subject.replace('{{jobTitle}}', 'Frontend Engineer'),
      );
      expect(mail.content.text).toContain(texts(locale).stages.screening);
      expect(mail.content.html).toContain(`<html lang="${locale}"`);
    }
  });

  it("writes the company's template in each language it has, the stage named in that language", async () => {
    const firestore = isolatedDb('own');
    const greetings = { en: 'Hi', de: 'Hallo', it: 'Ciao', fr: 'Bonjour', es: 'Hola', ar: 'مرحبًا' };
    for (const locale of LOCALES) {
      await setTemplate(
        firestore,
        'c1',
        'stageUpdate',
        locale,
        '{{company}}: {{jobTitle}}',
        `${greetings[locale]} {{firstName}}\n\n{{stage}}`,
      );
    }
    for (const locale of LOCALES) {
      const mail = await renderCandidateMail({
        firestore,
        companyId: 'c1',
        kind: 'stageUpdate',
        locale,
        fields: { ...fields, stage: 'interview' },
      });
      expect(mail.own).toBe(true);
      expect(mail.content.subject).toBe('Northwind: Frontend Engineer');
      expect(mail.content.text).toContain(
        `${greetings[locale]} Sam\n\n${texts(locale).stages.interview}`,
      );
      expect(mail.content.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
    }
    // another company's template is not this one's
    const other = await renderCandidateMail({
      firestore,
      companyId: 'c2',
      kind: 'stageUpdate',
      locale: 'de',
      fields: { ...fields, stage: 'interview' },
    });
    expect(other.own).toBe(false);
  });

  it('shows a <script> in the template and markup in a merge field as text in the HTML', async () => {
    const firestore = isolatedDb('markup');
    await setTemplate(
      firestore,
      'c1',
      'rejection',
      'en',
      'About {{jobTitle}}',
      '<script>alert(1)</script>\nDear {{firstName}}, thank you for applying to {{jobTitle}}.',
    );
    const mail = await renderCandidateMail({
      firestore,
      companyId: 'c1',
      kind: 'rejection',
      locale: 'en',
      fields: {
        name: '<b>Sam</b>',
        jobTitle: '<img src=x onerror=alert(2)>',
        companyName: 'Northwind',
        reason: '<a href="https://evil.test">more</a>',
      },
    });
    expect(mail.content.html).not.toMatch(/<script|<img|<b>|<a href="https:\/\/evil/);
    expect(mail.content.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br>Dear &lt;b&gt;Sam&lt;/b&gt;',
    );
    expect(mail.content.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    // the shared reason follows in the platform's words, escaped too
    expect(mail.content.text).toContain(
      'The team\'s feedback: <a href="https://evil.test">more</a>',
    );
    expect(mail.content.html).toContain(
      '&lt;a href=&quot;https://evil.test&quot;&gt;more&lt;/a&gt;',
    );
  });

  it('falls back to the platform template when the stored one names an unknown field', async () => {
    const firestore = isolatedDb('unknown');
    await setTemplate(firestore, 'c1', 'rejection', 'en', 'Hi', 'Your {{password}}');
    const mail = await renderCandidateMail({
      firestore,
      companyId: 'c1',
      kind: 'rejection',
      locale: 'en',
      fields: { name: 'Sam', jobTitle: 'Designer', companyName: 'Northwind' },
    });
    expect(mail.own).toBe(false);
    expect(mail.content.subject).toBe('Your application for Designer');
  });

  it("writes a team's stage move in the company's template", async () => {
    const firestore = isolatedDb('move');
    await setTemplate(
      firestore,
      'c1',
      'stageUpdate',
      'en',
      'News on {{jobTitle}}',
      'Now: {{stage}}',
    );
    const before = application('c1', 'mover');
    const after = { ...before, stage: 'interview', stageChangedAt: stamp(0) };
    const id = await queueStageChange('a1', before, after, 'e1', {
      firestore,
      accountEmail: accounts,
    });
    const [mail] = await mails(firestore);
    expect(mail?.id).toBe(id);
    expect(mail?.subject).toBe('News on Frontend Engineer');
    expect(mail?.text).toContain('Now: Interviewing');
  });
});

describe('sendStatusMails (the clock driven past the promise)', () => {
  it('queues one status mail per waiting application and wait: none for answered ones, none twice', async () => {
    const firestore = isolatedDb('status');
    const options = { accountEmail: accounts };
    await firestore.doc('companies/c1').set({ name: 'Northwind', ownerId: 'owner' });
    await firestore.doc('companies/c2').set({ name: 'Contoso', ownerId: 'owner-2' });
    await firestore.doc('companies/c1/settings/responsePromise').set({
      days: 5,
      updatedBy: 'owner',
      updatedAt: Timestamp.now(),
    });
    const applications: Record<string, Record<string, unknown>> = {
      // c1 promises 5 days
      waiting: application('c1', 'waiting', { stageChangedAt: stamp(-6) }),
      interviewing: application('c1', 'interviewing', {
        stage: 'interview',
        stageChangedAt: stamp(-8),
      }),
      // the team answered it today
      answered: application('c1', 'answered', { stage: 'screening', stageChangedAt: stamp(0) }),
      rejected: application('c1', 'rejected', { stage: 'rejected', stageChangedAt: stamp(-30) }),
      offered: application('c1', 'offered', { stage: 'offer', stageChangedAt: stamp(-30) }),
      pool: application('c1', 'pool', {
        source: 'talentPool',
        applicantUid: null,
        candidateId: 'cand-1',
        stageChangedAt: stamp(-30),
      }),
      // c2 keeps the default promise of 7 days
      fresh: application('c2', 'fresh', { stageChangedAt: stamp(-6) }),
    };
    for (const [id, data] of Object.entries(applications)) {
      await firestore.doc(`applications/${id}`).set(data);
    }
    expect(DEFAULT_RESPONSE_DAYS).toBe(7);

    expect(await sendStatusMails(firestore, at(0), options)).toEqual({
      waiting: 'queued',
      interviewing: 'queued',
    });
    const first = await mails(firestore);
    expect(first.map((mail) => mail.id).sort()).toEqual(
      [
        statusMailId('interviewing', NOW - 8 * DAY_MS),
        statusMailId('waiting', NOW - 6 * DAY_MS),
      ].sort(),
    );
    const waitingMail = first.find((mail) => mail.to === 'waiting@jobs.test');
    expect(waitingMail?.template).toBe('stillUnderReview');
    expect(waitingMail?.text).toContain('Application received');

    // the same run again, and a day later: nothing new
    await sendStatusMails(firestore, at(0), options);
    await sendStatusMails(firestore, at(0.5), options);
    expect(await mails(firestore)).toHaveLength(2);

    // two days on, c2's application has waited past its 7 days
    await sendStatusMails(firestore, at(2), options);
    const later = await mails(firestore);
    expect(later.map((mail) => mail.to).sort()).toEqual([
      'fresh@jobs.test',
      'interviewing@jobs.test',
      'waiting@jobs.test',
    ]);

    // the team answers the waiting one (a move starts a new wait): no mail until it runs out
    await firestore
      .doc('applications/waiting')
      .update({ stage: 'screening', stageChangedAt: stamp(2) });
    await sendStatusMails(firestore, at(4.5), options);
    expect(await mails(firestore)).toHaveLength(3);
    // past 5 days of their new waits, the moved one and the one answered today get one each
    await sendStatusMails(firestore, at(7.5), options);
    await sendStatusMails(firestore, at(7.5), options);
    const all = await mails(firestore);
    expect(all.map((mail) => mail.to).sort()).toEqual([
      'answered@jobs.test',
      'fresh@jobs.test',
      'interviewing@jobs.test',
      'waiting@jobs.test',
      'waiting@jobs.test',
    ]);
    expect(all.some((mail) => /rejected|offered|pool/.test(mail.to))).toBe(false);
  });
});

describe('computeResponseRates', () => {
  it('matches the rate worked out by hand on seeded applications', async () => {
    const firestore = isolatedDb('rate');
    await firestore.doc('companies/c1').set({ name: 'Northwind', ownerId: 'owner' });
    await firestore.doc('companies/c1/settings/responsePromise').set({
      days: 7,
      updatedBy: 'owner',
      updatedAt: Timestamp.now(),
    });
    /** An application created `created` days from NOW, first moved `moved` days from NOW. */
    const seed = async (id: string, created: number, moved: number | null, extra = {}) => {
      await firestore.doc(`applications/${id}`).set(
        application('c1', id, {
          createdAt: stamp(created),
          stage: moved === null ? 'applied' : 'screening',
          stageChangedAt: stamp(moved ?? created),
          ...extra,
        }),
      );
      const events = firestore.collection(`applications/${id}/stageEvents`);
      await events.add({ from: null, to: 'applied', at: stamp(created) });
      if (moved !== null) {
        await events.add({ from: 'applied', to: 'screening', at: stamp(moved) });
        // a later move does not change when it was first answered
        await events.add({ from: 'screening', to: 'interview', at: stamp(moved + 20) });
      }
    };
    await seed('on-time-1', -30, -28); // 2 days: on time
    await seed('on-time-2', -20, -13); // 7 days: on time
    await seed('late', -40, -31); // 9 days: late
    await seed('unanswered-late', -12, null); // 12 days, no answer: late
    await seed('pending', -3, null); // within the promise: not judged
    await seed('old', -120, -119); // before the 90 days
    await seed('pool', -30, -29, { source: 'talentPool', applicantUid: null }); // left out
    // judged 4, on time 2 → 50 %
    expect(await computeResponseRates(firestore, at(0))).toEqual({ c1: 0.5 });
    const stats = (await firestore.doc('companyStats/c1').get()).data() as CompanyStatsDocument;
    expect(stats).toMatchObject({
      responseRate: 0.5,
      answeredOnTime: 2,
      judged: 4,
      promiseDays: 7,
    });
    expect(stats.computedAt.toMillis()).toBe(NOW);
  });

  it('writes no figures for a company that is gone (its team deleted meanwhile)', async () => {
    const firestore = isolatedDb('gone');
    await firestore.doc('applications/a1').set(application('gone', 'seeker-a1'));
    expect(await computeResponseRate(firestore, 'gone', at(0))).toBeNull();
    expect((await firestore.doc('companyStats/gone').get()).exists).toBe(false);
  });
});

describe('responseRateOnPromise (the trigger, on the functions emulator)', () => {
  it("computes a company's rate again as soon as its promise changes", async () => {
    const app = initializeApp({ projectId: PROJECT_ID }, `responses-trigger-${run}`);
    apps.push(app);
    const firestore = getFirestore(app);
    const companyId = `responses-${run}`;
    await firestore.doc(`companies/${companyId}`).set({ name: 'Trigger Co', ownerId: 'owner' });
    // three applications of the last days, answered after 1, 2 and 4 days
    for (const [index, days] of [1, 2, 4].entries()) {
      const created = Date.now() - 10 * DAY_MS;
      await firestore.doc(`applications/${companyId}-${index}`).set(
        application(companyId, `seeker-${index}`, {
          stage: 'screening',
          createdAt: Timestamp.fromMillis(created),
          stageChangedAt: Timestamp.fromMillis(created + days * DAY_MS),
        }),
      );
    }
    await firestore.doc(`companies/${companyId}/settings/responsePromise`).set({
      days: 3,
      updatedBy: 'owner',
      updatedAt: Timestamp.now(),
    });
    const deadline = Date.now() + TRIGGER_WAIT_MS;
    let stats: CompanyStatsDocument | undefined;
    while (Date.now() < deadline && stats?.promiseDays !== 3) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      stats = (await firestore.doc(`companyStats/${companyId}`).get()).data() as
        CompanyStatsDocument | undefined;
    }
    // within 3 days: two of three
    expect(stats).toMatchObject({
      responseRate: 2 / 3,
      answeredOnTime: 2,
      judged: 3,
      promiseDays: 3,
    });
  });
});
