// A screen whose code cannot be downloaded (a tab left open across a deploy, a dropped connection)
// in the real browser: the page reloads once to fetch the current build; when the code still
// fails right after, the page does not reload again but shows the failure in place of the screen,
// with the role's navigation working; once the code is there, "Try again" shows the screen.
import { expect, test } from './fixtures';
import { expectSignedIn } from './personas';

test.use({ persona: 'employer' });

test('a screen whose code fails to load: one reload, then its error with the navigation, and a retry that shows it', async ({
  page,
}) => {
  const reportsChunk = /\/assets\/reports-route-[^/]+\.js$/;
  await page.route(reportsChunk, (route) => route.abort('connectionfailed'));
  let pageLoads = 0;
  page.on('load', () => {
    pageLoads += 1;
  });

  await page.goto('/dashboard/employer');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
  expect(pageLoads).toBe(1);

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failure).toBeVisible();
  // one reload (the first failure), none after the second
  expect(pageLoads).toBe(2);
  await expect(page).toHaveURL('/dashboard/employer/reports');
  await expect(failure.getByRole('heading', { level: 2 })).toBeVisible();

  // the frame and its navigation still work
  await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await page.goBack();
  await expect(failure).toBeVisible();

  // the code is there again: the retry downloads it and shows the screen, without a reload
  await page.unroute(reportsChunk);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring reports' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(pageLoads).toBe(2);
});
