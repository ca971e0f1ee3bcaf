// The admin console end to end: a new job seeker signs up; the administrator finds them, makes
// them an employer, finds that change in the audit explorer and exports the entries as CSV; the
// promoted person lands on the employer dashboard at their next sign-in. The administrator
// verifies the audit trail's hash chain, reads the feedback inbox and the analytics. Then the
// console in Arabic, dark, a screen at a time.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  messages,
  signIn,
  usePreferences,
  type Locale,
  openSignedIn,
} from './personas';
import { expectAccessible, snap } from './page-checks';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key] ?? ''));

/** The first call of a function starts its worker in the emulator: seconds on a busy machine. */
const CALLABLE_TIMEOUT_MS = 120_000;

/** Toasts fade in and out: the page is checked once they are gone. */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

async function signOut(page: Page, t: Texts) {
  await page.getByRole('button', { name: t.auth.signOut }).first().click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

const open = openSignedIn;

test.use({ persona: 'admin' });

test('an administrator makes a new job seeker an employer, finds the change in the audit explorer and exports it; the person lands on the employer dashboard at their next sign-in', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const t = texts('en');
  const run = Date.now();
  const email = `promoted-${run}@jobs.test`;
  const name = `Priya Promoted${run}`;

  // a new job seeker signs up (in a browser of their own), then leaves
  const newcomer = await (await openContext()).newPage();
  await usePreferences(newcomer, { locale: 'en', theme: 'light' });
  await newcomer.goto('/auth/register');
  await newcomer.getByLabel(t.auth.fields.name, { exact: true }).fill(name);
  await newcomer.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await newcomer.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await newcomer.getByText(t.auth.register.roleHint.jobSeeker).click();
  await newcomer.getByRole('button', { name: t.auth.register.submit }).click();
  await expect(newcomer).toHaveURL('/dashboard/job-seeker');
  await signOut(newcomer, t);

  // the administrator finds them by their email (the server keeps the search tokens)
  await open(page, '/dashboard/admin/users', 'en', 'light');
  const search = page.getByLabel(t.userAdmin.search.label);
  const person = page.getByRole('link', { name });
  const results = page.locator('.user-results');
  await expect(async () => {
    await search.fill(email);
    await page.getByRole('button', { name: t.userAdmin.search.submit }).click();
    // the list of this search, not the previous one still shown while it is read
    await expect(results).not.toHaveAttribute('aria-busy', 'true', { timeout: 5_000 });
    await expect(
      page.getByRole('grid', { name: t.userAdmin.tableLabel }).getByRole('row'),
    ).toHaveCount(2, { timeout: 1_000 });
    await expect(person).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(page);
  await snap(page, 'admin-users-en');

  // their page: opening it is audited; the role becomes employer after a confirmation
  await person.click();
  await expect(page.getByText(t.userAdmin.auditedNotice)).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: CALLABLE_TIMEOUT_MS });
  const uid = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await page.getByLabel(t.userAdmin.role.new).selectOption('employer');
  await page.getByRole('button', { name: t.userAdmin.role.change }).click();
  const confirm = page.getByRole('alertdialog', { name: t.userAdmin.role.confirmTitle });
  await confirm.getByRole('button', { name: t.userAdmin.role.change }).click();
  await expect(
    page.getByText(fill(t.userAdmin.role.changed, { role: t.roles.employer })),
  ).toBeVisible({ timeout: CALLABLE_TIMEOUT_MS });
  await expect(
    page.getByText(fill(t.userAdmin.role.current, { role: t.roles.employer })),
  ).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);
  await snap(page, 'admin-user-en');

  // the change is in the audit explorer, with what changed
  await page
    .getByRole('navigation', { name: t.dashboard.navigation })
    .getByRole('link', { name: t.dashboard.nav.auditLog })
    .click();
  await page.getByLabel(t.audit.filters.action).selectOption('UPDATE_ROLE');
  await page.getByLabel(t.audit.filters.targetId).fill(uid);
  await page.getByRole('button', { name: t.audit.filters.apply }).click();
  const rows = page.getByRole('row').filter({ hasText: t.audit.actions.UPDATE_ROLE });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button').first().click();
  const entry = page.getByRole('dialog', { name: t.audit.detail.title });
  await expect(entry).toContainText(uid);
  await expect(entry).toContainText('"to": "employer"');
  await expectAccessible(page);
  await snap(page, 'admin-audit-entry-en');
  await page.keyboard.press('Escape');

  // the filtered set as CSV: the export is itself recorded
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.audit.export.button }).click();
  const file = await download;
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('UPDATE_ROLE');
  expect(csv).toContain(uid);
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  // at their next sign-in, the promoted person lands on the employer dashboard
  await signIn(newcomer, { ...ACCOUNTS.jobSeeker, email });
  await expect(newcomer).toHaveURL('/dashboard/employer', { timeout: 20_000 });
});

test("an administrator verifies the audit trail's hash chain", async ({ page }) => {
  test.setTimeout(180_000);
  const t = texts('en');
  await open(page, '/dashboard/admin/audit', 'en', 'light');
  await page.getByRole('tab', { name: t.audit.tabs.integrity }).click();
  await page.getByRole('button', { name: t.audit.integrity.verify }).click();
  await expect(page.getByText(/^Intact: \d+ entries checked/)).toBeVisible({
    timeout: CALLABLE_TIMEOUT_MS,
  });
  await toastsGone(page);
  await expectAccessible(page);
  await snap(page, 'admin-audit-integrity-en');
});

test("the feedback inbox holds the seeded feedback and the features' statuses", async ({
  page,
}) => {
  const t = texts('en');
  await open(page, '/dashboard/admin/feedback', 'en', 'light');
  const inbox = page.getByRole('region', { name: t.feedbackAdmin.inbox.title });
  await expect(
    inbox.getByText('The salary filter should let me type an exact number, not only pick a band.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: t.feedbackAdmin.features.title })).toContainText(
    t.feedback.features.statuses.in_progress,
  );
  await expectAccessible(page);
  await snap(page, 'admin-feedback-en');
});

test('the analytics show the seeded two weeks', async ({ page }) => {
  test.setTimeout(180_000);
  const t = texts('en');
  await open(page, '/dashboard/admin/analytics', 'en', 'light');
  const vitals = page.getByRole('region', { name: t.platformAnalytics.vitals.title });
  await expect(vitals.getByText('LCP', { exact: true })).toBeVisible({
    timeout: CALLABLE_TIMEOUT_MS,
  });
  await expect(page.getByRole('grid', { name: t.platformAnalytics.api.title })).toContainText(
    'GET /api/jobs',
  );
  await expectAccessible(page);
  await snap(page, 'admin-analytics-en');
});
