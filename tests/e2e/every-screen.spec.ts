// Every signed-in screen in each of the six languages: no screen is wider than the window, on a
// 1280 px desktop or a 390 px phone (a wide table scrolls inside its own box; the page never
// scrolls sideways). In English and Arabic, light and dark, axe finds no serious or critical
// violation on any employer or admin screen either; in English light and Arabic dark each of those
// screens is shot for a look by eye (test-results/screenshots/screen-*.png; the dashboards are
// screens.spec.ts's).
//
// One page per tour: the first screen loads, the others are reached the way the app's own links
// reach them (a history entry, no reload), so the whole tour costs little more than the screens'
// own rendering. German, French, Spanish and Italian share one tour per person: each screen is
// measured in each of them, switched by the header's language menu, as a person would.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedIn, messages, usePreferences, type Locale, type Persona } from './personas';
import { expectAccessible, snap } from './page-checks';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The tours of English and Arabic: their sizes (`fit`), in both themes and both directions, and
 * axe on the employer and admin screens, light and dark (`axe`).
 */
const TOURS = [
  { locale: 'en', theme: 'light', fit: true, axe: true },
  { locale: 'ar', theme: 'dark', fit: true, axe: true },
  { locale: 'en', theme: 'dark', fit: false, axe: true },
  { locale: 'ar', theme: 'light', fit: false, axe: true },
] as const satisfies readonly {
  locale: Locale;
  theme: 'light' | 'dark';
  fit: boolean;
  axe: boolean;
}[];

/** The other languages: each screen's sizes in each, in one tour. */
const OTHER_LOCALES = ['de', 'fr', 'es', 'it'] as const satisfies readonly Locale[];

/**
 * A screen: its path, or a list screen and the link on it that leads to the screen (a posting's
 * edit form, a candidate, an interview, a user) — the seeded data decides the ids.
 */
type Screen = string | { from: string; tab?: number; link: string; to?: (href: string) => string };

const SCREENS: Record<'employer' | 'admin' | 'jobSeeker', readonly Screen[]> = {
  employer: [
    '/dashboard/employer',
    '/dashboard/employer/jobs',
    // a posting's edit form: its id from the link to its candidates
    {
      from: '/dashboard/employer/jobs',
      link: 'a[href*="/candidates?job="]',
      to: (href) =>
        `/dashboard/employer/jobs/${new URL(href, 'http://x').searchParams.get('job')}/edit`,
    },
    '/dashboard/employer/jobs/new',
    '/dashboard/employer/candidates',
    {
      from: '/dashboard/employer/candidates',
      link: 'a[href^="/dashboard/employer/candidates/"]',
    },
    '/dashboard/employer/interviews',
    // an upcoming interview, from the list (the second tab)
    {
      from: '/dashboard/employer/interviews',
      tab: 1,
      link: 'a[href^="/dashboard/employer/interviews/"]',
    },
    '/dashboard/employer/reports',
    '/dashboard/employer/team',
    '/dashboard/employer/candidate-mails',
    '/dashboard/employer/billing',
    '/dashboard/employer/integrations',
  ],
  admin: [
    '/dashboard/admin',
    '/dashboard/admin/users',
    { from: '/dashboard/admin/users', link: 'a[href^="/dashboard/admin/users/"]' },
    '/dashboard/admin/audit',
    '/dashboard/admin/feedback',
    '/dashboard/admin/analytics',
  ],
  jobSeeker: [
    '/dashboard/job-seeker',
    '/dashboard/job-seeker/jobs',
    '/dashboard/job-seeker/jobs/job-000001',
    '/dashboard/job-seeker/saved-jobs',
    '/dashboard/job-seeker/saved-searches',
    '/dashboard/job-seeker/career-roles',
    '/dashboard/job-seeker/applications',
  ],
};

