// Bulk actions end to end: the owner publishes a posting and adds three talent-pool candidates to
// its pipeline, selects them all and moves them to screening in one step (English, light); in
// Arabic, dark, selects two with the keyboard and rejects them with a reason; sends the third a
// booking link; then closes the posting, and the close dialog offers to notify the one candidate
// still open, in the same step.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { messages, openSignedIn, type Locale } from './personas';
import { snap } from './page-checks';
import { publishPosting } from './postings';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key] ?? ''));
const run = Date.now().toString(36);
/** A callable's first call starts its worker in the functions emulator. */
const CALLABLE_TIMEOUT_MS = 60_000;

test.use({ persona: 'employer' });

/** The selection's count as the bar announces it. */
const selectionStatus = (page: Page, t: Texts) =>
  page.getByRole('region', { name: t.candidates.bulk.label }).getByRole('status');

test('the owner moves, rejects and notifies candidates in bulk', async ({ page, openContext }) => {
  test.setTimeout(240_000);
  const t = texts('en');
  const title = `Site Reliability Engineer ${run}`;
  await publishPosting(page, {
    title,
    location: 'Porto, Portugal',
    type: 'Full-time',
    experience: 'Senior',
    salary: '91000',
    skills: ['Kubernetes', 'Go'],
    description: 'Keep our platform up: on-call, incident reviews and capacity planning.',
  });

  // three candidates of the talent pool join the posting's pipeline
  await page.getByRole('link', { name: fill(t.postings.actions.candidatesFor, { title }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.candidates.title })).toBeVisible();
  const candidatesUrl = new URL(page.url());
  await page.getByRole('tab', { name: t.candidates.pool.title }).click();
  const pool = page.getByRole('grid', { name: t.candidates.pool.title });
  const adds = pool.getByRole('button', { name: new RegExp(`^${t.candidates.pool.add}: `) });
  for (let added = 0; added < 3; added += 1) {
    await adds.first().click();
    await expect(pool.getByText(t.candidates.pool.inPipeline)).toHaveCount(added + 1);
  }

  // all three at once, moved to screening after a confirmation
  await page.getByRole('tab', { name: t.candidates.pipeline.title }).click();
  const pipeline = page.getByRole('grid', { name: t.candidates.pipeline.title });
  await expect(pipeline.getByRole('row')).toHaveCount(4);
  // the kit's box is drawn over the visually hidden input
  await pipeline.getByRole('checkbox', { name: 'Select All' }).check({ force: true });
  await expect(selectionStatus(page, t)).toHaveText(
    fill(t.candidates.bulk.selected_other, { count: 3 }),
  );
  await page.getByRole('button', { name: t.candidates.bulk.move }).click();
  await page.getByRole('menuitem', { name: t.candidates.stages.screening }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm
    .getByRole('button', { name: fill(t.candidates.bulk.moveConfirm_other, { count: 3 }) })
    .click();
  await expect(page.getByText(fill(t.candidates.bulk.summary, { done: 3, failed: 0 }))).toBeVisible(
    { timeout: CALLABLE_TIMEOUT_MS },
  );
  await expect(pipeline.getByText(t.candidates.stages.screening)).toHaveCount(3);
  await snap(page, 'bulk-move-en');

  // in Arabic, dark: two chosen with the keyboard, rejected with a reason
  const ar = texts('ar');
  // Arabic has a word of its own for two (en has no such key)
  const arBulk = ar.candidates.bulk as Texts['candidates']['bulk'] & Record<string, string>;
  const arabic = await (await openContext({ persona: 'employer' })).newPage();
  await openSignedIn(arabic, `${candidatesUrl.pathname}${candidatesUrl.search}`, 'ar', 'dark');
  const grid = arabic.getByRole('grid', { name: ar.candidates.pipeline.title });
  await expect(grid.getByRole('row')).toHaveCount(4);
  // into the grid without a press (which would select too): the first row's place
  await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).focus();
  await arabic.keyboard.press('Space');
  await arabic.keyboard.press('Shift+ArrowDown');
  await expect(selectionStatus(arabic, ar)).toHaveText(arBulk.selected_two!);
  await arabic.getByRole('button', { name: ar.candidates.bulk.reject }).click();
  const reject = arabic.getByRole('dialog', { name: arBulk.rejectTitle_two });
  await reject.getByLabel(ar.candidates.reject.reason).fill('اخترنا مرشحًا آخر لهذا الدور.');
  await reject.getByRole('button', { name: ar.candidates.reject.submit }).click();
  // the figures as the page's own Intl writes them in Arabic
  const [two, zero] = await arabic.evaluate(() =>
    [2, 0].map((figure) => new Intl.NumberFormat('ar').format(figure)),
  );
  await expect(
    arabic.getByText(fill(ar.candidates.bulk.summary, { done: two!, failed: zero! })),
  ).toBeVisible({ timeout: CALLABLE_TIMEOUT_MS });
  await expect(grid.getByText(ar.candidates.stages.rejected)).toHaveCount(2);
  await snap(arabic, 'bulk-reject-ar-dark');

  // the one still open gets a booking link of their own, with the form's settings as they come
  const open = pipeline.getByRole('row').filter({ hasText: t.candidates.stages.screening });
  await expect(open).toHaveCount(1);
  await open.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: t.candidates.bulk.booking }).click();
  const booking = page.getByRole('dialog', {
    name: fill(t.candidates.bulk.bookingTitle_one, { count: 1 }),
  });
  await booking
    .getByRole('button', { name: fill(t.candidates.bulk.bookingSubmit_one, { count: 1 }) })
    .click();
  await expect(page.getByText(fill(t.candidates.bulk.summary, { done: 1, failed: 0 }))).toBeVisible(
    { timeout: CALLABLE_TIMEOUT_MS },
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, 'bulk-booking-en');

  // closing the posting offers to notify the one candidate still open
  await page.goto('/dashboard/employer/jobs');
  await page.getByRole('button', { name: fill(t.postings.actions.menu, { title }) }).click();
  await page.getByRole('menuitem', { name: t.postings.actions.close }).click();
  const closing = page.getByRole('dialog', { name: fill(t.candidates.closing.title, { title }) });
  const notify = closing.getByRole('checkbox', {
    name: fill(t.candidates.closing.notify_one, { count: 1 }),
  });
  await expect(notify).toBeChecked();
  await snap(page, 'bulk-close-dialog-en');
  await closing.getByRole('button', { name: t.candidates.closing.confirm }).click();
  await expect(
    closing.getByText(fill(t.candidates.bulk.summary, { done: 1, failed: 0 })),
  ).toBeVisible({ timeout: CALLABLE_TIMEOUT_MS });
  await snap(page, 'bulk-close-report-en');
  await closing.getByRole('button', { name: t.candidates.bulk.dismiss }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(t.postings.status.closed);
});
