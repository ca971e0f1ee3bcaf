// The feedback panel in the real browser: open it from a dashboard, type, vote, submit, see the
// thank-you with the discount and the panel close by itself, in English and in Arabic (where the
// panel sits on the left); the voice paths this browser offers; the stored documents.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import { ACCOUNTS, expectSignedIn, messages, usePreferences, type Locale } from './personas';
import { expectAccessible, snap } from './page-checks';

interface FeedbackMessages {
  launcher: { label: string };
  panel: { textLabel: string; submit: string };
  voice: {
    start: string;
    stop: string;
    listening: string;
    progress: string;
    simulatedTranscript: string;
    unsupported: string;
    denied: string;
    failed: string;
    recognized: string;
  };
  thanks: { title: string };
  features: { vote: string; votes: string; items: Record<string, string> };
  contexts: Record<string, { title: string; component: string }>;
}

const texts = (locale: Locale) =>
  (messages(locale) as unknown as { feedback: FeedbackMessages }).feedback;

/** The panel's width (24rem) and the header's height (4rem), in CSS pixels. */
const PANEL_WIDTH_PX = 24 * 16;
const HEADER_HEIGHT_PX = 4 * 16;
/** The thank-you shows 5 s; the panel must be gone soon after. */
const THANK_YOU_CLOSE_TIMEOUT_MS = 9_000;
/** The Cloud Function's first run on the emulator can take a while. */
const DISCOUNT_TIMEOUT_MS = 30_000;

let admin: App;
let db: Firestore;

test.beforeAll(() => {
  Object.assign(process.env, emulatorEnv());
  admin = initializeApp({ projectId: PROJECT_ID }, `feedback-e2e-${Date.now()}`);
  db = getFirestore(admin);
});

test.afterAll(async () => {
  await deleteApp(admin);
});

/** Records what the page speaks, while letting the browser speak it. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    const synthesis = window.speechSynthesis as SpeechSynthesis | undefined;
    if (!synthesis) return;
    const speak = synthesis.speak.bind(synthesis);
    synthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      speak(utterance);
    };
  });
}

const spokenOf = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken,
  );

/** Opens a dashboard signed in as the test's persona (`test.use({ persona })`). */
async function openDashboard(page: Page, path: string, locale: Locale, theme: 'light' | 'dark') {
  await usePreferences(page, { locale, theme });
  await page.goto(path);
  await expectSignedIn(page, locale);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens the panel from the launcher with the keyboard. */
async function openPanel(page: Page, locale: Locale, contextTitle: string): Promise<Locator> {
  const launcher = page.getByRole('button', { name: texts(locale).launcher.label });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: contextTitle });
  await expect(panel).toBeVisible();
  return panel;
}

function feature(panel: Locator, locale: Locale, id: string): Locator {
  return panel.getByRole('listitem').filter({ hasText: texts(locale).features.items[id] });
}

/** The vote count a feature shows ("Votes: 287"). */
async function votesOf(item: Locator, locale: Locale): Promise<number> {
  const pattern = new RegExp(texts(locale).features.votes.replace('{{count}}', '(\\d+)'));
  const text = (await item.getByText(pattern).textContent()) ?? '';
  return Number(pattern.exec(text)?.[1]);
}

/** Type, vote, submit, thank-you, closing by itself: the journey of both languages. */
async function giveFeedback(
  page: Page,
  options: {
    locale: Locale;
    theme: 'light' | 'dark';
    contextKey: string;
    featureId: string;
    text: string;
  },
) {
  const { locale, theme, contextKey, featureId, text } = options;
  const t = texts(locale);
  const context = t.contexts[contextKey]!;
  const panel = await openPanel(page, locale, context.title);
  await expect(panel.getByText(context.component, { exact: true })).toBeVisible();

  await panel.getByLabel(t.panel.textLabel).fill(text);

  const item = feature(panel, locale, featureId);
  const vote = item.getByRole('button', { name: t.features.vote });
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  const before = await votesOf(item, locale);
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => votesOf(item, locale), { message: 'the vote shows at once' })
    .toBe(before + 1);
  await expect(vote).toBeEnabled();

  await expectAccessible(page);
  await panel.evaluate((element) => element.scrollTo(0, 0));
  await snap(page, `feedback-panel-${locale}-${theme}`);

  const submit = panel.getByRole('button', { name: t.panel.submit });
  await submit.click();
  await expect(panel.getByText(t.thanks.title)).toBeVisible();
  await snap(page, `feedback-thank-you-${locale}-${theme}`);
  await expect(panel).toBeHidden({ timeout: THANK_YOU_CLOSE_TIMEOUT_MS });
  await expect(page.getByRole('button', { name: t.launcher.label })).toBeFocused();
  return { panel, before };
}

