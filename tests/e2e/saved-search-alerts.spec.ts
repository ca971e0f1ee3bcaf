// Saved searches and their alerts end to end: a job seeker saves a search from the search screen
// with alerts "at once"; an employer publishes a matching posting through the app; the alert run
// (POST /api/alerts/run, the emulator's stand-in for the schedule, at a time of the test's
// choosing) mails exactly one digest naming it, with RFC 8058 headers; the mail's link, opened
// signed out, asks to confirm and pauses the alert; a second run mails nothing. The saved searches
// screen is shot in English (light) and Arabic (dark).
import type { APIRequestContext } from '@playwright/test';
import type en from '../../public/locales/en/common.json';
import { ALERT_RUN_INTERVAL_MS, ALERT_RUN_PATH } from '../../contracts/saved-search';
import { expect, test } from './fixtures';
import { caughtMails } from './mail';
import { snap } from './page-checks';
import { ACCOUNTS, messages, openSignedIn, usePreferences } from './personas';
import { publishPosting, untilFound } from './postings';

const t = messages('en') as unknown as typeof en;
const run = Date.now().toString(36);
/** A callable's first call starts its worker in the functions emulator. */
const CALLABLE_TIMEOUT_MS = 30_000;
const seeker = ACCOUNTS.jobSeeker;

test.use({ persona: 'jobSeeker' });

/** Runs the alert schedule's work as it would run at `at`; answers each person's outcome. */
async function runAlerts(request: APIRequestContext, at: number) {
  const response = await request.post(ALERT_RUN_PATH, {
    data: { now: new Date(at).toISOString() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { outcomes: Record<string, string> }).outcomes;
}

/** The digests the job seeker received that name `word`. */
const digestsNaming = async (word: string) =>
  (await caughtMails(seeker.email)).filter(
    (mail) => mail.subject === 'New jobs for your saved searches' && mail.text.includes(word),
  );

test('a saved search mails one digest of a new posting, and its link pauses the alert', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(240_000);
  const word = `osprey${run}`;
  const title = `Data Engineer ${word}`;

  // the job seeker saves a search, with its alerts at once
  await openSignedIn(page, `/dashboard/job-seeker/jobs?q=${word}`, 'en', 'light');
  await page.getByRole('button', { name: t.savedSearches.save.button }).click();
  const dialog = page.getByRole('dialog', { name: t.savedSearches.save.title });
  await expect(dialog.getByLabel(t.savedSearches.fields.name)).toHaveValue(word);
  await dialog.getByLabel(t.savedSearches.fields.frequency).selectOption('instant');
  await snap(page, 'saved-search-dialog-en');
  await dialog.getByRole('button', { name: t.savedSearches.save.submit }).click();
  await expect(dialog).toBeHidden({ timeout: CALLABLE_TIMEOUT_MS });
  const savedAt = Date.now();
  await page.goto('/dashboard/job-seeker/saved-searches');
  await expect(page.getByRole('link', { name: word })).toBeVisible();
  await snap(page, 'saved-searches-en-light');

  // an employer publishes a matching posting, which the engine finds within seconds
  const employer = await (await openContext({ persona: 'employer' })).newPage();
  await publishPosting(employer, {
    title,
    location: 'Porto, Portugal',
    type: 'Full-time',
    experience: 'Mid level',
    salary: '72000',
    skills: ['Python', 'SQL'],
    description: 'Build the pipelines our analysts read from, and keep them fast and correct.',
  });
  await untilFound(request, word);

  // the next run of the schedule: one digest naming it, with one-click unsubscription
  expect((await runAlerts(request, savedAt + ALERT_RUN_INTERVAL_MS))[seeker.uid]).toBe('mailed');
  await expect.poll(async () => (await digestsNaming(word)).length, { timeout: 30_000 }).toBe(1);
  const [digest] = await digestsNaming(word);
  expect(digest!.text).toContain(title);
  expect(digest!.text).toContain('$72,000 a year');
  expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /Stop alerts for this search: (\S+)/.exec(digest!.text)?.[1];
  expect(digest!.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/alerts\/unsubscribe\?token=/);

  // the link, opened without signing in: a page that asks first, then pauses
  const visitor = await (await openContext()).newPage();
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { name: 'Job alerts' })).toBeVisible();
  await expect(visitor.getByText(`Stop the alerts of "${word}"?`)).toBeVisible();
  await snap(visitor, 'saved-search-unsubscribe-en');
  await visitor.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(visitor.getByText(/you will receive no more alerts/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main')).toContainText(t.savedSearches.status.paused);

  // a later run mails nothing more
  const later = await runAlerts(request, savedAt + 2 * ALERT_RUN_INTERVAL_MS);
  expect(later[seeker.uid]).toBeUndefined();
  expect(await digestsNaming(word)).toHaveLength(1);

  // the screen in Arabic, dark
  const arabic = await (await openContext({ persona: 'jobSeeker' })).newPage();
  await usePreferences(arabic, { locale: 'ar', theme: 'dark' });
  await arabic.goto('/dashboard/job-seeker/saved-searches');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('link', { name: word })).toBeVisible();
  await snap(arabic, 'saved-searches-ar-dark');
});
