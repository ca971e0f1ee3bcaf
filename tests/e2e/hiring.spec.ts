// Hiring end to end: the owner invites a colleague with limited permissions, who joins through the
// mailed link and sees only what those permissions allow; the owner posts a job, a job seeker finds
// it and applies, the owner moves the application to screening and the job seeker sees the new
// stage. (Every employer screen in Arabic, dark: every-screen.spec.ts.)
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { caughtMails, waitForMails } from './mail';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expectSignedIn,
  messages,
  signIn,
  usePreferences,
  type Locale,
  openSignedIn,
} from './personas';
import { snap } from './page-checks';
import { publishPosting, untilFound } from './postings';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');
const run = Date.now().toString(36);
/** A callable's first call starts its worker in the functions emulator. */
const CALLABLE_TIMEOUT_MS = 30_000;

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function newPage(context: BrowserContext) {
  const page = await context.newPage();
  await usePreferences(page, { locale: 'en', theme: 'light' });
  return page;
}

const open = openSignedIn;

test.use({ persona: 'employer' });

test('an invited colleague joins with the mailed link and sees only what their flags allow', async ({
  page,
  openContext,
}) => {
  // the mail goes through two triggers (the invitation's, then the mail queue's), and each may
  // start a cold worker on a busy machine
  test.setTimeout(150_000);
  const t = texts('en');
  const email = `recruiter-${run}@jobs.test`;

  // the owner invites a recruiter: screening and interviews, nothing else
  await open(page, '/dashboard/employer/team', 'en', 'light');
  await heading(page, t.team.title);
  await expect(page.getByRole('grid', { name: t.team.members.tableLabel })).toContainText(
    ACCOUNTS.member.displayName,
  );
  const invite = page.getByRole('form', { name: t.team.invite.title });
  await invite.getByLabel(t.team.invite.email).fill(email);
  await expect(
    invite.getByRole('checkbox', { name: t.team.flags.canScreenCandidates.label }),
  ).toBeChecked();
  await expect(
    invite.getByRole('checkbox', { name: t.team.flags.canCreateJobs.label }),
  ).not.toBeChecked();
  await invite.getByRole('button', { name: t.team.invite.submit }).click();
  await expect(page.getByText(fill(t.team.invite.sent, { email }))).toBeVisible();
  await snap(page, 'hiring-team-en');

  // the invitation arrives as a real mail with the link
  const [mail] = await waitForMails(email, 1, 60_000);
  expect(mail?.subject).toContain('Northwind Talent');
  const link = /https?:\/\/\S+\/invitations\/accept\?\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the invitation link in the mail').toBeTruthy();

  // the colleague follows it, creates an account with that address and joins
  const colleague = await newPage(await openContext());
  await colleague.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await heading(colleague, t.team.accept.title);
  await colleague.getByRole('link', { name: t.team.accept.register }).click();
  await colleague.getByLabel(t.auth.fields.name, { exact: true }).fill('Rita Recruiter');
  await colleague.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await colleague.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await colleague.getByText(t.auth.register.roleHint.jobSeeker).click();
  await colleague.getByRole('button', { name: t.auth.register.submit }).click();
  await colleague.getByRole('button', { name: t.team.accept.join }).click();
  // the first call of a function starts its worker in the emulator: seconds on a busy machine
  await expect(colleague).toHaveURL(/\/dashboard\/employer$/, { timeout: CALLABLE_TIMEOUT_MS });

  // the recruiter screens candidates but neither posts jobs nor manages the team
  const nav = colleague.getByRole('navigation', { name: t.dashboard.navigation });
  await expect(nav.getByRole('link', { name: t.dashboard.nav.candidates })).toBeVisible();
  await expect(nav.getByRole('link', { name: t.dashboard.nav.team })).toHaveCount(0);
  await expect(
    colleague.getByRole('link', { name: t.employerDashboard.postings.create }),
  ).toHaveCount(0);
  await expect(
    colleague.getByRole('heading', { name: t.employerDashboard.stages.title }),
  ).toBeVisible();
  await snap(colleague, 'hiring-member-dashboard-en');
  await colleague.goto('/dashboard/employer/team');
  await expect(colleague).toHaveURL(/\/dashboard\/employer$/);
  await colleague.goto('/dashboard/employer/jobs/new');
  await expect(colleague).toHaveURL(/\/dashboard\/employer$/);
  await colleague.goto('/dashboard/employer/candidates');
  await heading(colleague, t.candidates.title);
});

