// The job search on the real search engine, fed by the seed: a search with typos finds the right
// job first, with the exact count, facet counts and "did you mean"; the back button restores the
// previous search; keywords are completed by keyboard; a company is hidden and shown again; a
// city's surroundings are searched. In English and Arabic, light and dark, with axe on each.
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { messages, type Locale, openSignedIn } from './personas';
import { expectAccessible, snap } from './page-checks';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

/**
 * The seeded company's open posting, and the words a hurried person types for it: the company's
 * name misspelt (no job has that word: it is corrected from the index's own words) and a title
 * whose misspelt ending the stemmer already takes for "engineer" (found as typed, and spelt right
 * in the "did you mean" the company's correction brings).
 */
const POSTING = { title: 'Senior Frontend Engineer', company: 'Northwind Talent' };
const TYPED = 'northwnd frontend enginer';
const CORRECTED = 'northwind frontend engineer';
/** The functions' workers may still be starting on a busy machine. */
const SEARCH_TIMEOUT_MS = 30_000;

test.use({ persona: 'jobSeeker' });

for (const { locale, theme } of [
  { locale: 'en', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
] as const) {
  test(`a seeker's search with typos finds the right job first, with counts, and the back button restores it (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = texts(locale);
    await openSignedIn(page, '/dashboard/job-seeker/jobs', locale, theme);
    const filters = page.getByRole('form', { name: t.jobs.filters.legend });
    const keywords = filters.getByRole('combobox', { name: t.jobs.filters.keyword });

    await keywords.fill(TYPED);
    await keywords.press('Enter');
    await expect(page).toHaveURL(/\?q=northwnd\+frontend\+enginer$/);
    const results = page.getByRole('article');
    await expect(results.first()).toBeVisible({ timeout: SEARCH_TIMEOUT_MS });
    const first = results.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(POSTING.title);
    await expect(first).toContainText(POSTING.company);
    // the matched words are marked
    await expect(first.getByRole('heading', { level: 3 }).locator('mark').first()).toBeVisible();
    // the exact count and the facet counts on the filters
    await expect(page.getByRole('heading', { level: 2, name: t.jobs.results.title })).toContainText(
      /\(.*[\d\u0660-\u0669].*\)/,
    );
    await expect(
      filters.getByRole('combobox', { name: t.jobs.filters.type }).getByRole('option', {
        name: new RegExp(`^${t.jobs.types.fullTime} \\(.*[\\d\u0660-\u0669].*\\)$`),
      }),
    ).toHaveCount(1);
    const corrected = page.getByRole('link', { name: CORRECTED });
    await expect(corrected).toBeVisible();
    await expectAccessible(page);
    await snap(page, `job-search-typos-${locale}-${theme}`);

    // "did you mean" runs the corrected search; the back button brings the typed one back
    await corrected.click();
    await expect(page).toHaveURL(/\?q=northwind\+frontend\+engineer$/);
    await expect(keywords).toHaveValue(CORRECTED);
    await expect(results.first().getByRole('heading', { level: 3 })).toHaveText(POSTING.title, {
      timeout: SEARCH_TIMEOUT_MS,
    });
    await page.goBack();
    await expect(page).toHaveURL(/\?q=northwnd\+frontend\+enginer$/);
    await expect(keywords).toHaveValue(TYPED);
    await expect(corrected).toBeVisible({ timeout: SEARCH_TIMEOUT_MS });

    // hide the company: its jobs leave the results; its chip shows them again
    await first
      .getByRole('button', { name: fill(t.jobSearch.hidden.hide, { company: POSTING.company }) })
      .click();
    await expect(page).toHaveURL(/excludeCompanies=Northwind\+Talent/);
    const hidden = page.getByRole('list', { name: t.jobSearch.hidden.label });
    await expect(hidden.getByRole('listitem')).toContainText(POSTING.company);
    await expect(page.getByText(t.jobs.results.empty)).toBeVisible({ timeout: SEARCH_TIMEOUT_MS });
    await expect(results.filter({ hasText: POSTING.company })).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, `job-search-hidden-${locale}-${theme}`);
    await hidden
      .getByRole('button', { name: fill(t.jobSearch.hidden.show, { company: POSTING.company }) })
      .click();
    await expect(page).toHaveURL(/\?q=northwnd\+frontend\+enginer$/);
  });
}

test('keywords are completed by keyboard, and a city is searched with its surroundings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = texts('en');
  await openSignedIn(page, '/dashboard/job-seeker/jobs', 'en', 'light');
  const filters = page.getByRole('form', { name: t.jobs.filters.legend });
  const keywords = filters.getByRole('combobox', { name: t.jobs.filters.keyword });

  await keywords.pressSequentially('fronte');
  const option = page.getByRole('option', { name: /^Frontend/ }).first();
  await expect(option).toBeVisible({ timeout: SEARCH_TIMEOUT_MS });
  await snap(page, 'job-search-suggestions-en-light');
  await keywords.press('ArrowDown');
  await keywords.press('Enter');
  await expect(keywords).toHaveValue(/^Frontend/);
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // "within N km" once a city is typed
  const city = filters.getByRole('combobox', { name: t.jobs.filters.location });
  await expect(filters.getByLabel(t.jobSearch.withinKm.label)).toHaveCount(0);
  await city.fill('Berlin');
  await filters.getByLabel(t.jobSearch.withinKm.label).selectOption('100');
  // Enter searches, the city's suggestions open or not
  await city.press('Enter');
  await expect(page).toHaveURL(/location=Berlin&withinKm=100/);
  await expect(page.getByRole('article').first()).toContainText(
    fill(t.jobSearch.results.distance, { distance: '' }).trim(),
    { timeout: SEARCH_TIMEOUT_MS },
  );
  await expectAccessible(page);
  await snap(page, 'job-search-within-en-light');
});
