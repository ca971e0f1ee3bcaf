// The prerendered pages (scripts/lib/prerender-pages.ts) as the browser paints them before any of
// the app's scripts runs: every page in every language Hosting picks by the language cookie, with
// the stored theme and language applied by index.html's script alone (no flash of the wrong theme
// or direction), a page of another language than the stored one hidden, axe in English and Arabic,
// light and dark; then the app takes the page over without a new render.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { hostingUrl, ROOT } from '../../scripts/lib/emulator-config.ts';
import { expect, test } from './fixtures';
import { expectAccessible, snap } from './page-checks';
import type { Locale } from './personas';

const LOCALES: Locale[] = ['en', 'de', 'it', 'fr', 'es', 'ar'];
type Theme = 'light' | 'dark';

interface Strings {
  auth: { signIn: { title: string }; register: { title: string }; forgot: { title: string } };
  notFound: { title: string };
}
const strings = (locale: Locale) =>
  JSON.parse(
    readFileSync(path.join(ROOT, 'public', 'locales', locale, 'common.json'), 'utf8'),
  ) as Strings;

const PAGES: { path: string; title: (text: Strings) => string }[] = [
  { path: '/auth/login', title: (text) => text.auth.signIn.title },
  { path: '/auth/register', title: (text) => text.auth.register.title },
  { path: '/auth/forgot-password', title: (text) => text.auth.forgot.title },
  { path: '/no/such/page', title: (text) => text.notFound.title },
];

/** A returning visitor: language and theme stored, the language cookie their last visit wrote. */
async function returningVisitor(page: Page, locale: Locale, theme: Theme, cookie = true) {
  await page.addInitScript(
    (value) => {
      localStorage.setItem('language', value.locale);
      localStorage.setItem('theme', value.theme);
    },
    { locale, theme },
  );
  if (cookie) {
    await page
      .context()
      .addCookies([{ name: 'firebase-language-override', value: locale, url: hostingUrl }]);
  }
}

/** The page as its HTML paints it: none of the app's scripts runs (index.html's inline one does). */
async function firstFrame(page: Page, url: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  return page.goto(url, { waitUntil: 'load' });
}

/** The relative luminance (0 black … 1 white) of an `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number).map((value) => value / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

for (const { path: url, title } of PAGES) {
  for (const locale of LOCALES) {
    const theme: Theme = locale === 'ar' || locale === 'fr' ? 'dark' : 'light';
    test(`${url} paints in ${locale}, ${theme}, from its HTML alone`, async ({ page }) => {
      await returningVisitor(page, locale, theme);
      const response = await firstFrame(page, url);
      expect(response?.status()).toBe(url === '/no/such/page' ? 404 : 200);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale);
      await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(html).toHaveAttribute('data-theme', theme);
      await expect(html).toHaveAttribute('data-prerendered', locale);
      await expect(
        page.getByRole('heading', { level: 1, name: title(strings(locale)), includeHidden: true }),
      ).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      if (theme === 'dark') expect(luminance(background)).toBeLessThan(0.3);
      else expect(luminance(background)).toBeGreaterThan(0.7);
      // untouchable until the app has taken it over (a click would be lost)
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
    });
  }
}

for (const locale of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the prerendered pages pass axe in ${locale}, ${theme}`, async ({ page }) => {
      await returningVisitor(page, locale, theme);
      await page.route('**/assets/*.js', (route) => route.abort());
      for (const { path: url } of PAGES) {
        await page.goto(url, { waitUntil: 'load' });
        // axe skips an inert tree: check the markup as the app will have it
        await page.locator('#root').evaluate((root) => root.removeAttribute('inert'));
        await expectAccessible(page);
        await snap(page, `prerendered${url.replaceAll('/', '-')}-${locale}-${theme}`);
      }
    });
  }
}

test('a page of another language than the stored one stays hidden until the app renders it', async ({
  page,
}) => {
  // stored Arabic but no cookie yet: Hosting serves the English page
  await returningVisitor(page, 'ar', 'dark', false);
  await firstFrame(page, '/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'stale');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: strings('ar').auth.signIn.title }),
  ).toBeVisible();
  // the script wrote the cookie: the next load is the Arabic page itself
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'firebase-language-override')?.value).toBe('ar');
});

test('the app takes the prerendered page over without rendering it again', async ({ page }) => {
  await returningVisitor(page, 'de', 'dark');
  await page.addInitScript(() => {
    // the first heading the HTML painted, to compare with the one the app shows
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstHeading: Element | null }).firstHeading =
        document.querySelector('h1');
    });
  });
  await page.goto('/auth/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // React answers: the language switch translates the page
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const same = await page.evaluate(
    () =>
      (window as unknown as { firstHeading: Element | null }).firstHeading ===
      document.querySelector('h1'),
  );
  expect(same, 'the heading element painted from the HTML is the one the app updated').toBe(true);
});
