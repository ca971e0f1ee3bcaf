// The public job pages, sitemap and robots.txt, served through Hosting's rewrites by the
// publicPages function: a signed-out visitor opens a job by its public link, presses Apply, signs
// up and sends the application to that job; the employer copies a posting's public link; closing a
// posting changes its page and drops it from the sitemap at once (caches keep it for less than a
// minute); a deleted posting answers 410, an unknown one 404; ?lang=ar reads right to left; the
// board searches through the engine with a plain form; the pages work without JavaScript, load
// none, and pass axe in English and Arabic, light and dark.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { APIRequestContext, Page } from '@playwright/test';
import { COMPANY_ID } from '../../scripts/lib/accounts.ts';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import { PUBLIC_CACHE_SECONDS, publicJobPath } from '../../contracts/public-pages.ts';
import { expect, test } from './fixtures';
import { expectAccessible, snap } from './page-checks';
import { ACCOUNTS } from './personas';

let admin: App;
let db: Firestore;

test.beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
  admin = initializeApp({ projectId: PROJECT_ID }, `public-pages-e2e-${Date.now()}`);
  db = getFirestore(admin);
});

test.afterAll(async () => {
  await deleteApp(admin);
});

/** Publishes a posting of the seeded company, as its team would (the trigger adds its keywords). */
async function publish(title: string, overrides: Record<string, unknown> = {}) {
  const id = `public-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const company = (await db.doc(`companies/${COMPANY_ID}`).get()).get('name') as string;
  const now = Timestamp.now();
  await db.doc(`jobs/${id}`).set({
    id,
    title,
    company,
    location: 'Lisbon, Portugal',
    remote: false,
    description:
      'Shape the interfaces our customers use every day, with React and TypeScript.\nA small team that ships every week.',
    postedDate: now.toDate().toISOString(),
    applyUrl: '',
    salary: 91_000,
    type: 'Full-time',
    skills: ['React', 'TypeScript'],
    experience: 'Senior',
    keywords: [],
    locationKey: '',
    status: 'open',
    companyId: COMPANY_ID,
    createdBy: ACCOUNTS.employer.uid,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
  return { id, company, path: publicJobPath(id, title) };
}

/** The sitemap's URLs. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/sitemap.xml');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/xml');
  return [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

/** How long a browser and the CDN together may keep an answer, from its Cache-Control. */
function cachedForSeconds(cacheControl: string | undefined): number {
  const seconds = (name: string) =>
    Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl ?? '')?.[1]);
  return seconds('max-age') + seconds('s-maxage');
}

async function checkLooks(page: Page, path: string, name: string) {
  for (const [scheme, locale] of [
    ['light', 'en'],
    ['dark', 'en'],
    ['light', 'ar'],
    ['dark', 'ar'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page);
    await snap(page, `public-${name}-${locale}-${scheme}`);
  }
}

test('a signed-out visitor opens a job by its public link, applies, signs up and sends the application', async ({
  page,
}) => {
  const title = `Frontend Engineer ${Date.now()}`;
  const job = await publish(title);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const answer = await page.goto(job.path);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(job.company).first()).toBeVisible();
  await expect(page.getByText('$91,000 a year')).toBeVisible();
  await expect(
    page.getByText('A small team that ships every week.', { exact: false }),
  ).toBeVisible();
  // no JavaScript at all on the page, no Firebase before the visitor chooses to apply
  expect(scripts).toEqual([]);
  await checkLooks(page, job.path, 'job');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(job.path);
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/auth/register');
  const email = `public-apply-${Date.now()}@jobs.test`;
  await page.getByLabel('Full name').fill('Pia Public');
  await page.getByLabel(/^email$/i).fill(email);
  await page.getByLabel(/^password$/i).fill('a-long-password');
  await page.getByRole('radio', { name: /job seeker/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // back on that job, its application form open
  await expect(page).toHaveURL(`/dashboard/job-seeker/jobs/${job.id}?apply=1`);
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Note to the employer (optional)' })
    .fill('Found you through your public page.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('link', { name: 'Applied · Application received' })).toBeVisible();
  // the application reaches the database as the server acknowledges it
  await expect
    .poll(async () =>
      (await db.collection('applications').where('jobId', '==', job.id).get()).docs.map((doc) =>
        doc.data(),
      ),
    )
    .toEqual([
      expect.objectContaining({
        jobId: job.id,
        note: 'Found you through your public page.',
        candidate: expect.objectContaining({ email, name: 'Pia Public' }),
      }),
    ]);
});

test.describe('the employer', () => {
  test.use({ persona: 'employer' });

  test("copies a posting's public link; deleting the posting makes that page answer 410", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const title = `Support Lead ${Date.now()}`;
    const job = await publish(title);
    await page.goto('/dashboard/employer/jobs');
    await page.getByRole('button', { name: `Copy link for ${title}` }).click();
    await expect(page.getByText('Public link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(job.path);
    const opened = await request.get(new URL(copied).pathname);
    expect(opened.status()).toBe(200);
    expect(await opened.text()).toContain(title);

    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete posting' }).click();
    await expect(page.getByText('Posting deleted')).toBeVisible();
    await expect.poll(async () => (await request.get(job.path)).status()).toBe(410);
    await page.goto(job.path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This job was removed' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test('closing a posting changes its page and drops it from the sitemap within a minute', async ({
  request,
}) => {
  const title = `Data Analyst ${Date.now()}`;
  const job = await publish(title);
  const page = await request.get(job.path);
  expect(page.status()).toBe(200);
  // the CDN and the browser together keep an answer for less than a minute
  expect(cachedForSeconds(page.headers()['cache-control'])).toBeLessThanOrEqual(60);
  expect(PUBLIC_CACHE_SECONDS.browser + PUBLIC_CACHE_SECONDS.edge).toBeLessThanOrEqual(60);
  expect(await page.text()).not.toContain('noindex');
  expect((await sitemapUrls(request)).some((url) => url.endsWith(job.path))).toBe(true);

  await db.doc(`jobs/${job.id}`).update({ status: 'closed', updatedAt: Timestamp.now() });
  const closed = await request.get(job.path);
  expect(closed.status()).toBe(200);
  const html = await closed.text();
  expect(html).toContain('This job is closed');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('?apply=1');
  const sitemap = await request.get('/sitemap.xml');
  expect(cachedForSeconds(sitemap.headers()['cache-control'])).toBeLessThanOrEqual(60);
  expect((await sitemapUrls(request)).some((url) => url.endsWith(job.path))).toBe(false);
});

test("an unknown job answers 404, in the visitor's language; robots.txt names the sitemap", async ({
  page,
  request,
}) => {
  const missing = await page.goto('/jobs/no-such-job-ever?lang=ar');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الوظيفة غير موجودة' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/jobs/no-such-job-ever', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toContain('Disallow: /auth');
});

test('a job page works without JavaScript', async ({ browser }) => {
  const title = `Backend Engineer ${Date.now()}`;
  const job = await publish(title, {
    remote: true,
    applyUrl: 'https://careers.example.com/backend',
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(job.path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Remote (Lisbon, Portugal)')).toBeVisible();
  await expect(page.getByRole('link', { name: "Apply on the employer's site" })).toHaveAttribute(
    'href',
    'https://careers.example.com/backend',
  );
  await context.close();
});

test('the board searches without an account or JavaScript, each result leading to its page', async ({
  browser,
  page,
}) => {
  const title = `Platform Engineer ${Date.now()}`;
  const job = await publish(title, { skills: ['Kubernetes', 'Go'] });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const board = await context.newPage();
  const answer = await board.goto('/jobs');
  expect(answer?.status()).toBe(200);
  await expect(board.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
  const form = board.getByRole('search', { name: 'Search' });
  await form.getByLabel('Keywords').fill(title);
  await form.getByLabel('Job type').selectOption('Full-time');
  await form.getByRole('button', { name: 'Search' }).click();
  // the engine's index follows the posting through its trigger
  await expect
    .poll(
      async () => {
        await board.reload();
        return board.getByRole('link', { name: title }).count();
      },
      { timeout: 45_000 },
    )
    .toBe(1);
  await expect(form.getByLabel('Keywords')).toHaveValue(title);
  await expect(board.getByText(/^Jobs found: \d+$/)).toBeVisible();
  await board.getByRole('link', { name: title }).click();
  await expect(board).toHaveURL(job.path);
  await expect(board.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
  await checkLooks(page, `/jobs?q=${encodeURIComponent(title)}`, 'board');
});
