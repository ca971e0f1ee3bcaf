// Employer operations end to end: the owner schedules an interview for a seeded candidate (the
// candidate and the interviewers get the invitation with its calendar event), downloads the
// event, and fills in a scorecard whose draft survives a reload; the reports show the seeded
// history and export a table; after the owner gives feedback, the next renewal shows the 10 %
// discount. Then the operations screens in Arabic, dark.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { caughtMails, mailCatcherUrl } from './mail';
import { ACCOUNTS, messages, type Locale, openSignedIn } from './personas';
import { expectAccessible, snap } from './page-checks';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

/** Kenji Sato's seeded application (at screening) to the product designer posting. */
const KENJI = {
  name: 'Kenji Sato',
  email: 'kenji.sato@example.com',
  application: '/dashboard/employer/candidates/northwind-product-designer_seeker-kenji',
};
/**
 * The functions emulator works through the seed's posting triggers after the suite starts: the
 * first callable of a run can wait for them.
 */
const CALLABLE_TIMEOUT_MS = 120_000;

/** The raw source of a caught mail (its parts and attachments included). */
async function mailSource(id: string): Promise<string> {
  const response = await fetch(`${mailCatcherUrl()}/email/${id}/source`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return response.text();
}

const open = openSignedIn;

test.use({ persona: 'employer' });

test('the owner schedules an interview, downloads it, and submits a scorecard kept as a draft', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = texts('en');
  const before = (await caughtMails(KENJI.email)).length;

  await open(page, KENJI.application, 'en', 'light');
  await page.getByRole('button', { name: t.interviews.application.schedule }).click();
  const dialog = page.getByRole('dialog', {
    name: fill(t.interviews.schedule.title, { name: KENJI.name }),
  });
  await expect(dialog).toBeVisible();
  // the owner conducts interviews, so is an interviewer already; Mia joins
  await dialog
    .getByRole('checkbox', { name: new RegExp(ACCOUNTS.member.displayName) })
    .check({ force: true });
  await dialog.getByLabel(t.interviews.schedule.location.video).fill('https://meet.example/kenji');
  await snap(page, 'operations-schedule-en');
  await dialog.getByRole('button', { name: t.interviews.schedule.submit }).click();
  await expect(dialog).toBeHidden({ timeout: CALLABLE_TIMEOUT_MS });

  // the candidate moved to the interview stage, and has the invitation with the event attached
  await expect(page.getByText(t.candidates.stages.interview).first()).toBeVisible();
  // the stage change sends its own mail too, in either order: the invitation is the one with the
  // meeting's address
  const isInvitation = (mail: { text: string }) => mail.text.includes('https://meet.example/kenji');
  await expect
    .poll(async () => (await caughtMails(KENJI.email)).slice(before).some(isInvitation), {
      timeout: 60_000,
    })
    .toBe(true);
  const invitation = (await caughtMails(KENJI.email)).slice(before).find(isInvitation)!;
  const source = await mailSource(invitation.id);
  expect(source).toContain('BEGIN:VCALENDAR');
  expect(source).toContain('METHOD:REQUEST');

  // the team's calendar lists it; its .ics downloads
  await page.goto('/dashboard/employer/interviews');
  await page.getByRole('tab', { name: t.interviews.list.tab }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: fill(t.interviews.ics.downloadFor, { name: KENJI.name }) })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(KENJI.name);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  await snap(page, 'operations-interviews-en');

  // the scorecard: rated, typed, reloaded (the draft is back), submitted
  await page
    .getByRole('link', { name: new RegExp(KENJI.name) })
    .first()
    .click();
  const form = page.getByRole('form', { name: t.interviews.scorecard.formLabel });
  await expect(form).toBeVisible();
  const ratings = form.getByRole('radio', { name: /^4 of 5/ });
  for (const rating of await ratings.all()) await rating.check({ force: true });
  await form
    .getByRole('radio', { name: t.interviews.recommendations.yes, exact: true })
    .check({ force: true });
  const notes = 'Clear portfolio walk-through; strong on research.';
  await form.getByLabel(t.interviews.scorecard.notes).fill(notes);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => /draft/i.test(key))))
    .toBe(true);
  await page.reload();
  await expect(page.getByText(t.interviews.scorecard.draftRestored)).toBeVisible();
  await expect(form.getByLabel(t.interviews.scorecard.notes)).toHaveValue(notes);
  await form.getByRole('button', { name: t.interviews.scorecard.submit }).click();
  await expect(page.getByText(t.interviews.scorecard.saved)).toBeVisible();
  const team = page.getByRole('grid', { name: t.interviews.scorecards.tableCaption });
  await expect(team).toContainText(ACCOUNTS.employer.displayName);
  await expectAccessible(page);
  await snap(page, 'operations-scorecard-en');
});

test('the reports show the seeded history and export a table as CSV', async ({ page }) => {
  test.setTimeout(240_000);
  const t = texts('en');
  await open(page, '/dashboard/employer/reports', 'en', 'light');
  const funnel = page.getByRole('grid', { name: t.reports.funnel.title });
  await expect(funnel).toBeVisible({ timeout: CALLABLE_TIMEOUT_MS });
  // the seeded history of the last 90 days has 25 applications (scripts/seed-hiring-history.ts);
  // other journeys of the run may have added their own
  const applied = funnel.getByRole('row').nth(1);
  await expect(applied).toContainText(t.candidates.stages.applied);
  const count = Number(
    /(\d+)/.exec((await applied.getByRole('gridcell').first().textContent()) ?? '')?.[1],
  );
  expect(count).toBeGreaterThanOrEqual(25);
  await expect(page.locator('.reports-chart svg').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(t.reports.funnel.title) })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^hiring-funnel_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n').length).toBeGreaterThan(5);
  await expectAccessible(page);
  await snap(page, 'operations-reports-en');
});

test('after the owner gives feedback the next renewal shows the 10 % discount', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = texts('en');
  await open(page, '/dashboard/employer/billing', 'en', 'light');
  await expect(page.getByRole('heading', { name: t.billing.next.title })).toBeVisible();

  const launcher = page.getByRole('button', { name: t.feedback.launcher.label });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: t.billing.title });
  await panel.getByLabel(t.feedback.panel.textLabel).fill('The invoice list is clear.');
  await panel.getByRole('button', { name: t.feedback.panel.submit }).click();
  await expect(panel.getByText(t.feedback.thanks.title)).toBeVisible();

  // the server grants the discount and links it to the company's next renewal
  const discount = page.getByText(fill(t.billing.next.discount, { percent: '10' }));
  await expect(async () => {
    await page.reload();
    await expect(discount).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(page);
  await snap(page, 'operations-billing-discount-en');
});