test.describe('feedback panel', () => {
  test.setTimeout(120_000);

  test.describe(() => {
    test.use({ persona: 'employer' });

    test('English: open from the employer dashboard, type, vote, submit, thank-you, closes by itself', async ({
      page,
    }) => {
      const account = ACCOUNTS.employer;
      await openDashboard(page, '/dashboard/employer', 'en', 'light');
      const t = texts('en');

      // on the right edge, below the header, 24rem wide
      const panel = await openPanel(page, 'en', t.contexts.employerDashboard!.title);
      const box = (await panel.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.width).toBeCloseTo(PANEL_WIDTH_PX, 0);
      expect(box.x + box.width).toBeCloseTo(viewport.width, 0);
      expect(box.y).toBeCloseTo(HEADER_HEIGHT_PX, 0);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: t.launcher.label })).toBeFocused();

      const text = `The candidate filters save me time (${Date.now()})`;
      const { before } = await giveFeedback(page, {
        locale: 'en',
        theme: 'light',
        contextKey: 'employerDashboard',
        featureId: 'interview-practice',
        text,
      });

      // stored as the person wrote it, with the screen's context
      const stored = await db.collection('feedback').where('authorUid', '==', account.uid).get();
      const mine = stored.docs.map((entry) => entry.data()).find((data) => data.text === text);
      expect(mine).toMatchObject({
        context: {
          title: t.contexts.employerDashboard!.title,
          component: t.contexts.employerDashboard!.component,
        },
        locale: 'en',
        source: 'panel',
        dictated: false,
      });

      // the server recorded the discount: the panel says so when opened again
      const reopened = await openPanel(page, 'en', t.contexts.employerDashboard!.title);
      await expect(reopened.getByText(/10 % off your renewal on/)).toBeVisible({
        timeout: DISCOUNT_TIMEOUT_MS,
      });
      // the one still to be used (the seed's company history holds one already applied)
      const discounts = await db
        .collection('discounts')
        .where('uid', '==', account.uid)
        .where('status', '==', 'pending')
        .get();
      expect(discounts.docs.map((entry) => entry.get('percent') as unknown)).toEqual([10]);

      // the vote was stored: it is still there after a reload
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const afterReload = await openPanel(page, 'en', t.contexts.employerDashboard!.title);
      const item = feature(afterReload, 'en', 'interview-practice');
      await expect(item.getByRole('button', { name: t.features.vote })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await votesOf(item, 'en')).toBe(before + 1);
      await snap(page, 'feedback-discount-en-light');
    });
  });

  test.describe(() => {
    test.use({ persona: 'admin' });

    test('Arabic: the panel sits on the left, and the journey works right to left', async ({
      page,
    }) => {
      await openDashboard(page, '/dashboard/admin', 'ar', 'dark');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const t = texts('ar');

      const panel = await openPanel(page, 'ar', t.contexts.adminDashboard!.title);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeCloseTo(0, 0);
      expect(box.width).toBeCloseTo(PANEL_WIDTH_PX, 0);
      expect(box.y).toBeCloseTo(HEADER_HEIGHT_PX, 0);
      await panel.getByRole('button', { name: 'إغلاق لوحة الملاحظات' }).click();
      await expect(panel).toBeHidden();

      await giveFeedback(page, {
        locale: 'ar',
        theme: 'dark',
        contextKey: 'adminDashboard',
        featureId: 'career-path-visualization',
        text: 'سجل التدقيق واضح ومفيد جدًا',
      });
      const stored = await db
        .collection('feedback')
        .where('authorUid', '==', ACCOUNTS.admin.uid)
        .get();
      expect(stored.docs.map((entry) => entry.get('locale') as unknown)).toContain('ar');
    });
  });

  test.describe(() => {
    test.use({ persona: 'demo' });

    test('the demo account sees its vote for the salary negotiation assistant', async ({
      page,
    }) => {
      await openDashboard(page, '/dashboard/job-seeker', 'en', 'light');
      const t = texts('en');
      await page.getByRole('button', { name: t.launcher.label }).click();
      const panel = page.getByRole('dialog');
      const item = feature(panel, 'en', 'salary-negotiation');
      await expect(item.getByRole('button', { name: t.features.vote })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const voter = await db.doc(`features/salary-negotiation/voters/${ACCOUNTS.demo.uid}`).get();
      expect(voter.exists).toBe(true);
    });
  });
});

