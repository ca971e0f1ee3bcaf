// The prerendered pages (scripts/lib/prerender-pages.ts) as the browser paints them before any of
// the app's scripts runs: every page in every language Hosting picks by the language cookie, with
// the stored theme and language applied by index.html's script alone (no flash of the wrong theme
// or direction), a page of another language than the stored one hidden, axe in English and Arabic,
// light and dark; then the app takes the page over without a new render. Each role's dashboard frame
// paints the person of the session hint the same way, hides itself for another role's hint or none,
// and is taken over without a hydration error or a layout shift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ALL_TEAM_PERMISSIONS } from '../../contracts/roles.ts';
import { hostingUrl, ROOT } from '../../scripts/lib/emulator-config.ts';
import { expect, test } from './fixtures';
import { expectAccessible, snap } from './page-checks';
import { ACCOUNTS, expectSignedIn, PERSONAS, type Locale, type Persona } from './personas';

const LOCALES: Locale[] = ['en', 'de', 'it', 'fr', 'es', 'ar'];
type Theme = 'light' | 'dark';

interface Strings {
  auth: { signIn: { title: string }; register: { title: string }; forgot: { title: string } };
  notFound: { title: string };
  dashboard: Record<'admin' | 'employer' | 'jobSeeker', { title: string }>;
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

type Role = 'admin' | 'employer' | 'jobSeeker';
const FRAMES: { role: Role; path: string; persona: Persona }[] = [
  { role: 'employer', path: '/dashboard/employer', persona: 'employer' },
  { role: 'jobSeeker', path: '/dashboard/job-seeker', persona: 'jobSeeker' },
  { role: 'admin', path: '/dashboard/admin', persona: 'admin' },
];

/** The session hint the app stores for a persona (src/features/auth/lib/session-hint.ts). */
function hintOf(persona: Persona, teamPermissions: Record<string, boolean> = ALL_TEAM_PERMISSIONS) {
  const { uid, email, displayName, role } = PERSONAS[persona].account;
  return JSON.stringify({
    uid,
    role,
    displayName,
    email,
    ...(role === 'employer' ? { teamPermissions } : {}),
  });
}

/** The text a hinted element (HintedText) paints before the app has written it. */
function painted(page: Page, field: 'name' | 'email' | 'initials') {
  return page.evaluate(
    (hint) =>
      [...document.querySelectorAll(`#root .hinted[data-hint="${hint}"]`)].map((element) =>
        element.textContent
          ? element.textContent
          : getComputedStyle(element, '::before').content.replace(/^"|"$/g, ''),
      ),
    field,
  );
}

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

for (const { role, path: url, persona } of FRAMES) {
  for (const [locale, theme] of [
    ['en', 'light'],
    ['ar', 'dark'],
  ] as const) {
    test(`the ${role} dashboard frame paints its person from the session hint, from its HTML alone (${locale}, ${theme})`, async ({
      page,
    }) => {
      await returningVisitor(page, locale, theme);
      await page.addInitScript(
        (hint) => localStorage.setItem('session-hint', hint),
        hintOf(persona),
      );
      await firstFrame(page, url);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-prerendered', locale);
      await expect(html).toHaveAttribute('data-prerendered-role', role);
      await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(html).toHaveAttribute('data-theme', theme);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: strings(locale).dashboard[role].title,
          includeHidden: true,
        }),
      ).toBeVisible();
      const { displayName, email } = PERSONAS[persona].account;
      const initials = displayName
        .split(' ')
        .map((word) => word[0])
        .join('');
      // the header's menu, the sidebar, the greeting and the account card
      expect(await painted(page, 'name')).toEqual([
        displayName,
        displayName,
        displayName,
        displayName,
      ]);
      expect(await painted(page, 'email')).toEqual([email]);
      expect(await painted(page, 'initials')).toEqual([initials, initials]);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await page.locator('#root').evaluate((root) => root.removeAttribute('inert'));
      await expectAccessible(page);
      await snap(page, `prerendered-dashboard-${role}-${locale}-${theme}`);
    });
  }
}

test('a dashboard frame stays hidden without a hint of its role and its navigation', async ({
  page,
}) => {
  await returningVisitor(page, 'en', 'light');
  await page.route('**/assets/*.js', (route) => route.abort());
  const hidden = async () => {
    await page.goto('/dashboard/employer', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'stale');
    await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
    expect(await painted(page, 'name')).toEqual(['', '', '', '']);
  };
  // signed out: nothing stored
  await hidden();
  // another role's person
  await page.evaluate((hint) => localStorage.setItem('session-hint', hint), hintOf('jobSeeker'));
  await hidden();
  // a member without every team flag would see other navigation
  await page.evaluate(
    (hint) => localStorage.setItem('session-hint', hint),
    hintOf('member', { ...ALL_TEAM_PERMISSIONS, canManageBilling: false }),
  );
  await hidden();
  // not a hint the app wrote
  await page.evaluate(() => localStorage.setItem('session-hint', '{"uid":1}'));
  await hidden();
  // the owner's: painted
  await page.evaluate((hint) => localStorage.setItem('session-hint', hint), hintOf('employer'));
  await page.goto('/dashboard/employer', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'en');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
});

test.describe(() => {
  test.use({ persona: 'employer' });

  test('the app takes a dashboard frame over without a hydration error or a layout shift', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.addInitScript(
      (hint) => localStorage.setItem('session-hint', hint),
      hintOf('employer'),
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // a phone's screen, as Lighthouse measures: the frame fills it (the cards below fill in later)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/employer');
    await expectSignedIn(page);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const { displayName } = ACCOUNTS.employer;
    await expect(page.getByText(`Welcome back, ${displayName}.`)).toBeVisible();
    // React wrote every hinted text: the painted copies are gone
    expect(await painted(page, 'name')).toEqual([
      displayName,
      displayName,
      displayName,
      displayName,
    ]);
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--hint-name')),
    ).toBe('');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
    expect(errors.filter((error) => /hydrat|#418|#423|#425/i.test(error))).toEqual([]);
    // the styles in the HTML are the ones in use: their files are not fetched as well
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => (style as HTMLElement).dataset.href));
    expect(inlined.length).toBeGreaterThan(0);
    expect(requested.filter((file) => inlined.includes(file))).toEqual([]);
  });
});
