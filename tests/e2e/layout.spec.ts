// Layout in the real browser, where jsdom cannot tell: the feedback panel's vote buttons stay
// inside the panel in German (and right to left), the controls of a filter row line up whatever
// hints their fields have, and the floating feedback launcher covers nothing at the end of a page
// (the job search, the audit log, the Arabic candidates table).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { expectSignedIn, messages, usePreferences, type Locale } from './personas';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;

/** The emulator answers a job search by scanning the collection: it may take a while. */
const SEARCH_TIMEOUT_MS = 30_000;
/** Sub-pixel layout: boxes are compared within this much. */
const TOLERANCE_PX = 2;

/** Opens `path` signed in as the test's persona (`test.use({ persona })`). */
async function open(page: Page, path: string, locale: Locale) {
  await usePreferences(page, { locale, theme: 'light' });
  await page.goto(path);
  await expectSignedIn(page, locale);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** The tops of the controls in the same row as the first one. */
async function topsOfFirstRow(controls: Locator[]): Promise<number[]> {
  const tops = await Promise.all(controls.map(async (control) => (await boxOf(control)).y));
  const first = tops[0]!;
  // a row's controls are at most a control's height apart (before the fix, 28 px); the next
  // row starts a label, a control and a gap further down
  return tops.filter((top) => Math.abs(top - first) < 48);
}

/** The lowest bottom edge, in the viewport, of anything shown in the page's main region. */
function contentBottom(page: Page): Promise<number> {
  return page.getByRole('main').evaluate((main) => {
    let bottom = 0;
    for (const element of main.querySelectorAll('*')) {
      if (element.children.length > 0) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom);
    }
    return bottom;
  });
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
}

/**
 * Scrolled to the end of the page, the feedback launcher is below `last` (the last card or row)
 * and below everything after it ("Load more").
 */
async function expectLauncherBelow(page: Page, locale: Locale, last: Locator, what: string) {
  const launcher = page.getByRole('button', { name: texts(locale).feedback.launcher.label });
  await expect(launcher).toBeVisible();
  await scrollToEnd(page);
  const top = (await boxOf(launcher)).y;
  const box = await boxOf(last);
  expect(box.y + box.height, `the bottom of ${what}`).toBeLessThanOrEqual(top);
  expect(await contentBottom(page), 'the end of the page content').toBeLessThanOrEqual(top);
}

test.describe(() => {
  test.use({ persona: 'jobSeeker' });

  for (const locale of ['de', 'ar'] as const) {
    test(`the feedback panel's vote buttons stay inside the panel (${locale})`, async ({
      page,
    }) => {
      const t = texts(locale);
      await open(page, '/dashboard/job-seeker', locale);
      const launcher = page.getByRole('button', { name: t.feedback.launcher.label });
      await launcher.click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      // while the panel is open the launcher is gone: it covers nothing beside the panel
      await expect(launcher).toBeHidden();

      const votes = panel.getByRole('button', { name: t.feedback.features.vote, exact: true });
      await expect(votes.first()).toBeVisible();
      const buttons = await votes.all();
      expect(buttons.length).toBeGreaterThan(0);
      const frame = await boxOf(panel);
      for (const button of buttons) {
        await button.scrollIntoViewIfNeeded();
        const box = await boxOf(button);
        expect(box.x, 'the start edge of a vote button').toBeGreaterThanOrEqual(
          frame.x - TOLERANCE_PX,
        );
        expect(box.x + box.width, 'the end edge of a vote button').toBeLessThanOrEqual(
          frame.x + frame.width + TOLERANCE_PX,
        );
        expect(box.y).toBeGreaterThanOrEqual(frame.y - TOLERANCE_PX);
        expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + TOLERANCE_PX);
      }

      await panel.getByRole('button', { name: t.feedback.panel.close }).click();
      await expect(panel).toBeHidden();
      await expect(launcher).toBeVisible();
    });
  }

  test('the job search filters: the controls of a row line up, hint or not', async ({ page }) => {
    const t = texts('en');
    await open(page, '/dashboard/job-seeker/jobs', 'en');
    const filters = page.getByRole('form', { name: t.jobs.filters.legend });
    const f = t.jobs.filters;
    // the keyword and location fields have a hint under them, the skills field a description
    const controls = [
      f.keyword,
      f.location,
      f.type,
      f.experience,
      f.minSalary,
      f.skills,
      f.sort,
    ].map((label) => filters.getByLabel(label, { exact: true }));
    // the keyword and city fields become comboboxes once their completion's code is there: measured
    // after that swap, as a person sees them from then on
    for (const name of [f.keyword, f.location]) {
      await expect(filters.getByRole('combobox', { name, exact: true })).toBeVisible();
    }
    const row = await topsOfFirstRow(controls);
    // the row holds a field with a hint (the keyword) and at least one select beside it
    expect(row.length).toBeGreaterThan(2);
    for (const top of row) expect(Math.abs(top - row[0]!)).toBeLessThanOrEqual(TOLERANCE_PX);
  });

  test('scrolled to the end of the job search, the feedback launcher covers no card', async ({
    page,
  }) => {
    await open(page, '/dashboard/job-seeker/jobs', 'en');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: SEARCH_TIMEOUT_MS });
    await expectLauncherBelow(page, 'en', cards.last(), 'the last card');
  });
});

test.describe(() => {
  test.use({ persona: 'admin' });

  test('the audit filters: the controls of a row line up', async ({ page }) => {
    const t = texts('en');
    await open(page, '/dashboard/admin/audit', 'en');
    const filters = page.getByRole('form', { name: t.audit.filters.legend });
    const f = t.audit.filters;
    const controls = [f.userId, f.action, f.targetId, f.from, f.to].map((label) =>
      filters.getByLabel(label, { exact: true }),
    );
    await expect(controls[0]!).toBeVisible();
    const row = await topsOfFirstRow(controls);
    expect(row.length).toBeGreaterThan(2);
    for (const top of row) expect(Math.abs(top - row[0]!)).toBeLessThanOrEqual(TOLERANCE_PX);
  });

  test('scrolled to the end of the audit log, the feedback launcher covers no entry', async ({
    page,
  }) => {
    await open(page, '/dashboard/admin/audit', 'en');
    const rows = page.getByRole('grid').first().getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expectLauncherBelow(page, 'en', rows.last(), 'the last entry');
  });
});

test.describe(() => {
  test.use({ persona: 'employer' });

  test('scrolled to the end of the candidates table in Arabic, the feedback launcher covers no row', async ({
    page,
  }) => {
    await open(page, '/dashboard/employer/candidates', 'ar');
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expectLauncherBelow(page, 'ar', rows.last(), 'the last row');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`on a 360 px phone in ${locale}, the signed-in header fits: nothing sticks out sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await open(page, '/dashboard/employer', locale);
      const signOut = page
        .getByRole('banner')
        .getByRole('button', { name: texts(locale).auth.signOut });
      await expect(signOut).toBeVisible();
      const box = await boxOf(signOut);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360 + TOLERANCE_PX);
      // one line: the button is no taller than the language switcher beside it
      const switcher = await boxOf(page.getByRole('banner').getByRole('combobox'));
      expect(box.height).toBeLessThanOrEqual(switcher.height + 12);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
