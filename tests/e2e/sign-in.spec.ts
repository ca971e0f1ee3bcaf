import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, messages, signIn, usePreferences } from './personas';

const ROLE_LANDINGS = [
  { account: ACCOUNTS.admin, path: '/dashboard/admin', heading: 'Administration' },
  { account: ACCOUNTS.employer, path: '/dashboard/employer', heading: 'Hiring' },
  { account: ACCOUNTS.member, path: '/dashboard/employer', heading: 'Hiring' },
  { account: ACCOUNTS.jobSeeker, path: '/dashboard/job-seeker', heading: 'Your job search' },
] as const;

for (const { account, path, heading } of ROLE_LANDINGS) {
  test(`${account.label} signs in and lands on ${path}`, async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, account);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${account.displayName}.`)).toBeVisible();
  });
}

test('signing in through the Arabic form lands on the dashboard, right to left', async ({
  page,
}) => {
  await usePreferences(page, { locale: 'ar', theme: 'dark' });
  await page.goto('/auth/login');
  await expect(
    page.getByRole('heading', { level: 1, name: messages('ar').auth.signIn.title }),
  ).toBeVisible();
  await signIn(page, ACCOUNTS.employer, { locale: 'ar' });
  await expect(page).toHaveURL('/dashboard/employer');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('button', { name: messages('ar').feedback.launcher.label }),
  ).toBeVisible();
});

test('the demo account signs in with one click and lands on the job seeker dashboard', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Try the demo account' }).click();
  await expect(page).toHaveURL('/dashboard/job-seeker');
  await expect(page.getByText('Welcome back, Demo User.')).toBeVisible();
});

test('an account with an unknown role stays on the login page and is told why', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.unknownRole);
  await expect(page.getByText('No access yet')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/dashboard/job-seeker');
  await expect(page).toHaveURL('/auth/login');
});

test('a signed-out visit to a dashboard goes to login, and signing in returns there', async ({
  page,
}) => {
  await page.goto('/dashboard/employer');
  await expect(page).toHaveURL('/auth/login');
  await signIn(page, ACCOUNTS.employer);
  await expect(page).toHaveURL('/dashboard/employer');
});

test('a person cannot open another role’s dashboard', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.jobSeeker);
  await expect(page).toHaveURL('/dashboard/job-seeker');
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL('/dashboard/job-seeker');
});

test('a screen opened by its address, or reloaded, stays open for a person allowed to use it', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin');
  await page.goto('/dashboard/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/admin/audit');
});

test('a wrong password is explained and the typed email is kept', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.jobSeeker, { password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page.getByLabel(/^email$/i)).toHaveValue(ACCOUNTS.jobSeeker.email);
  await expect(page).toHaveURL('/auth/login');
});

test('signing out returns to the login page and protects the dashboard again', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL('/dashboard/admin');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL('/auth/login');
});

test('a new person creates an employer account and lands on the employer dashboard', async ({
  page,
}) => {
  const email = `new-employer-${Date.now()}@jobs.test`;
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/auth/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Nora Patel');
  await page.getByLabel(/^email$/i).fill(email);
  await page.getByLabel(/^password$/i).fill('short');
  await page.getByRole('radio', { name: /employer/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters.').last()).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Nora Patel');
  await page.getByLabel(/^password$/i).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard/employer');
  await expect(page.getByText('Welcome back, Nora Patel.')).toBeVisible();
});

test('creating an account with an email already in use says so and keeps the form', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Sam Again');
  await page.getByLabel(/^email$/i).fill(ACCOUNTS.jobSeeker.email);
  await page.getByLabel(/^password$/i).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Sign in instead.',
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Sam Again');
});

test('a forgotten password sends a reset link', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel(/^email$/i).fill(ACCOUNTS.jobSeeker.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
});

test('unknown routes show a not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a first Google sign-in asks for a role, then lands on that role’s dashboard', async ({
  page,
}) => {
  const email = `google-${Date.now()}@jobs.test`;
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Google test account' });
  await dialog.getByLabel(/^email$/i).fill(email);
  await dialog.getByLabel('Full name').fill('Gia Google');
  await dialog.getByRole('button', { name: 'Sign in with this account' }).click();
  await expect(page).toHaveURL('/auth/welcome');
  await expect(page.getByLabel('Full name')).toHaveValue('Gia Google');
  await page.getByRole('radio', { name: /employer/i }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/dashboard/employer');
  await expect(page.getByText('Welcome back, Gia Google.')).toBeVisible();
});

test('the sign-in page loads Firebase Auth once it is used, and signing in works', async ({
  page,
}) => {
  // the chunk that starts Auth's listener (auth-store.ts)
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/subscribe-to-auth-[^/]*\.js$/.test(request.url())) authRequests.push(request.url());
  });
  // the browser is never idle, so the page never settles (yield-to-main.ts): only its use can
  // bring Auth
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/auth/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(authRequests).toEqual([]);
  await page.getByLabel('Email', { exact: true }).press('s');
  await expect.poll(() => authRequests.length).toBe(1);
  await signIn(page, ACCOUNTS.jobSeeker);
  await expect(page).toHaveURL('/dashboard/job-seeker');
});

/** Firestore's requests from either build: the full SDK's channel, the lite build's REST calls. */
const FIRESTORE_REQUESTS = /google\.firestore\.v1\.Firestore|\/v1\/projects\/[^/]+\/databases\//;

test('a reload paints the dashboard’s frame before the session is restored, and a sign-out forgets it', async ({
  page,
}) => {
  const account = ACCOUNTS.employer;
  await page.goto('/auth/login');
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 2, name: 'Open postings' })).toBeVisible();

  // no answer from Firestore: the profile (and so the session's content) cannot arrive
  const held: Route[] = [];
  await page.route(FIRESTORE_REQUESTS, (route) => {
    held.push(route);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${account.displayName}.`)).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText('Loading');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Open postings' })).toBeHidden();

  await page.unroute(FIRESTORE_REQUESTS);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByRole('heading', { level: 2, name: 'Open postings' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('session-hint'))).toBeNull();
  await page.goto('/dashboard/employer');
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring' })).toHaveCount(0);
});
