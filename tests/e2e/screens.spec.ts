// Every screen, in English with the light theme and in Arabic with the dark theme: an axe check
// with no serious or critical violation, and a screenshot to look at.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, expectAccessible, signIn, snap, usePreferences, type Locale } from './support';

const VARIANTS = [
  { locale: 'en', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
] as const satisfies readonly { locale: Locale; theme: 'light' | 'dark' }[];

const PUBLIC_SCREENS = [
  { name: 'login', path: '/auth/login' },
  { name: 'register', path: '/auth/register' },
  { name: 'forgot-password', path: '/auth/forgot-password' },
  { name: 'not-found', path: '/no/such/page' },
] as const;

const DASHBOARDS = [
  { name: 'admin-dashboard', account: ACCOUNTS.admin, path: '/dashboard/admin' },
  { name: 'audit-log', account: ACCOUNTS.admin, path: '/dashboard/admin/audit' },
  { name: 'employer-dashboard', account: ACCOUNTS.employer, path: '/dashboard/employer' },
  { name: 'job-seeker-dashboard', account: ACCOUNTS.jobSeeker, path: '/dashboard/job-seeker' },
  { name: 'job-search', account: ACCOUNTS.jobSeeker, path: '/dashboard/job-seeker/jobs' },
  {
    name: 'job-detail',
    account: ACCOUNTS.jobSeeker,
    path: '/dashboard/job-seeker/jobs/job-000001',
  },
  { name: 'saved-jobs', account: ACCOUNTS.jobSeeker, path: '/dashboard/job-seeker/saved-jobs' },
  {
    name: 'career-roles',
    account: ACCOUNTS.jobSeeker,
    path: '/dashboard/job-seeker/career-roles',
  },
] as const;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const { locale, theme } of VARIANTS) {
  for (const screen of PUBLIC_SCREENS) {
    test(`${screen.name} is accessible (${locale}, ${theme})`, async ({ page }) => {
      await usePreferences(page, { locale, theme });
      await page.goto(screen.path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page);
      await snap(page, `${screen.name}-${locale}-${theme}`);
    });
  }

  for (const dashboard of DASHBOARDS) {
    test(`${dashboard.name} is accessible (${locale}, ${theme})`, async ({ page }) => {
      await usePreferences(page, { locale, theme });
      await page.goto(dashboard.path);
      await signIn(page, dashboard.account, { locale });
      await expect(page).toHaveURL(dashboard.path);
      await settle(page);
      await expectAccessible(page);
      await snap(page, `${dashboard.name}-${locale}-${theme}`);
    });
  }
}

test('the unknown-role notice is accessible', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.unknownRole);
  await expect(page.getByText('No access yet')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'unknown-role-en-light');
});
