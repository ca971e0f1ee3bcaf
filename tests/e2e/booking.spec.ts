// Candidate self-scheduling end to end: the owner (Europe/Berlin) sends booking links for an
// interview with Mia (Asia/Tokyo, her working hours seeded) to two seeded applicants; a candidate
// in New York sees only times both interviewers work, on New York's clock; both candidates take
// the same time in two tabs at once and exactly one gets it (the other is told and shown the
// fresh times); the candidate and both interviewers get the invitation with a calendar event for
// that instant. Then the booked page switched to Arabic, dark, and both pages checked with axe.
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import type en from '../../public/locales/en/common.json';
import { caughtMails, mailCatcherUrl } from './mail';
import { ACCOUNTS, messages, openSignedIn, usePreferences, type Locale } from './personas';
import { expectAccessible, snap } from './page-checks';

type Texts = typeof en;
const texts = (locale: Locale) => messages(locale) as unknown as Texts;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

/** Two seeded applicants to the company's postings, still open, with their mail language. */
const CANDIDATES = [
  {
    name: 'Kenji Sato',
    email: 'kenji.sato@example.com',
    locale: 'en' as const,
    application: '/dashboard/employer/candidates/northwind-product-designer_seeker-kenji',
  },
  {
    name: 'Lena Fischer',
    email: 'lena.fischer@example.com',
    locale: 'de' as const,
    application: '/dashboard/employer/candidates/northwind-frontend-engineer_seeker-lena',
  },
];
const CANDIDATE_ZONE = 'America/New_York';
/** The seeded hours (scripts/seed.ts): the owner in Berlin, Mia in Tokyo, Monday to Friday. */
const HOURS = [
  { timeZone: 'Europe/Berlin', start: '09:00', end: '17:00' },
  { timeZone: 'Asia/Tokyo', start: '15:00', end: '18:00' },
];
/** The dialog's default length (src/features/interviews/constants.ts). */
const DURATION_MINUTES = 45;
const CALLABLE_TIMEOUT_MS = 120_000;

/** "HH:MM" and the weekday (1 = Monday … 7 = Sunday) of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { clock: `${part('hour')}:${part('minute')}`, weekday };
}

/** The raw source of a caught mail (its parts and attachments included). */
async function mailSource(id: string): Promise<string> {
  const response = await fetch(`${mailCatcherUrl()}/email/${id}/source`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return response.text();
}

/** The DTSTART of the event in a mail's source (folded lines joined). */
const dtstartOf = (source: string) =>
  /DTSTART:(\d{8}T\d{6}Z)/.exec(source.replace(/\r?\n[ \t]/g, ''))?.[1] ?? null;
const icsStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** A signed-out browser in New York with the candidate's remembered preferences, if any. */
async function candidatePage(
  browser: Browser,
  prefs: { locale?: Locale; theme?: 'light' | 'dark' } = {},
) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    timezoneId: CANDIDATE_ZONE,
    locale: 'en-US',
    colorScheme: prefs.theme ?? 'light',
  });
  const page = await context.newPage();
  if (prefs.locale || prefs.theme) await usePreferences(page, prefs);
  return { context, page };
}

// the owner works in Berlin: the window's days are Berlin's
test.use({ persona: 'employer', timezoneId: 'Europe/Berlin' });

