import { expect, test } from './fixtures';
import { messages, usePreferences, type Locale } from './personas';

const LOCALES: Locale[] = ['en', 'de', 'it', 'fr', 'es', 'ar'];

function signInTitle(locale: Locale): string {
  return messages(locale).auth.signIn.title;
}

for (const locale of LOCALES) {
  test(`the login page renders in ${locale}, ${locale === 'ar' ? 'right-to-left' : 'left-to-right'}`, async ({
    page,
  }) => {
    await usePreferences(page, { locale });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: signInTitle(locale) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });
}

test('switching the language translates the page at once and is remembered', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: signInTitle('fr') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: signInTitle('fr') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the theme choice survives a reload and is applied before the app renders', async ({
  page,
}) => {
  await usePreferences(page, { theme: 'light' });
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Stop the app's script from running: only the inline script in index.html can set the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a first visit follows the system color scheme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the prerendered page paints before it can be used: it is inert until the app has taken it over
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
