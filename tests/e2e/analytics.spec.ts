// Analytics end to end: a page is loaded, used and hidden; its web vitals, page views, start-up
// metric and uncaught errors are then found in Firestore, stored by the API behind the Hosting
// rewrite. The browser's user agent carries a mark of this run, to find what it sent.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from './fixtures';
import { emulatorEnv, hostingUrl, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STORED_WITHIN_MS = 20_000;

let admin: App;
test.beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
  admin = initializeApp({ projectId: PROJECT_ID }, `e2e-analytics-${run}`);
});
test.afterAll(async () => {
  await deleteApp(admin);
});

async function docs(collection: string, field: string, value: string) {
  const snapshot = await getFirestore(admin).collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((doc) => doc.data());
}

test('a page reports its vitals, page views, start-up and errors once it is hidden', async ({
  browser,
}) => {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) Chrome/140 jobs-e2e/${run}`;
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  const path = `/e2e-analytics-${run}`;

  // a search is free text: the query string never leaves the page
  await page.goto(`${path}?q=ana.lopez@example.com`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // interact: a first input, a route change, and two failures the app does not catch
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // both failures have reached the page's handlers (the app's among them) before it is hidden
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.evaluate((mark) => {
    setTimeout(() => {
      throw new Error(`uncaught ${mark}`);
    }, 0);
    void Promise.reject(new Error(`rejected ${mark}`));
  }, run);
  await expect
    .poll(() => failures)
    .toEqual(expect.arrayContaining([`uncaught ${run}`, `rejected ${run}`]));

  // hide the page for good: navigating away hides it, and keepalive requests outlive it
  await page.goto('about:blank');

  await expect
    .poll(
      async () =>
        (await docs('analyticsWebVitals', 'userAgent', userAgent)).map((v) => String(v.name)),
      { timeout: STORED_WITHIN_MS },
    )
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'FID', 'LCP', 'TTFB']));
  const vitals = await docs('analyticsWebVitals', 'userAgent', userAgent);
  for (const vital of vitals) {
    expect(['good', 'needs-improvement', 'poor']).toContain(vital.rating);
    expect(vital.expireAt).toBeDefined();
  }
  // one report per metric id
  const ids = vitals.map((vital) => vital.id as string);
  expect(new Set(ids).size).toBe(ids.length);

  // each endpoint's request lands on its own: wait for each
  const pageUrl = `${hostingUrl}${path}`;
  await expect
    .poll(() => docs('analyticsEvents', 'url', pageUrl), { timeout: STORED_WITHIN_MS })
    .toContainEqual(
      expect.objectContaining({
        eventName: 'page_view',
        properties: { path, previousPath: null },
      }),
    );
  await expect
    .poll(
      async () => (await docs('analyticsCustomMetrics', 'url', pageUrl)).map((m) => String(m.name)),
      { timeout: STORED_WITHIN_MS },
    )
    .toContain('app_start');
  await expect
    .poll(() => docs('analyticsErrors', 'userAgent', userAgent), { timeout: STORED_WITHIN_MS })
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: `uncaught ${run}`, context: 'window.error' }),
        expect.objectContaining({ message: `rejected ${run}`, context: 'unhandledrejection' }),
      ]),
    );
  const events = await docs('analyticsEvents', 'url', pageUrl);
  const errors = await docs('analyticsErrors', 'userAgent', userAgent);

  const everything = JSON.stringify([vitals, events, errors]);
  expect(everything).not.toContain('ana.lopez');
  expect(everything).not.toContain('?q=');
  await context.close();
});
