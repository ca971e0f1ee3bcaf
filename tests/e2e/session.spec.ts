// Session security in a real browser, with the product's real timings (30 idle minutes, a warning
// at 5 minutes left): the browser's clock is Playwright's, installed before the app loads and run
// forward, so no test waits for a wall-clock window and a slow machine changes nothing.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SeedAccount } from '../../scripts/lib/accounts.ts';
import { SESSION_TIMEOUT_MS, WARNING_TIME_MS } from '../../src/features/session/constants.ts';
import { IDLE_TIMEOUT_MS, SETTLE_MS } from '../../src/lib/yield-to-main.ts';
import { ACCOUNTS, signIn } from './personas';
import { expectAccessible, snap } from './page-checks';

const MINUTE = 60_000;
/** Just past the moment the warning opens (at 5 minutes left of 30). */
const TO_WARNING = SESSION_TIMEOUT_MS - WARNING_TIME_MS + 2_000;

/** A press on the page's heading (where a press does nothing): activity, as a person's. */
async function press(page: Page) {
  const box = await page.getByRole('heading', { level: 1 }).boundingBox();
  if (!box) throw new Error('No heading to press on');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Follows `page`'s live updates; the function it returns waits (in real time, which the installed
 * clock follows until a test runs it forward) until the page has settled and they have opened
 * Firestore's channel (SETTLE_MS after the load, in idle time), so that a test runs the clock
 * forward over an open channel rather than over its opening. Running the clock instead would put
 * the page's activity ahead of the server's time of a later sign-in.
 */
function followLiveUpdates(page: Page): () => Promise<void> {
  let answered = false;
  page.on('response', (response) => {
    if (/google\.firestore\.v1\.Firestore\/Listen\/channel/.test(response.url())) answered = true;
  });
  return () =>
    expect.poll(() => answered, { timeout: SETTLE_MS + IDLE_TIMEOUT_MS + 20_000 }).toBe(true);
}

/** Signs in in tab A, then opens the same dashboard in tab B (one browser, two tabs). */
async function twoTabs(
  context: BrowserContext,
  account: SeedAccount,
  dashboard: string,
  heading: string,
) {
  await context.clock.install();
  const tabA = await context.newPage();
  const liveInA = followLiveUpdates(tabA);
  await tabA.goto('/auth/login');
  await signIn(tabA, account);
  await expect(tabA).toHaveURL(dashboard);
  const tabB = await context.newPage();
  const liveInB = followLiveUpdates(tabB);
  await tabB.goto(dashboard);
  await expect(tabB.getByRole('heading', { name: heading })).toBeVisible();
  // the heading may paint from the session hint before Auth has restored the session; the
  // feedback launcher comes only with the restored session (and its profile)
  await expect(tabB.getByRole('button', { name: 'Give feedback' })).toBeVisible();
  await liveInA();
  await liveInB();
  return [tabA, tabB] as const;
}

const warningIn = (page: Page) =>
  page.getByRole('dialog', { name: 'Your session is about to end' });

test('activity in one tab keeps the other signed in; signing out in one signs out both', async ({
  context,
}) => {
  const [tabA, tabB] = await twoTabs(
    context,
    ACCOUNTS.jobSeeker,
    '/dashboard/job-seeker',
    'Your job search',
  );

  // 40 minutes, well past the 30-minute expiry, with a press in tab A every 10 minutes
  for (let step = 0; step < 4; step += 1) {
    await press(tabA);
    await context.clock.fastForward(10 * MINUTE);
  }
  await expect(warningIn(tabB)).toBeHidden();
  await expect(tabB).toHaveURL('/dashboard/job-seeker');
  await expect(tabA).toHaveURL('/dashboard/job-seeker');

  await tabA.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(tabA).toHaveURL('/auth/login');
  await expect(tabB).toHaveURL('/auth/login');
});

test('signing out in one tab signs out a tab still restoring the session, and neither signs in again', async ({
  context,
}) => {
  const tabA = await context.newPage();
  await tabA.goto('/auth/login');
  await signIn(tabA, ACCOUNTS.jobSeeker);
  await expect(tabA).toHaveURL('/dashboard/job-seeker');
  await expect(tabA.getByRole('button', { name: 'Give feedback' })).toBeVisible();

  // tab B restores the session: Auth has read the person and checks them with the server, which
  // does not answer yet (on a cold suite the Auth emulator can take seconds)
  const tabB = await context.newPage();
  const held: Route[] = [];
  await tabB.route(/accounts:lookup/, (route) => {
    held.push(route);
  });
  await tabB.goto('/dashboard/job-seeker');
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await tabA.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(tabA).toHaveURL('/auth/login');
  await tabB.unroute(/accounts:lookup/);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));

  await expect(tabB).toHaveURL('/auth/login');
  await expect(tabB.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  // Auth in tab B wrote the person back to the shared storage after its check: tab A must not
  // have been signed in again by it
  await expect(tabA).toHaveURL('/auth/login');
  await expect(tabA.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await tabB.goto('/dashboard/job-seeker');
  await expect(tabB).toHaveURL('/auth/login');
});

