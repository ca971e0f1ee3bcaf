import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type SeedAccount } from '../../scripts/lib/accounts.ts';
import { ROOT } from '../../scripts/lib/emulator-config.ts';

export { ACCOUNTS, DEMO_PASSWORD };
export type Locale = 'en' | 'de' | 'it' | 'fr' | 'es' | 'ar';

const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');

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

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    // axe runs in the page itself rather than per frame and then again in a blank page of its own
    // (the app has no frames), and details only the violations, not every node that passes: the
    // same violations for a third of the CPU (the candidates screen: 0.6 s against 2.5–3.2 s)
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      // still tagged experimental in axe, so off by default: a control's visible text must be in
      // its accessible name (WCAG 2.5.3), as src/lib/i18n/__tests__/label-in-name.test.ts checks
      // for every pair of messages
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
  expect(blocking, 'serious or critical axe violations').toEqual([]);
}

/** Saves a full-page screenshot under test-results/screenshots for a look by eye. */
export async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
