// The seeded company's answers to its candidates: a response promise of two days (so a few of the
// seeded applications wait past it: Kenji's and Daniel's screening on the reference day), its own
// rejection and "still under review" templates in English and a rejection in German, and its
// public response rate computed from the seeded applications and their moves as the server's
// schedule would (functions/src/reports/response-rate.ts; the triggers and schedules are off).
import { Timestamp } from 'firebase-admin/firestore';
import { docPaths, pathOf } from '@contracts/collections';
import { DAY_MS, type TimestampLike } from '@contracts/fields';
import { mailTemplateIdOf, type MailTemplateDocument } from '@contracts/mail-templates';
import { RESPONSE_PROMISE_DOC } from '@contracts/response-promise';
import { firstAnswerAt, responseRateOf, type ApplicationAnswer } from '@domain/response-rate';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import type { SeedDoc } from './lib/seed-doc.ts';

/** The seeded company's promise, in days. */
export const SEEDED_RESPONSE_DAYS = 2;

const TEMPLATES: Omit<MailTemplateDocument, 'updatedBy' | 'updatedAt'>[] = [
  {
    kind: 'rejection',
    locale: 'en',
    subject: 'Your application for {{jobTitle}} at {{company}}',
    body: 'Hi {{firstName}},\n\nThank you for the time you gave us for {{jobTitle}}. We have decided to continue with other candidates this time, and we know that is not the news you hoped for.\n\nWe would be glad to hear from you again when another role at {{company}} fits you.\n\nWarm regards,\nThe {{company}} hiring team',
  },
  {
    kind: 'stillUnderReview',
    locale: 'en',
    subject: 'Still reviewing your application for {{jobTitle}}',
    body: 'Hi {{firstName}},\n\nWe have not forgotten you: your application for {{jobTitle}} is in the {{stage}} stage, and it is taking us a little longer than we promised. You will hear from us soon.\n\nThe {{company}} hiring team',
  },
  {
    kind: 'rejection',
    locale: 'de',
    subject: 'Ihre Bewerbung als {{jobTitle}} bei {{company}}',
    body: 'Hallo {{firstName}},\n\nvielen Dank für Ihr Interesse an der Stelle {{jobTitle}}. Wir haben uns diesmal für andere Kandidatinnen und Kandidaten entschieden.\n\nWir freuen uns, wenn Sie sich bei {{company}} wieder bewerben.\n\nHerzliche Grüße\nIhr Team von {{company}}',
  },
];

const isApplication = (path: string) => /^applications\/[^/]+$/.test(path);
const millis = (value: unknown) => (value as TimestampLike | null | undefined)?.toMillis() ?? null;

/** The applications' answers as the response rate counts them (applicants only). */
export function seededAnswers(docs: readonly SeedDoc[]): ApplicationAnswer[] {
  return docs
    .filter(({ path, data }) => isApplication(path) && data.source === 'applicant')
    .flatMap(({ path, data }) => {
      const createdAt = millis(data.createdAt);
      if (createdAt === null) return [];
      const events = docs
        .filter((doc) => doc.path.startsWith(`${path}/stageEvents/`))
        .map((doc) => ({ from: doc.data.from as string | null, at: millis(doc.data.at) }));
      const answeredAt = firstAnswerAt(events, String(data.stage), millis(data.stageChangedAt));
      return [{ createdAt, answeredAt }];
    });
}

/** The promise, the templates and the public figures of the seeded company at `today`. */
export function generateResponses(today: Date, applications: readonly SeedDoc[]): SeedDoc[] {
  const setAt = Timestamp.fromMillis(today.getTime() - 20 * DAY_MS);
  const omar = ACCOUNTS.employer.uid;
  return [
    {
      path: pathOf(docPaths.setting(COMPANY_ID, RESPONSE_PROMISE_DOC)),
      data: { days: SEEDED_RESPONSE_DAYS, updatedBy: omar, updatedAt: setAt },
    },
    ...TEMPLATES.map((template) => ({
      path: pathOf(
        docPaths.mailTemplate(COMPANY_ID, mailTemplateIdOf(template.kind, template.locale)),
      ),
      data: { ...template, updatedBy: omar, updatedAt: setAt },
    })),
    {
      path: pathOf(docPaths.companyStats(COMPANY_ID)),
      data: {
        ...responseRateOf(seededAnswers(applications), SEEDED_RESPONSE_DAYS, today.getTime()),
        promiseDays: SEEDED_RESPONSE_DAYS,
        computedAt: Timestamp.fromDate(today),
      },
    },
  ];
}
