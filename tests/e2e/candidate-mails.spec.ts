// Hearing back on time, in Chromium on the seeded suite: the owner's Candidate mails screen (the
// seeded two-day promise and templates, a new template written with merge-field buttons and
// markup that the preview shows as text, kept after a reload, then reset), the applications
// waiting past the promise flagged on the dashboard and in the candidates list, and the company's
// response rate with its explanation on a posting, for a job seeker; English light, Arabic dark,
// axe on each screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { messages, openSignedIn, type Locale } from './personas';
import { expectAccessible, snap } from './page-checks';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const SCREEN = '/dashboard/employer/candidate-mails';

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('the owner', () => {
  test.use({ persona: 'employer' });

  test('words a mail with merge fields, sees markup as text in the preview, and resets it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = texts('en').candidateMails;
    await openSignedIn(page, SCREEN, 'en', 'light');
    await heading(page, t.title);
    await expect(page.getByRole('textbox', { name: t.promise.days })).toHaveValue('2');

    // the seeded English status mail
    await page.getByRole('combobox', { name: t.templates.kind }).selectOption('stillUnderReview');
    await expect(page.getByText(t.templates.usingOwn)).toBeVisible();
    const preview = page.getByRole('region', { name: t.preview.title });
    await expect(preview).toContainText('Hi Alex,');
    await expect(preview).toContainText('Northwind Talent hiring team');

    // a new invitation to book, with markup the preview shows as text
    await page.getByRole('combobox', { name: t.templates.kind }).selectOption('bookingInvite');
    await expect(page.getByText(t.templates.usingPlatform)).toBeVisible();
    await page
      .getByRole('textbox', { name: t.templates.subject })
      .fill('Book a time, {{firstName}}');
    const body = page.getByRole('textbox', { name: t.templates.body });
    await body.fill('<b>Hello</b> ');
    await page.getByRole('button', { name: t.fields.firstName }).click();
    await body.press('End');
    await body.pressSequentially(', pick a slot: ');
    await page.getByRole('button', { name: t.fields.bookingLink }).click();
    await expect(body).toHaveValue('<b>Hello</b> {{firstName}}, pick a slot: {{bookingLink}}');
    await expect(preview).toContainText('<b>Hello</b> Alex, pick a slot:');
    await expect(preview.locator('b')).toHaveCount(0);
    await expect(preview.getByRole('link')).toHaveAttribute(
      'href',
      'https://example.com/book/interview',
    );
    await expectAccessible(page);
    await snap(page, 'candidate-mails-en-light');

    await page.getByRole('button', { name: t.templates.save }).click();
    await expect(page.getByText(t.templates.saved)).toBeVisible();
    await page.reload();
    await page.getByRole('combobox', { name: t.templates.kind }).selectOption('bookingInvite');
    await expect(page.getByRole('textbox', { name: t.templates.subject })).toHaveValue(
      'Book a time, {{firstName}}',
    );

    // back to the platform's mail
    await page.getByRole('button', { name: t.templates.reset }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.templates.reset }).click();
    await expect(page.getByText(t.templates.usingPlatform)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.templates.subject })).toHaveValue('');
  });

  test('reads the screen in Arabic, dark', async ({ page }) => {
    const t = texts('ar').candidateMails;
    await openSignedIn(page, SCREEN, 'ar', 'dark');
    await heading(page, t.title);
    await expect(page.getByRole('button', { name: t.fields.firstName })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'candidate-mails-ar-dark');
  });

  test('sees the applications waiting past the promise on the dashboard and in the list', async ({
    page,
  }) => {
    const t = texts('en');
    await openSignedIn(page, '/dashboard/employer', 'en', 'light');
    const card = page.getByRole('region', { name: t.candidateMails.overdue.title });
    await expect(card.getByRole('link', { name: 'Daniel Kim' })).toBeVisible();
    // applicants no other spec moves (operations.spec schedules Kenji Sato, which answers him)
    await expect(card.getByRole('link', { name: 'Fatima Zahra' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Hannah Müller' })).toHaveCount(0);
    await snap(page, 'candidate-mails-dashboard-en-light');

    await openSignedIn(page, '/dashboard/employer/candidates', 'en', 'light');
    const daniel = page.getByRole('row').filter({ hasText: 'Daniel Kim' });
    await expect(daniel.getByText(t.candidates.overdue.badge)).toBeVisible();
    const hannah = page.getByRole('row').filter({ hasText: 'Hannah Müller' });
    await expect(hannah).toBeVisible();
    await expect(hannah.getByText(t.candidates.overdue.badge)).toHaveCount(0);
  });
});

test.describe('a job seeker', () => {
  test.use({ persona: 'jobSeeker' });

  for (const [locale, theme] of [
    ['en', 'light'],
    ['ar', 'dark'],
  ] as const) {
    test(`sees the company's response rate on its posting (${locale}, ${theme})`, async ({
      page,
    }) => {
      const t = texts(locale).jobs.responseRate;
      await openSignedIn(
        page,
        '/dashboard/job-seeker/jobs/northwind-frontend-engineer',
        locale,
        theme,
      );
      // 16 of 19 judged applications answered within the seeded two days
      if (locale === 'en') {
        await expect(page.getByText('Answers 84% of applications within 2 days')).toBeVisible();
      } else {
        await expect(
          page.getByText(((t as Record<string, string>).rate_two ?? '').split('{{rate}}')[0] ?? ''),
        ).toBeVisible();
      }
      await page.getByText(t.what).click();
      await expect(page.getByText(t.explain_other.split('{{window}}')[0] ?? '')).toBeVisible();
      await expectAccessible(page);
      await snap(page, `candidate-mails-rate-${locale}-${theme}`);
    });
  }
});