test('the warning shows in every tab, and "Stay signed in" in one dismisses it in all', async ({
  context,
}) => {
  const [tabA, tabB] = await twoTabs(context, ACCOUNTS.employer, '/dashboard/employer', 'Hiring');

  await context.clock.fastForward(TO_WARNING);
  await expect(warningIn(tabA)).toBeVisible();
  await expect(warningIn(tabB)).toBeVisible();
  await warningIn(tabB).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warningIn(tabB)).toBeHidden();
  await expect(warningIn(tabA)).toBeHidden();
  await expect(tabA).toHaveURL('/dashboard/employer');
});

test('an idle session warns with a countdown, signs out after 30 minutes, and brings the person back after sign-in', async ({
  page,
}) => {
  await page.clock.install();
  const live = followLiveUpdates(page);
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin');
  await live();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/dashboard/admin/audit');

  // nothing at 24 minutes idle; the warning just after 25, counting down from about 5 minutes
  await page.clock.fastForward(24 * MINUTE);
  await expect(warningIn(page)).toBeHidden();
  await page.clock.fastForward(TO_WARNING - 24 * MINUTE);
  const warning = warningIn(page);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toHaveText(/^4:5\d$/);
  await snap(page, 'session-warning-en-light');

  await page.clock.fastForward(WARNING_TIME_MS);
  await expect(page).toHaveURL('/auth/login');
  await expect(
    page.getByText('You were signed out after 30 minutes of inactivity.', { exact: false }),
  ).toBeVisible();
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin/audit');
});

test('"Stay signed in" extends the session, and the extension is in the audit log', async ({
  page,
}) => {
  await page.clock.install();
  const live = followLiveUpdates(page);
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin');
  await live();
  await page.clock.fastForward(TO_WARNING);
  const warning = warningIn(page);
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL('/dashboard/admin');

  // the extension gives a whole new 30 minutes: nothing at 25 minutes minus a little
  await page.clock.fastForward(SESSION_TIMEOUT_MS - WARNING_TIME_MS - MINUTE);
  await expect(warning).toBeHidden();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('SESSION_EXTENDED');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('gridcell', { name: 'Session extended' }).first()).toBeVisible();
  await expect(page.getByRole('gridcell', { name: ACCOUNTS.admin.email }).first()).toBeVisible();
});

test('the audit log shows sign-ins and sign-outs, filters by action, and is for admins only', async ({
  page,
}) => {
  // a job seeker signs in and out: both are audited
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.jobSeeker);
  await expect(page).toHaveURL('/dashboard/job-seeker');
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/dashboard/admin/audit');
  await expect(page).toHaveURL('/dashboard/job-seeker');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');

  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('User ID').fill(ACCOUNTS.jobSeeker.uid);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Sign-out' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Sign-in' }).first()).toBeVisible();

  await page.getByLabel('Action').selectOption('LOGOUT');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows.filter({ hasText: 'Sign-in' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Sign-out' }).first()).toBeVisible();
});

test('five wrong passwords for one email raise a security alert', async ({ page }) => {
  await page.goto('/auth/login');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await signIn(page, ACCOUNTS.member, { password: `wrong-${attempt}` });
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  }
  await page.getByLabel(/^password$/i).fill('jobs-demo-2026');
  await page.getByLabel(/^email$/i).fill(ACCOUNTS.admin.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('SECURITY_ALERT');
  // the reports travel in the background: look again until the alert is there
  await expect(async () => {
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(
      page.getByRole('row').filter({ hasText: ACCOUNTS.member.email }).first(),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
});

test('an admin may open the other roles’ dashboards', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin');
  await page.goto('/dashboard/employer');
  await expect(page).toHaveURL('/dashboard/employer');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
});

test('the audit log screen is accessible', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  // its screenshot is screens.spec.ts's (audit-log-en-light)
  await expectAccessible(page);
});
