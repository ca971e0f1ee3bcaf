// The strings load group by group with each screen's code (scripts/lib/locale-groups.ts): the
// login page never fetches another screen's strings (the admin console's least of all), and every
// screen of every role, opened from its navigation, shows its texts and never a raw key.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/emulator-config.ts';
import { expect, test } from './fixtures';
import { PERSONAS, expectSignedIn, type Persona } from './personas';

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(
  readFileSync(path.join(ROOT, 'public', 'locales', 'en', 'common.json'), 'utf8'),
) as Tree;
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
const KEYS = new Set(leaves(english));

/** Every key of common.json the page shows as it is: a string that did not arrive. */
const rawKeys = (text: string) =>
  [...text.matchAll(/[A-Za-z]+(?:\.[A-Za-z0-9_]+)+/g)]
    .map(([token]) => token)
    .filter((token) => KEYS.has(token));

const ADMIN_GROUPS = ['audit', 'userAdmin', 'adminOverview', 'platformAnalytics', 'feedbackAdmin'];

test('the login page fetches its own strings only', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/locales\/([^./]+)\./.exec(new URL(request.url()).pathname);
    if (match) fetched.push(match[1]!);
  });
  await page.goto('/auth/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  expect(fetched).toContain('auth');
  expect(fetched.filter((group) => ADMIN_GROUPS.includes(group))).toEqual([]);
  expect(rawKeys(await page.locator('body').innerText())).toEqual([]);
});

for (const persona of ['admin', 'employer', 'jobSeeker'] as const satisfies Persona[]) {
  test.describe(`${persona}'s screens`, () => {
    test.use({ persona });
    test('show their strings, never a raw key', async ({ page }) => {
      await page.goto(PERSONAS[persona].dashboard);
      await expectSignedIn(page);
      const navigation = page.getByRole('navigation').first();
      const links = await navigation
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(2);
      for (const href of links) {
        await navigation.locator(`a[href="${href}"]`).click();
        await expect(page).toHaveURL(href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // at once: a screen renders with its strings or not at all (its chunk waits for them)
        expect(rawKeys(await page.locator('body').innerText()), href).toEqual([]);
      }
    });
  });
}