/** Goes to `path` inside the running app, as its links do: a history entry, no reload. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL(path);
}

/** The screen is there: its heading, and nothing still loading. */
async function settled(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loading = (messages(locale) as unknown as { common: { loading: string } }).common.loading;
  await expect(page.getByText(loading, { exact: true })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * How far the page reaches beyond the window sideways (0 when it fits), and the elements that
 * stick out (the innermost ones the page does not clip), to name in a failure.
 */
function sidewaysOverflow(page: Page): Promise<{ overflow: number; outside: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    };
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .filter((element) => getComputedStyle(element).position !== 'static' || !clipped(element))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const classes = [...element.classList].map((name) => `.${name}`).join('');
        return `${element.tagName.toLowerCase()}${classes} (${Math.round(box.left)}–${Math.round(box.right)} px)`;
      });
    return { overflow: root.scrollWidth - width, outside };
  });
}

/** Goes to `screen` from the screen the page is on (the tour's first is where it started). */
async function visit(page: Page, screen: Screen, first: string, locale: Locale) {
  if (typeof screen === 'string') {
    if (screen !== first) await goInApp(page, screen);
  } else {
    await goInApp(page, screen.from);
    await settled(page, locale);
    if (screen.tab !== undefined) await page.getByRole('tab').nth(screen.tab).click();
    const link = page.locator(screen.link).first();
    const href = await link.getAttribute('href');
    expect(href, `a link on ${screen.from} (${screen.link})`).toBeTruthy();
    await goInApp(page, screen.to ? screen.to(href!) : href!);
  }
  await settled(page, locale);
  return page.url().replace(/^https?:\/\/[^/]+/, '');
}

async function fitsAt(page: Page, size: { width: number; height: number }, where: string) {
  await page.setViewportSize(size);
  // the layout follows the new width before it is measured
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { overflow, outside } = await sidewaysOverflow(page);
  expect
    .soft(overflow, `${where} at ${size.width} px is wider than the window: ${outside.join(', ')}`)
    .toBe(0);
}

for (const persona of ['employer', 'admin', 'jobSeeker'] as const satisfies readonly Persona[]) {
  test.describe(() => {
    test.use({ persona });

    // the job seeker's screens get axe in screens.spec.ts and job-seeker.spec.ts
    const tours = TOURS.filter(({ fit }) => fit || persona !== 'jobSeeker');
    for (const { locale, theme, fit, axe } of tours) {
      const what = fit ? 'fits a desktop and a phone' : 'has no serious accessibility violation';
      test(`every ${persona} screen ${what} (${locale}, ${theme})`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.setViewportSize(DESKTOP);
        await usePreferences(page, { locale, theme });
        const screens = SCREENS[persona];
        const first = screens[0] as string;
        await page.goto(first);
        await expectSignedIn(page, locale);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

        for (const screen of screens) {
          const where = await visit(page, screen, first, locale);
          if (fit) await fitsAt(page, DESKTOP, where);
          if (axe && persona !== 'jobSeeker') {
            await expectAccessible(page);
            if (fit && screen !== first) {
              const name = where.replace(/^\/dashboard\//, '').replace(/[^a-z0-9]+/gi, '-');
              await snap(page, `screen-${name}-${locale}-${theme}`);
            }
          }
          if (fit) {
            await fitsAt(page, PHONE, where);
            await page.setViewportSize(DESKTOP);
          }
        }
      });
    }

    test(`every ${persona} screen fits a desktop and a phone (${OTHER_LOCALES.join(', ')})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(DESKTOP);
      let current: (typeof OTHER_LOCALES)[number] = OTHER_LOCALES[0];
      await usePreferences(page, { locale: current, theme: 'dark' });
      const screens = SCREENS[persona];
      const first = screens[0] as string;
      await page.goto(first);
      await expectSignedIn(page, current);
      for (const screen of screens) {
        const where = await visit(page, screen, first, current);
        // from the language the page is in, each of the others in turn
        const from = OTHER_LOCALES.indexOf(current);
        for (const locale of [...OTHER_LOCALES.slice(from), ...OTHER_LOCALES.slice(0, from)]) {
          if (locale !== current) {
            await page.locator('.language-switcher select').selectOption(locale);
            await expect(page.locator('html')).toHaveAttribute('lang', locale);
            current = locale;
            await settled(page, locale);
          }
          await fitsAt(page, DESKTOP, `${where} (${locale})`);
          await fitsAt(page, PHONE, `${where} (${locale})`);
          await page.setViewportSize(DESKTOP);
        }
      }
    });
  });
}
