// Every screen, in English with the light theme and in Arabic with the dark theme: an axe check
// with no serious or critical violation, and a screenshot to look at.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  expectSignedIn,
  signIn,
  usePreferences,
  type Locale,
  type Persona,
} from './personas';
import { expectAccessible, snap } from './page-checks';

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
  { name: 'admin-dashboard', persona: 'admin', path: '/dashboard/admin' },
  { name: 'audit-log', persona: 'admin', path: '/dashboard/admin/audit' },
  { name: 'employer-dashboard', persona: 'employer', path: '/dashboard/employer' },
  { name: 'job-seeker-dashboard', persona: 'jobSeeker', path: '/dashboard/job-seeker' },
  // the job seeker's journey (job-seeker.spec.ts) shoots these three screens, in both variants
  { name: 'job-search', persona: 'jobSeeker', path: '/dashboard/job-seeker/jobs', shot: false },
  {
    name: 'job-detail',
    persona: 'jobSeeker',
    path: '/dashboard/job-seeker/jobs/job-000001',
    shot: false,
  },
  { name: 'saved-jobs', persona: 'jobSeeker', path: '/dashboard/job-seeker/saved-jobs' },
  {
    name: 'saved-searches',
    persona: 'jobSeeker',
    path: '/dashboard/job-seeker/saved-searches',
  },
  {
    name: 'career-roles',
    persona: 'jobSeeker',
    path: '/dashboard/job-seeker/career-roles',
    shot: false,
  },
] as const satisfies readonly { name: string; persona: Persona; path: string; shot?: false }[];

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
    test.describe(() => {
      test.use({ persona: dashboard.persona });

      test(`${dashboard.name} is accessible (${locale}, ${theme})`, async ({ page }) => {
        await usePreferences(page, { locale, theme });
        await page.goto(dashboard.path);
        await expectSignedIn(page, locale);
        await expect(page).toHaveURL(dashboard.path);
        await settle(page);
        await expectAccessible(page);
        if (!('shot' in dashboard)) await snap(page, `${dashboard.name}-${locale}-${theme}`);
      });
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