test('a posting reaches a job seeker, who applies and follows the stage the owner sets', async ({
  page,
  openContext,
  request,
}) => {
  test.setTimeout(150_000);
  const t = texts('en');
  const token = `kestrel${run}`;
  const title = `Platform Engineer ${token}`;

  // the owner publishes a posting
  await publishPosting(
    page,
    {
      title,
      location: 'Lisbon, Portugal',
      type: 'Full-time',
      experience: 'Senior',
      salary: '98000',
      skills: ['Kubernetes', 'Go', 'Terraform'],
      description:
        'Run the platform our product teams build on: clusters, pipelines and observability.',
    },
    'hiring-posting-form-en',
  );

  // once the search engine has it, a job seeker finds it and applies
  await untilFound(request, token);
  const seeker = await newPage(await openContext({ persona: 'jobSeeker' }));
  await seeker.goto(`/dashboard/job-seeker/jobs?q=${token}`);
  await expectSignedIn(seeker);
  await seeker.getByRole('link', { name: title }).click();
  await seeker.getByRole('button', { name: t.candidates.apply.open }).click();
  const dialog = seeker.getByRole('dialog');
  await dialog.getByLabel(t.candidates.fields.skills).fill('Kubernetes, Go');
  await dialog.getByLabel(t.candidates.apply.note).fill('I ran clusters of 400 nodes.');
  await dialog.getByRole('button', { name: t.candidates.apply.submit }).click();
  await expect(
    seeker.getByText(fill(t.candidates.apply.applied, { stage: t.applications.stages.applied })),
  ).toBeVisible();
  // the job seeker may have mails of earlier applications: wait for the one about this posting
  await expect
    .poll(
      async () =>
        (await caughtMails(ACCOUNTS.jobSeeker.email)).some((mail) => mail.text.includes(title)),
      { timeout: 30_000 },
    )
    .toBe(true);

  // the job seeker's applications, live
  await seeker.goto('/dashboard/job-seeker/applications');
  await heading(seeker, t.applications.title);
  const mine = seeker.getByRole('main');
  await expect(mine).toContainText(title);
  await expect(mine).toContainText(t.applications.stages.applied);

  // the owner moves the application to screening
  await page.goto('/dashboard/employer/candidates');
  await heading(page, t.candidates.title);
  await page.getByRole('link', { name: ACCOUNTS.jobSeeker.displayName }).first().click();
  await heading(page, t.candidates.detail.title);
  await expect(page.getByRole('main')).toContainText('I ran clusters of 400 nodes.');
  await page.getByRole('button', { name: t.candidates.move.label }).click();
  await page.getByRole('menuitem', { name: t.candidates.stages.screening }).click();
  await expect(
    page.getByText(fill(t.candidates.move.done, { stage: t.candidates.stages.screening })),
  ).toBeVisible();
  await snap(page, 'hiring-application-en');

  // the job seeker sees the new stage without reloading
  await expect(mine).toContainText(t.applications.stages.screening);
  await snap(seeker, 'hiring-my-applications-en');
});

test('a posting being typed survives a session timeout and comes back after signing in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = texts('en');
  const title = `Site Reliability Engineer ${run}`;
  // The page's clock starts an hour behind the servers': the 31 minutes it skips ahead then never
  // pass the real time of the new sign-in, which the session compares the person's last activity
  // with (an activity stamped after the sign-in would count as this session's)
  await page.clock.install({ time: Date.now() - 60 * 60_000 });
  await open(page, '/dashboard/employer/jobs/new', 'en', 'light');
  await heading(page, t.postings.form.newTitle);
  const form = page.getByRole('form', { name: t.postings.form.label });
  await form.getByLabel(t.postings.form.title, { exact: true }).fill(title);
  await form.getByLabel(t.postings.form.description).fill('Keep our services up, day and night.');

  // 30 idle minutes end the session: the sign-in page, then back to the same form
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/auth\/login/);
  // the notice shows once the sign-out has finished: only then is the form there to stay
  await expect(page.getByText(fill(t.session.timedOut_other, { count: '30' }))).toBeVisible();
  await expect(page.getByLabel(t.auth.fields.email, { exact: true })).toBeEditable();
  await signIn(page, ACCOUNTS.employer);
  await expect(page).toHaveURL(/\/dashboard\/employer\/jobs\/new$/, { timeout: 20_000 });
  await expect(page.getByText(t.postings.form.draftRestored, { exact: true })).toBeVisible();
  await expect(form.getByLabel(t.postings.form.title, { exact: true })).toHaveValue(title);
  await expect(form.getByLabel(t.postings.form.description)).toHaveValue(
    'Keep our services up, day and night.',
  );

  // discarding empties the form and forgets the draft
  await page.getByRole('button', { name: t.postings.form.discardDraft }).click();
  await expect(form.getByLabel(t.postings.form.title, { exact: true })).toHaveValue('');
  await page.reload();
  await heading(page, t.postings.form.newTitle);
  await expect(page.getByText(t.postings.form.draftRestored, { exact: true })).toHaveCount(0);
});