test('a candidate in New York books a time both interviewers are free; two at once cannot take the same time', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const t = texts('en');

  // the owner sends each candidate a booking link for an interview with Mia
  const links: string[] = [];
  for (const candidate of CANDIDATES) {
    await openSignedIn(page, candidate.application, 'en', 'light');
    await page.getByRole('button', { name: t.booking.send.button }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(t.booking.send.title, { name: candidate.name }),
    });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('checkbox', { name: new RegExp(ACCOUNTS.member.displayName) })
      .check({ force: true });
    await dialog.getByLabel(t.interviews.schedule.location.video).fill('https://meet.example/book');
    if (links.length === 0) await snap(page, 'booking-send-en');
    await dialog.getByRole('button', { name: t.booking.send.submit }).click();
    await expect(dialog.getByText(t.booking.send.created)).toBeVisible({
      timeout: CALLABLE_TIMEOUT_MS,
    });
    await expect(
      dialog.getByText(fill(t.booking.send.mailed, { name: candidate.name })),
    ).toBeVisible();
    links.push(new URL(await dialog.getByLabel(t.booking.send.linkLabel).inputValue()).pathname);
    await dialog.getByRole('button', { name: t.booking.send.done }).click();
  }

  // the invitation to book reached the first candidate with the link
  await expect
    .poll(
      async () =>
        (await caughtMails(CANDIDATES[0]!.email)).some((mail) => mail.text.includes(links[0]!)),
      { timeout: 60_000 },
    )
    .toBe(true);

  // two candidates in New York open their links in two tabs
  const tabs = await Promise.all(CANDIDATES.map(() => candidatePage(browser)));
  const views = await Promise.all(
    tabs.map(async ({ page: tab }, index) => {
      const answer = tab.waitForResponse((response) => response.url().includes('/api/booking?'));
      await tab.goto(links[index]!);
      return (await (await answer).json()) as { slots: string[] };
    }),
  );
  const slots = views[0]!.slots;
  expect(slots.length).toBeGreaterThan(0);
  // every time offered is inside both interviewers' hours, on their own clocks
  for (const slot of slots) {
    const start = Date.parse(slot);
    for (const hours of HOURS) {
      const from = wallClock(start, hours.timeZone);
      const to = wallClock(start + DURATION_MINUTES * 60_000, hours.timeZone);
      expect(from.weekday, `${slot} in ${hours.timeZone}`).toBeLessThanOrEqual(5);
      expect(from.clock >= hours.start && to.clock <= hours.end, `${slot} ${hours.timeZone}`).toBe(
        true,
      );
    }
  }
  // a time far from other tests' interviews: the last one offered to both
  const slot = [...slots].reverse().find((time) => views[1]!.slots.includes(time))!;
  /** The slot as the candidate's page shows it: its day and its time on New York's clock. */
  const shown = (locale: string) => {
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: CANDIDATE_ZONE, ...options }).format(
        Date.parse(slot),
      );
    return {
      day: format({ weekday: 'long', month: 'long', day: 'numeric' }),
      time: format({ hour: 'numeric', minute: '2-digit' }),
    };
  };
  const { day, time: newYork } = shown('en-US');
  const { day: dayDe, time: timeDe } = shown('de');

  // Kenji's page speaks English, Lena's German (the language each was mailed in); both show the
  // time on New York's clock
  const [kenji, lena] = tabs.map(({ page: tab }) => tab);
  const de = texts('de');
  await expect(kenji!.getByRole('heading', { name: t.booking.page.title })).toBeVisible();
  await expect(lena!.getByRole('heading', { name: de.booking.page.title })).toBeVisible();
  await kenji!
    .getByRole('group', { name: day })
    .getByRole('button', { name: newYork, exact: true })
    .click();
  await lena!
    .getByRole('group', { name: dayDe })
    .getByRole('button', { name: timeDe, exact: true })
    .click();
  await snap(kenji!, 'booking-page-en');
  await expectAccessible(kenji!);

  // both book at once: exactly one gets it
  await Promise.all([
    kenji!.getByRole('button', { name: /^Book / }).click(),
    lena!.getByRole('button', { name: / buchen$/ }).click(),
  ]);
  const won = async (tab: typeof kenji, locale: Locale) =>
    tab!
      .getByRole('heading', { name: texts(locale).booking.page.bookedTitle })
      .isVisible()
      .catch(() => false);
  await expect
    .poll(async () => (await won(kenji, 'en')) || (await won(lena, 'de')), { timeout: 60_000 })
    .toBe(true);
  const kenjiWon = await won(kenji, 'en');
  const [winner, loser] = kenjiWon ? [0, 1] : [1, 0];
  const loserPage = [kenji, lena][loser]!;
  const loserTexts = texts(CANDIDATES[loser]!.locale);
  await expect(loserPage.getByText(loserTexts.booking.errors['slot-taken'])).toBeVisible({
    timeout: 60_000,
  });
  // the loser's fresh times no longer offer it
  await expect(
    loserPage
      .getByRole('group', { name: loser === 0 ? day : dayDe })
      .getByRole('button', { name: loser === 0 ? newYork : timeDe, exact: true }),
  ).toHaveCount(0);
  await expect(won(loserPage, CANDIDATES[loser]!.locale)).resolves.toBe(false);

  // the winner and both interviewers get the invitation with the event at that instant
  const winnerEmail = CANDIDATES[winner]!.email;
  for (const to of [winnerEmail, ACCOUNTS.employer.email, ACCOUNTS.member.email]) {
    await expect
      .poll(
        async () => {
          for (const mail of await caughtMails(to)) {
            if (!mail.text.includes('https://meet.example/book')) continue;
            const start = dtstartOf(await mailSource(mail.id));
            if (start === icsStamp(slot)) return start;
          }
          return null;
        },
        { timeout: 60_000, message: `${to} gets the invitation for ${slot}` },
      )
      .toBe(icsStamp(slot));
  }

  // the booked page, dark, switched to Arabic with the language picker
  const arabic = await candidatePage(browser, { theme: 'dark' });
  await arabic.page.goto(links[winner]!);
  await expect(
    arabic.page.getByRole('heading', {
      name: texts(CANDIDATES[winner]!.locale).booking.page.bookedTitle,
    }),
  ).toBeVisible();
  await arabic.page
    .getByRole('combobox', { name: texts(CANDIDATES[winner]!.locale).shell.language })
    .selectOption('ar');
  await expect(
    arabic.page.getByRole('heading', { name: texts('ar').booking.page.bookedTitle }),
  ).toBeVisible();
  await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(arabic.page, 'booking-booked-ar-dark');
  await expectAccessible(arabic.page);
  await snap(loserPage, 'booking-taken');
  await Promise.all([...tabs, arabic].map(({ context }) => context.close()));
});

