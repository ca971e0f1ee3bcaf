// The seeded company's promise, templates and response rate (scripts/seed-responses.ts), checked
// against a figure worked out by hand from the seeded applications (seed-candidates.ts and
// seed-hiring-history.ts): 20 applicants; each first answer's delay in days:
//   Lena 0.5, Kenji 2, Noor 2, Tomás 1.6, Aiko 1.5, Grace 1.25, Lukas 1.5, Sofia 1.4, Yusuf 2.3,
//   Emma 2.1, Chen 1.5, Priya 1.2, Jonas 1, Inês 0.9, Fatima 1.6, Daniel 1.3, Amara 2.2,
//   Mateo 1.5, Hannah 0.7; Olu unanswered after 1.6 days (within the promise: not judged).
// Promise of 2 days: judged 19, late 3 (Yusuf, Emma, Amara), on time 16 → 16 / 19.
import { describe, expect, it } from 'vitest';
import { COMPANY_ID } from './lib/accounts.ts';
import { checkSeedDocs } from './lib/seed-write.ts';
import { referenceDate } from './lib/seed-reference.ts';
import { generateApplications } from './seed-candidates.ts';
import { generateHiringHistory } from './seed-hiring-history.ts';
import { generateResponses, seededAnswers, SEEDED_RESPONSE_DAYS } from './seed-responses.ts';
import { isOverdue } from '@contracts/response-promise';
import { usableTemplate } from '@contracts/mail-templates';

const today = referenceDate();
const applications = [...generateApplications(today), ...generateHiringHistory(today)];
const docs = generateResponses(today, applications);
const docAt = (path: string) => docs.find((doc) => doc.path === path)?.data;

describe('the seeded answers', () => {
  it('match their contracts, and the templates are usable', () => {
    expect(() => checkSeedDocs(docs)).not.toThrow();
    const templates = docs.filter((doc) => doc.path.includes('/mailTemplates/'));
    expect(templates.map((doc) => doc.path.split('/').at(-1))).toEqual([
      'rejection_en',
      'stillUnderReview_en',
      'rejection_de',
    ]);
    for (const { data } of templates) expect(usableTemplate(data)).not.toBeNull();
  });

  it('give the response rate worked out by hand', () => {
    expect(seededAnswers(applications)).toHaveLength(20);
    expect(docAt(`companyStats/${COMPANY_ID}`)).toMatchObject({
      responseRate: 16 / 19,
      answeredOnTime: 16,
      judged: 19,
      promiseDays: SEEDED_RESPONSE_DAYS,
    });
    expect(docAt(`companies/${COMPANY_ID}/settings/responsePromise`)).toMatchObject({ days: 2 });
  });

  it('leave some applicants waiting past the promise on the reference day', () => {
    const overdue = applications
      .filter(({ path, data }) => /^applications\/[^/]+$/.test(path) && data.source === 'applicant')
      .filter(({ data }) =>
        isOverdue(
          String(data.stage),
          (data.stageChangedAt as { toMillis(): number }).toMillis(),
          SEEDED_RESPONSE_DAYS,
          today.getTime(),
        ),
      )
      .map(({ data }) => (data.candidate as { name: string }).name);
    expect(overdue.sort()).toEqual(['Amara Singh', 'Daniel Kim', 'Fatima Zahra', 'Kenji Sato']);
  });
});
