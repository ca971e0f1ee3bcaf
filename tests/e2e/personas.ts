// The seeded people of the end-to-end specs and how a page gets them signed in: their accounts and
// dashboards, the browser state the setup project saves for each, signing in by the form, the
// language and theme a returning visitor has, and the texts a locale shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type SeedAccount } from '../../scripts/lib/accounts.ts';
import { ROOT } from '../../scripts/lib/emulator-config.ts';

export { ACCOUNTS, DEMO_PASSWORD };
export type Locale = 'en' | 'de' | 'it' | 'fr' | 'es' | 'ar';

/** Opens pages with a remembered language and theme, as a returning visitor would have them. */
export async function usePreferences(
  page: Page,
  prefs: { locale?: Locale; theme?: 'light' | 'dark' },
) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('__prefsApplied')) return;
    sessionStorage.setItem('__prefsApplied', '1');
    if (value.locale) localStorage.setItem('language', value.locale);
    if (value.theme) localStorage.setItem('theme', value.theme);
  }, prefs);
}

interface Messages {
  auth: { fields: { email: string; password: string }; signIn: { submit: string; title: string } };
  feedback: { launcher: { label: string } };
}

/** The texts of a locale, as the page shows them. */
export function messages(locale: Locale): Messages {
  const file = path.join(ROOT, 'public', 'locales', locale, 'common.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/** The seeded people that sign in once, in the setup project (auth.setup.ts), for every spec. */
export const PERSONAS = {
  admin: { account: ACCOUNTS.admin, dashboard: '/dashboard/admin' },
  employer: { account: ACCOUNTS.employer, dashboard: '/dashboard/employer' },
  member: { account: ACCOUNTS.member, dashboard: '/dashboard/employer' },
  jobSeeker: { account: ACCOUNTS.jobSeeker, dashboard: '/dashboard/job-seeker' },
  demo: { account: ACCOUNTS.demo, dashboard: '/dashboard/job-seeker' },
} as const;
export type Persona = keyof typeof PERSONAS;

/** Where a persona's signed-in browser state (local storage and IndexedDB, Firebase Auth's) is. */
export function storageStateOf(persona: Persona): string {
  return path.join(ROOT, 'test-results', 'e2e-auth', `${persona}.json`);
}

/**
 * Waits until the session a page restored from its storage state is there: the feedback launcher
 * comes with the signed-in person's profile, after Auth (the frame alone may paint from the
 * session hint before).
 */
export async function expectSignedIn(page: Page, locale: Locale = 'en') {
  await expect(
    page.getByRole('button', { name: messages(locale).feedback.launcher.label }),
  ).toBeVisible();
}

/** Opens `path` in the preferred language and theme, signed in as the test's persona. */
export async function openSignedIn(
  page: Page,
  path: string,
  locale: Locale,
  theme: 'light' | 'dark',
) {
  await usePreferences(page, { locale, theme });
  await page.goto(path);
  await expectSignedIn(page, locale);
  await expect(page).toHaveURL(path);
}

export async function signIn(
  page: Page,
  account: SeedAccount,
  options: { password?: string; locale?: Locale } = {},
) {
  const { auth } = messages(options.locale ?? 'en');
  await page.getByLabel(auth.fields.email, { exact: true }).fill(account.email);
  await page
    .getByLabel(auth.fields.password, { exact: true })
    .fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: auth.signIn.submit, exact: true }).click();
}