test.describe('feedback by voice', () => {
  test.setTimeout(90_000);
  test.use({ persona: 'member' });

  /**
   * Records with the browser's own recognition; says which path the browser took. The recording
   * looks the same on either path: `shot` takes its screenshot once.
   */
  async function recordWithBrowserRecognition(page: Page, label: string, shot: boolean) {
    await recordSpeech(page);
    await openDashboard(page, '/dashboard/employer', 'en', 'light');
    const t = texts('en');
    const hasRecognition = await page.evaluate(
      () => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window,
    );
    const panel = await openPanel(page, 'en', t.contexts.employerDashboard!.title);
    await panel.getByRole('button', { name: t.voice.start }).click();
    await expect(panel.getByRole('progressbar', { name: t.voice.progress })).toBeVisible();
    await expect(panel.getByText(t.voice.listening)).toBeVisible();
    if (shot) await snap(page, 'feedback-recording-en-light');

    // it stops by itself after 5 s
    await expect(panel.getByRole('button', { name: t.voice.start })).toBeVisible({
      timeout: 9_000,
    });
    const outcomes = ['recognized', 'unsupported', 'denied', 'failed'] as const;
    let path: (typeof outcomes)[number] | undefined;
    for (const outcome of outcomes) {
      if (await panel.getByText(t.voice[outcome]).isVisible()) path = outcome;
    }
    const description = `${label}: recognition ${hasRecognition ? 'present' : 'absent'}, outcome ${path}`;
    test.info().annotations.push({ type: 'voice path', description });
    console.log(`voice path (Chromium) ${description}`);
    expect(path).toBeDefined();
    const text = await panel.getByLabel(t.panel.textLabel).inputValue();
    if (path === 'recognized') expect(text.length).toBeGreaterThan(0);
    else expect(text).toBe(t.voice.simulatedTranscript);

    // the greeting, once, in English, about the screen
    expect(await spokenOf(page)).toEqual([
      {
        text: `Hello! I am listening. Tell me what you think about ${t.contexts.employerDashboard!.title}.`,
        lang: 'en-US',
      },
    ]);
  }

  test("with the browser's own speech recognition, microphone not allowed", async ({ page }) => {
    await recordWithBrowserRecognition(page, 'microphone-not-allowed', true);
  });

  test.describe('with the microphone allowed', () => {
    test.use({ permissions: ['microphone'] });

    test("with the browser's own speech recognition, microphone allowed", async ({ page }) => {
      await recordWithBrowserRecognition(page, 'microphone-allowed', false);
    });
  });

  test('without speech recognition, in Arabic: the Arabic sample transcript, stored as dictated', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    await recordSpeech(page);
    await openDashboard(page, '/dashboard/employer', 'ar', 'dark');
    const t = texts('ar');
    const panel = await openPanel(page, 'ar', t.contexts.employerDashboard!.title);
    await panel.getByRole('button', { name: t.voice.start }).click();
    await expect(panel.getByText(t.voice.listening)).toBeVisible();
    await expect(panel.getByLabel(t.panel.textLabel)).toHaveValue(t.voice.simulatedTranscript, {
      timeout: 9_000,
    });
    await expect(panel.getByText(t.voice.unsupported)).toBeVisible();
    expect(await spokenOf(page)).toEqual([
      {
        text: `مرحبًا! أنا أستمع إليك. أخبرني برأيك في ${t.contexts.employerDashboard!.title}.`,
        lang: 'ar-SA',
      },
    ]);
    await snap(page, 'feedback-voice-ar-dark');

    await panel.getByRole('button', { name: t.panel.submit }).click();
    await expect(panel.getByText(t.thanks.title)).toBeVisible();
    const stored = await db
      .collection('feedback')
      .where('authorUid', '==', ACCOUNTS.member.uid)
      .get();
    expect(
      stored.docs.some(
        (entry) =>
          entry.get('dictated') === true && entry.get('text') === t.voice.simulatedTranscript,
      ),
    ).toBe(true);
    await expect(panel).toBeHidden({ timeout: THANK_YOU_CLOSE_TIMEOUT_MS });
  });
});
