// A job seeker's journeys, in English and in Arabic: search with filters, open a job, save it, see
// it on the dashboard, remove it; add target roles and switch the active one.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { messages, type Locale, openSignedIn } from './personas';
import { expectAccessible, snap } from './page-checks';

type Texts = typeof en;
const SEARCH_TIMEOUT_MS = 30_000;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

const JOURNEYS = [
  { locale: 'en', theme: 'light', keyword: 'engineer' },
  { locale: 'ar', theme: 'dark', keyword: 'manager' },
] as const satisfies readonly { locale: Locale; theme: 'light' | 'dark'; keyword: string }[];

/** Toasts fade in and out (axe would measure a half-faded one): wait until none is shown. */
async function withoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const open = openSignedIn;

test.use({ persona: 'jobSeeker' });

for (const { locale, theme, keyword } of JOURNEYS) {
  test(`a job seeker searches, saves a job and removes it from the dashboard (${locale})`, async ({
    page,
  }) => {
    // a long journey on an emulator that answers queries by scanning: more time than one screen
    test.setTimeout(120_000);
    const t = texts(locale);
    const nav = page.getByRole('navigation', { name: t.dashboard.navigation });
    await open(page, '/dashboard/job-seeker/jobs', locale, theme);
    await heading(page, t.jobs.title);

    // search with filters: they land in the URL
    const filters = page.getByRole('form', { name: t.jobs.filters.legend });
    await filters.getByLabel(t.jobs.filters.keyword).fill(keyword);
    await filters.getByLabel(t.jobs.filters.type).selectOption('Full-time');
    await filters.getByLabel(t.jobs.filters.minSalary).selectOption('80000');
    await filters.getByLabel(t.jobs.filters.remote).check();
    await filters.getByRole('button', { name: t.jobs.filters.search }).click();
    await expect(page).toHaveURL(
      new RegExp(`\\?q=${keyword}&remote=1&type=Full-time&minSalary=80000$`),
    );
    const results = page.getByRole('article');
    // the emulator answers a query by scanning the collection: allow it time on a busy machine
    await expect(results.first()).toBeVisible({ timeout: SEARCH_TIMEOUT_MS });
    await expect(results.first()).toContainText(t.jobs.remote);
    await expect(results.first()).toContainText(t.jobs.types.fullTime);
    // the count of matching jobs, from the index
    await expect(page.getByRole('heading', { level: 2, name: t.jobs.results.title })).toContainText(
      /\d/,
    );
    await expectAccessible(page);
    await snap(page, `job-search-${locale}-${theme}`);

    // open the first job of the market (the seeded company's postings are applied to in the app)
    const market = results.filter({ hasNotText: 'Northwind Talent' }).first();
    const firstTitle = (await market.getByRole('heading').innerText()).trim();
    await market.getByRole('link', { name: firstTitle }).click();
    await heading(page, t.jobs.detail.title);
    await expect(page.getByRole('heading', { level: 2, name: firstTitle })).toBeVisible();
    const apply = page.getByRole('link', { name: new RegExp(t.jobs.detail.apply) });
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(page);

    // save it
    await page
      .getByRole('button', { name: fill(t.savedJobs.saveNamed, { title: firstTitle }) })
      .click();
    await expect(page.getByText(t.savedJobs.saved.body)).toBeVisible();
    await expect(
      page.getByRole('button', { name: fill(t.savedJobs.removeNamed, { title: firstTitle }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await snap(page, `job-detail-${locale}-${theme}`);

    // back to the same search
    await page.getByRole('link', { name: t.jobs.detail.back }).click();
    await heading(page, t.jobs.title);
    await expect(page.getByLabel(t.jobs.filters.keyword)).toHaveValue(keyword);
    await expect(page).toHaveURL(/minSalary=80000/);

    // the dashboard shows it; remove it there
    await nav.getByRole('link', { name: t.dashboard.nav.overview }).click();
    const saved = page.getByRole('region', { name: t.savedJobs.title });
    await expect(saved.getByRole('link', { name: firstTitle }).first()).toBeVisible();
    await snap(page, `job-seeker-dashboard-saved-${locale}-${theme}`);
    await saved
      .getByRole('button', { name: fill(t.savedJobs.removeNamed, { title: firstTitle }) })
      .first()
      .click();
    await expect(page.getByText(t.savedJobs.removed.body)).toBeVisible();
    await expect(saved.getByRole('link', { name: firstTitle })).toHaveCount(0);
  });

  test(`a job seeker adds target roles, switches the active one, and the dashboard follows it (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = texts(locale);
    const nav = page.getByRole('navigation', { name: t.dashboard.navigation });
    await open(page, '/dashboard/job-seeker', locale, theme);
    await heading(page, t.dashboard.jobSeeker.title);

    // target roles: the first added is active; switch to the second
    await nav.getByRole('link', { name: t.dashboard.nav.careerRoles }).click();
    await heading(page, t.careerRoles.title);
    const pick = page.getByLabel(t.careerRoles.pick);
    await pick.selectOption({ label: 'Frontend Engineer' });
    await page.getByRole('button', { name: t.careerRoles.add, exact: true }).click();
    await expect(page.getByText(t.careerRoles.added.title)).toBeVisible();
    await pick.selectOption({ label: 'Data Scientist' });
    await page.getByRole('button', { name: t.careerRoles.add, exact: true }).click();
    const frontend = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: /Frontend Engineer/ }),
    });
    const data = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: /Data Scientist/ }),
    });
    await expect(frontend.getByText(t.careerRoles.active, { exact: true })).toBeVisible();
    await expect(data.getByText(t.careerRoles.active, { exact: true })).toHaveCount(0);
    await page
      .getByRole('button', {
        name: fill(t.careerRoles.setActiveNamed, { title: 'Data Scientist' }),
      })
      .click();
    await expect(data.getByText(t.careerRoles.active, { exact: true })).toBeVisible();
    await expect(frontend.getByText(t.careerRoles.active, { exact: true })).toHaveCount(0);
    // suggestions follow the roles' skills
    await expect(
      page
        .getByRole('region', { name: t.careerRoles.suggestions.title })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await withoutToasts(page);
    await expectAccessible(page);
    await snap(page, `career-roles-${locale}-${theme}`);

    // the active role picks the dashboard's jobs
    await nav.getByRole('link', { name: t.dashboard.nav.overview }).click();
    await heading(page, t.dashboard.jobSeeker.title);
    await expect(
      page.getByText(fill(t.jobSeeker.target.active, { title: 'Data Scientist' })),
    ).toBeVisible();
    const target = page.getByRole('region', { name: t.jobSeeker.target.title });
    await expect(target.getByRole('article').first()).toContainText(/Data Scientist/, {
      timeout: SEARCH_TIMEOUT_MS,
    });
    await snap(page, `job-seeker-dashboard-role-${locale}-${theme}`);
  });
}

test.describe(() => {
  test.use({ persona: 'demo' });

  test('the demo account sees its two sample saved jobs', async ({ page }) => {
    await open(page, '/dashboard/job-seeker', 'en', 'light');
    await heading(page, 'Your job search');
    const saved = page.getByRole('region', { name: 'Saved jobs' });
    await expect(saved.getByText('2', { exact: true })).toBeVisible();
    await expect(saved.getByRole('link', { name: 'Senior Frontend Engineer' })).toBeVisible();
    await expect(saved.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
  });
});

test('"Help Us Improve" in the dashboard opens the feedback dialog', async ({ page }) => {
  await open(page, '/dashboard/job-seeker', 'en', 'light');
  await heading(page, 'Your job search');
  await page.getByRole('button', { name: 'Help Us Improve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help Us Improve' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