test('a member keeps their working hours: a day added, a wrong interval refused, saved and back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = texts('en');
  await openSignedIn(page, '/dashboard/employer/interviews', 'en', 'light');
  const form = page.getByRole('form', { name: t.booking.hours.title });
  await expect(form.getByRole('group', { name: 'Monday: from' })).toBeVisible();
  await expect(form.getByText(t.booking.hours.off)).toHaveCount(2);
  await form
    .getByRole('button', { name: fill(t.booking.hours.addTo, { day: 'Saturday' }) })
    .click();
  // an end before its start is refused as typed, and nothing is saved
  const until = form.getByRole('group', { name: 'Saturday: until' });
  // 5:00 PM becomes 8:00 AM, before the start at 9:00 AM
  await until.getByRole('spinbutton', { name: /^hour/ }).fill('8');
  await until.getByRole('spinbutton', { name: /^AM\/PM/ }).press('a');
  await expect(form.getByText(t.booking.hours.errors.order)).toBeVisible();
  await snap(page, 'booking-hours-en');
  await expectAccessible(page);
  await until.getByRole('spinbutton', { name: /^AM\/PM/ }).press('p');
  await expect(form.getByText(t.booking.hours.errors.order)).toHaveCount(0);
  await form.getByRole('button', { name: t.booking.hours.save }).click();
  await expect(page.getByText(t.booking.hours.saved)).toBeVisible();
  // back after a reload; then the day off again, as the seed has it
  await page.reload();
  await expect(form.getByText(t.booking.hours.off)).toHaveCount(1);
  await form
    .getByRole('button', {
      name: fill(t.booking.hours.remove, { day: 'Saturday', start: '09:00', end: '20:00' }),
    })
    .click();
  await form.getByRole('button', { name: t.booking.hours.save }).click();
  await expect(page.getByText(t.booking.hours.saved)).toBeVisible();

  // in Arabic, dark (another tab: the remembered preferences apply to a new one)
  const ar = texts('ar');
  const arabic = await page.context().newPage();
  await openSignedIn(arabic, '/dashboard/employer/interviews', 'ar', 'dark');
  await expect(
    arabic.getByRole('form', { name: ar.booking.hours.title }).getByText(ar.booking.hours.off),
  ).toHaveCount(2);
  await snap(arabic, 'booking-hours-ar-dark');
  await expectAccessible(arabic);
});
