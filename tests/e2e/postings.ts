// An employer publishes a posting through the app's form (/dashboard/employer/jobs/new), as the
// hiring journey and the saved-search alerts' journey both need, and the search engine finds it
// once its index has taken the write in (a trigger: seconds, more on a busy machine).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { JOB_SEARCH_PATHS } from '../../contracts/job-search';
import type en from '../../public/locales/en/common.json';
import { messages, openSignedIn } from './personas';
import { snap } from './page-checks';

export interface PostingFields {
  title: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  skills: readonly string[];
  description: string;
}

/** How long the index may take to find a new posting: its trigger's first event starts a worker. */
const INDEX_TIMEOUT_MS = 45_000;

/** Waits until the search API finds `total` postings for `words` (the index has taken them in). */
export async function untilFound(request: APIRequestContext, words: string, total = 1) {
  await expect
    .poll(
      async () => {
        const found = await request.get(
          `${JOB_SEARCH_PATHS.search}?q=${encodeURIComponent(words)}`,
        );
        return found.ok() ? ((await found.json()) as { total: number }).total : -1;
      },
      { timeout: INDEX_TIMEOUT_MS },
    )
    .toBe(total);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the new posting's form in English and publishes it; `shot` names a screenshot of it. */
export async function publishPosting(page: Page, posting: PostingFields, shot?: string) {
  const t = messages('en') as unknown as typeof en;
  await openSignedIn(page, '/dashboard/employer/jobs/new', 'en', 'light');
  await expect(
    page.getByRole('heading', { level: 1, name: t.postings.form.newTitle }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: t.postings.form.label });
  await form.getByLabel(t.postings.form.title, { exact: true }).fill(posting.title);
  await form.getByLabel(t.postings.form.location, { exact: true }).fill(posting.location);
  await choose(page, t.postings.form.type, posting.type);
  await choose(page, t.postings.form.experience, posting.experience);
  await form.getByRole('textbox', { name: t.postings.form.salary }).fill(posting.salary);
  const skills = form.getByLabel(t.postings.form.skills, { exact: true });
  for (const skill of posting.skills) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await form.getByLabel(t.postings.form.description).fill(posting.description);
  if (shot) await snap(page, shot);
  await form.getByRole('button', { name: t.postings.form.publish }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.postings.title })).toBeVisible();
  await expect(page.getByRole('grid', { name: t.postings.tableLabel })).toContainText(
    posting.title,
  );
}
