// Session security in a real browser. Timings are shortened through the local-storage config
// (as a person's browser could hold it), never through test-only code paths.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SeedAccount } from '../../scripts/lib/accounts.ts';
import { ACCOUNTS, expectAccessible, signIn, snap } from './support';

const SHORT = { sessionTimeout: 8_000, warningTime: 4_000, checkInterval: 500 };

async function shortSessions(context: BrowserContext, config = SHORT) {
  await context.addInitScript((value) => {
    localStorage.setItem('sessionConfig', JSON.stringify(value));
  }, config);
}

/** When the tab's session record last saw activity (ms), or 0. */
const lastActivity = (page: Page) =>
  page.evaluate(() => {
    const record = JSON.parse(sessionStorage.getItem('session') ?? '{}') as {
      lastActivity?: number;
    };
    return record.lastActivity ?? 0;
  });

/**
 * Keeps a page active for `ms`: mouse downs on the page's heading (where a press does nothing),
 * each time waiting until the session has recorded the activity (it records at most once a
 * second) before the next, so a slow machine presses less often but never lets it lapse.
 */
async function stayActive(page: Page, ms: number) {
  const end = Date.now() + ms;
  const box = await page.getByRole('heading', { level: 1 }).boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  while (Date.now() < end) {
    const before = await lastActivity(page);
    await expect
      .poll(async () => {
        await page.mouse.down();
        await page.mouse.up();
        return lastActivity(page);
      })
      .toBeGreaterThan(before);
  }
}

/** Signs in in tab A, then opens the same dashboard in tab B (one browser, two tabs). */
async function twoTabs(
  context: BrowserContext,
  account: SeedAccount,
  dashboard: string,
  heading: string,
  config = SHORT,
) {
  await shortSessions(context, config);
  const tabA = await context.newPage();
  await tabA.goto('/auth/login');
  await signIn(tabA, account);
  await expect(tabA).toHaveURL(dashboard);
  const tabB = await context.newPage();
  await tabB.goto(dashboard);
  await expect(tabB.getByRole('heading', { name: heading })).toBeVisible();
  return [tabA, tabB] as const;
}

test('activity in one tab keeps the other signed in; signing out in one signs out both', async ({
  context,
}) => {
  test.setTimeout(90_000);
  // time for tab B's dashboard (it runs searches) to load before the warning, which only
  // "Stay signed in" answers, would open
  const config = { ...SHORT, sessionTimeout: 16_000 };
  const [tabA, tabB] = await twoTabs(
    context,
    ACCOUNTS.jobSeeker,
    '/dashboard/job-seeker',
    'Your job search',
    config,
  );

  // well past the original 16-second expiry, with activity in tab A only
  await stayActive(tabA, 22_000);
  await expect(tabB).toHaveURL('/dashboard/job-seeker');
  await expect(tabA).toHaveURL('/dashboard/job-seeker');

  await tabA.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(tabA).toHaveURL('/auth/login');
  await expect(tabB).toHaveURL('/auth/login');
});

test('the warning shows in every tab, and "Stay signed in" in one dismisses it in all', async ({
  context,
}) => {
  const [tabA, tabB] = await twoTabs(context, ACCOUNTS.employer, '/dashboard/employer', 'Hiring');

  const warningIn = (page: Page) =>
    page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(warningIn(tabA)).toBeVisible({ timeout: 10_000 });
  await expect(warningIn(tabB)).toBeVisible();
  await warningIn(tabB).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warningIn(tabB)).toBeHidden();
  await expect(warningIn(tabA)).toBeHidden();
  await expect(tabA).toHaveURL('/dashboard/employer');
});

test('an idle session warns with a countdown, signs out, and brings the person back after sign-in', async ({
  context,
  page,
}) => {
  await shortSessions(context);
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/dashboard/admin/audit');

  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible({ timeout: 10_000 });
  await expect(warning.getByRole('timer')).toHaveText(/^0:0[1-4]$/);
  await snap(page, 'session-warning-en-light');

  await expect(page).toHaveURL('/auth/login', { timeout: 10_000 });
  await expect(
    page.getByText(/You were signed out after \d+ minutes? of inactivity/),
  ).toBeVisible();
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin/audit');
});

test('"Stay signed in" extends the session, and the extension is in the audit log', async ({
  context,
  page,
}) => {
  await shortSessions(context);
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible({ timeout: 10_000 });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL('/dashboard/admin');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('SESSION_EXTENDED');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('cell', { name: 'Session extended' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: ACCOUNTS.admin.email }).first()).toBeVisible();
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
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'audit-log-en-light');
});
