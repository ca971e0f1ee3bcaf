import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTelemetrySink } from '@/lib/telemetry';
import { renderWithProviders } from '@/testing/test-utils';
import type * as SuggestionsApi from '../api/get-feature-suggestions';
import type * as SubmitApi from '../api/submit-feedback';
import type { SubmitFeedbackInput } from '../api/submit-feedback';
import type * as VoteApi from '../api/toggle-feature-vote';
import type { ToggleFeatureVoteInput } from '../api/toggle-feature-vote';
import type * as DiscountApi from '../api/watch-next-discount';
// the widget loads its panel and dialog after the page has settled: here they are at hand at once
import '../components/feedback-dialog';
import '../components/feedback-panel';
import FeedbackWidget from '../components/feedback-widget';
import {
  DIALOG_CLEAR_DELAY_MS,
  HEADER_HEIGHT,
  PANEL_WIDTH,
  RECORDING_AUTO_STOP_MS,
  THANK_YOU_MS,
} from '../constants';
import { openFeedbackDialog, useFeedbackStore } from '../stores/feedback-store';
import type { FeatureSuggestion, RenewalDiscount } from '../types';
import { installSpeech, removeSpeech } from './speech-fakes';

// The Firestore operations are replaced by fakes handed to the real hooks (their optimistic
// updates, rollbacks and telemetry run as in the app).
const fake = vi.hoisted(() => ({
  fetchSuggestions: vi.fn<(uid: string) => Promise<FeatureSuggestion[]>>(),
  toggleVote: vi.fn<(input: ToggleFeatureVoteInput) => Promise<void>>(),
  submit: vi.fn<(input: SubmitFeedbackInput) => Promise<string>>(),
  /** What the server has recorded; every watcher hears it at once, as with onSnapshot. */
  discount: null as RenewalDiscount | null,
  watchers: new Set<(discount: RenewalDiscount | null) => void>(),
  recordDiscount(discount: RenewalDiscount) {
    this.discount = discount;
    for (const watcher of this.watchers) watcher(discount);
  },
}));

vi.mock('../api/get-feature-suggestions', async (importOriginal) => {
  const original = await importOriginal<typeof SuggestionsApi>();
  return {
    ...original,
    useFeatureSuggestions: (uid: string) =>
      original.useFeatureSuggestions(uid, fake.fetchSuggestions),
  };
});
vi.mock('../api/toggle-feature-vote', async (importOriginal) => {
  const original = await importOriginal<typeof VoteApi>();
  return {
    ...original,
    useToggleFeatureVote: (uid: string) => original.useToggleFeatureVote(uid, fake.toggleVote),
  };
});
vi.mock('../api/submit-feedback', async (importOriginal) => {
  const original = await importOriginal<typeof SubmitApi>();
  return { ...original, useSubmitFeedback: () => original.useSubmitFeedback(fake.submit) };
});
vi.mock('../api/watch-next-discount', async (importOriginal) => {
  const original = await importOriginal<typeof DiscountApi>();
  const watch = (_uid: string, onChange: (discount: RenewalDiscount | null) => void) => {
    fake.watchers.add(onChange);
    onChange(fake.discount);
    return () => fake.watchers.delete(onChange);
  };
  return { ...original, useNextDiscount: (uid: string) => original.useNextDiscount(uid, watch) };
});

const UID = 'seeker-1';
const SUGGESTIONS: FeatureSuggestion[] = [
  {
    id: 'ai-resume-analyzer',
    title: 'AI resume analyzer',
    votes: 342,
    hasVoted: false,
    status: 'planned',
  },
  {
    id: 'interview-practice',
    title: 'Interview practice',
    votes: 287,
    hasVoted: false,
    status: 'in_progress',
  },
  {
    id: 'salary-negotiation',
    title: 'Salary negotiation',
    votes: 256,
    hasVoted: true,
    status: 'under_review',
  },
  {
    id: 'career-path-visualization',
    title: 'Career path',
    votes: 198,
    hasVoted: false,
    status: 'under_review',
  },
  {
    id: 'learning-recommendations',
    title: 'Learning',
    votes: 175,
    hasVoted: false,
    status: 'done',
  },
];
const CONTEXT = {
  title: 'Job search',
  description: 'Search and filter the jobs.',
  component: 'Search filters',
};
const DISCOUNT: RenewalDiscount = {
  id: `${UID}_2026-12-22`,
  percent: 10,
  renewalDate: '2026-12-22T00:00:00.000Z',
  status: 'pending',
};

const store = () => useFeedbackStore.getState();
const track = vi.fn();

beforeEach(() => {
  // a small server: what is stored, read back by every fetch
  let stored = SUGGESTIONS.map((feature) => ({ ...feature }));
  fake.fetchSuggestions
    .mockReset()
    .mockImplementation(() => Promise.resolve(stored.map((feature) => ({ ...feature }))));
  fake.toggleVote.mockReset().mockImplementation(({ featureId, vote }) => {
    stored = stored.map((feature) =>
      feature.id === featureId && feature.hasVoted !== vote
        ? { ...feature, hasVoted: vote, votes: feature.votes + (vote ? 1 : -1) }
        : feature,
    );
    return Promise.resolve();
  });
  fake.submit.mockReset().mockImplementation((input) => Promise.resolve(input.id));
  fake.discount = null;
  fake.watchers.clear();
  track.mockReset();
  setTelemetrySink({ track, reportError: vi.fn() });
  store().reset();
  store().setContext(CONTEXT);
});

afterEach(() => {
  vi.useRealTimers();
  setTelemetrySink(null);
  removeSpeech();
  store().reset();
  store().setContext(null);
});

async function renderWidget(locale: 'en' | 'ar' = 'en') {
  const result = await renderWithProviders(<FeedbackWidget uid={UID} />, { locale });
  return result;
}

/** Lets promises and React Query's scheduled notifications run under fake timers. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function openPanel(name = 'Give feedback') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: CONTEXT.title });
}

describe('the feedback launcher and panel (English)', () => {
  it('opens the panel with the screen context; Escape closes it and focus returns to the launcher', async () => {
    await renderWidget();
    const launcher = await screen.findByRole('button', { name: 'Give feedback' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: CONTEXT.title })).not.toBeInTheDocument();

    launcher.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: CONTEXT.title });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText(CONTEXT.description)).toBeInTheDocument();
    expect(within(panel).getByText(CONTEXT.component)).toHaveClass('badge');
    expect(panel).toHaveStyle({ insetBlockStart: HEADER_HEIGHT, inlineSize: PANEL_WIDTH });
    expect(within(panel).getByRole('heading', { name: CONTEXT.title })).toHaveFocus();
    expect(within(panel).getByLabelText('Your feedback')).toHaveAttribute(
      'placeholder',
      'Type your feedback here, or start recording and speak.',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: CONTEXT.title })).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['en', 'ar'] as const)(
    'hides the launcher while the panel is open, so that it covers nothing beside it (%s)',
    async (locale) => {
      const [label, close] =
        locale === 'en'
          ? ['Give feedback', 'Close feedback']
          : ['شارك بملاحظاتك', 'إغلاق لوحة الملاحظات'];
      await renderWidget(locale);
      const launcher = await screen.findByRole('button', { name: label });
      await userEvent.click(launcher);
      const panel = screen.getByRole('dialog', { name: CONTEXT.title });
      expect(launcher).not.toBeVisible();
      expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();

      await userEvent.click(within(panel).getByRole('button', { name: close }));
      expect(panel).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: label })).toBeVisible();
    },
  );

  it('shows a general title when the screen declared no context', async () => {
    store().setContext(null);
    await renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Give feedback' }));
    expect(screen.getByRole('dialog', { name: 'Share your feedback' })).toBeInTheDocument();
  });

  it('keeps submit disabled while the text is empty or only spaces', async () => {
    await renderWidget();
    const panel = await openPanel();
    const submit = within(panel).getByRole('button', { name: 'Send feedback' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(panel).getByLabelText('Your feedback'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(within(panel).getByLabelText('Your feedback'), 'Good');
    expect(submit).toBeEnabled();
  });

  it(`stores the feedback, thanks with the discount for ${THANK_YOU_MS} ms, then closes and clears`, async () => {
    await renderWidget();
    const panel = await openPanel();
    await userEvent.type(within(panel).getByLabelText('Your feedback'), 'Filters are great');

    vi.useFakeTimers();
    fireEvent.click(within(panel).getByRole('button', { name: 'Send feedback' }));
    await flush();
    expect(fake.submit).toHaveBeenCalledTimes(1);
    expect(fake.submit.mock.calls[0]?.[0]).toMatchObject({
      authorUid: UID,
      text: 'Filters are great',
      context: CONTEXT,
      locale: 'en',
      source: 'panel',
      dictated: false,
    });
    expect(track).toHaveBeenCalledWith('feedback_submitted', { source: 'panel', dictated: false });
    expect(JSON.stringify(track.mock.calls)).not.toContain('Filters are great');

    // the function has not recorded the discount yet: the plain promise
    expect(within(panel).getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(within(panel).getByText('You earn 10 % off your next renewal.')).toBeInTheDocument();
    // then it has: its renewal date
    act(() => fake.recordDiscount(DISCOUNT));
    expect(
      within(panel).getByText('10 % off your next renewal on December 22, 2026.'),
    ).toBeInTheDocument();

    await flush(THANK_YOU_MS - 1);
    expect(screen.getByRole('dialog', { name: CONTEXT.title })).toBeInTheDocument();
    await flush(1);
    expect(screen.queryByRole('dialog', { name: CONTEXT.title })).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Give feedback' });
    expect(launcher).toHaveFocus();

    fireEvent.click(launcher);
    const reopened = screen.getByRole('dialog', { name: CONTEXT.title });
    expect(within(reopened).getByLabelText('Your feedback')).toHaveValue('');
    expect(within(reopened).queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    expect(
      within(reopened).getByText(
        'Thanks to your feedback: 10 % off your renewal on December 22, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the text and says why when storing fails, and sends it on a retry', async () => {
    fake.submit.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    await renderWidget();
    const panel = await openPanel();
    const text = within(panel).getByLabelText('Your feedback');
    await userEvent.type(text, 'Please keep this');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send feedback' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'You are not allowed to send this. Sign in again and try once more; your text is kept.',
    );
    expect(text).toHaveValue('Please keep this');
    expect(track).not.toHaveBeenCalledWith('feedback_submitted', expect.anything());

    await userEvent.click(within(panel).getByRole('button', { name: 'Send feedback' }));
    expect(await within(panel).findByText('Thank you for your feedback!')).toBeInTheDocument();
    // the retry of the same draft is stored under the same id: never twice
    expect(fake.submit.mock.calls[1]?.[0].id).toBe(fake.submit.mock.calls[0]?.[0].id);
  });

  it('says the server could not be reached when it is offline', async () => {
    fake.submit.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await renderWidget();
    const panel = await openPanel();
    await userEvent.type(within(panel).getByLabelText('Your feedback'), 'Hello');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send feedback' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Your text is kept; try again in a moment.',
    );
  });

  it('shows where each feature stands, in words, and closes the vote on a finished one', async () => {
    await renderWidget();
    const panel = await openPanel();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Status/).textContent)).toEqual([
      'Status: Planned',
      'Status: In progress',
      'Status: Under review',
      'Status: Under review',
      // read with it by screen readers
      'Status: Done Voting has closed for this feature.',
    ]);
    const done = items[4]!;
    const vote = within(done).getByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    expect(vote).toHaveAccessibleDescription(/Voting has closed/);
    expect(within(items[0]!).getByRole('button', { name: 'Vote' })).toBeEnabled();
  });

  it('lists the upcoming features and toggles a vote at once, then stores it', async () => {
    let finish: () => void = () => undefined;
    const store = fake.toggleVote.getMockImplementation()!;
    fake.toggleVote.mockImplementationOnce(
      (input) => new Promise<void>((resolve) => (finish = () => void store(input).then(resolve))),
    );
    await renderWidget();
    const panel = await openPanel();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Votes/).textContent)).toEqual([
      'Votes: 342',
      'Votes: 287',
      'Votes: 256',
      'Votes: 198',
      'Votes: 175',
    ]);
    const salary = items[2]!;
    expect(salary).toHaveTextContent('Salary negotiation assistant');
    expect(within(salary).getByRole('button', { name: 'Vote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const resume = items[0]!;
    await userEvent.click(within(resume).getByRole('button', { name: 'Vote' }));
    // on screen at once, before the store answers
    expect(await within(resume).findByText('Votes: 343')).toBeInTheDocument();
    expect(within(resume).getByRole('button', { name: 'Vote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(fake.toggleVote).toHaveBeenCalledWith({
      uid: UID,
      featureId: 'ai-resume-analyzer',
      vote: true,
    });
    act(() => finish());
    await waitFor(() => expect(within(resume).getByRole('button', { name: 'Vote' })).toBeEnabled());
    // read back from the server after storing: the same
    await waitFor(() => expect(fake.fetchSuggestions).toHaveBeenCalledTimes(2));
    expect(within(resume).getByText('Votes: 343')).toBeInTheDocument();

    // taking a vote back
    await userEvent.click(within(salary).getByRole('button', { name: 'Vote' }));
    expect(await within(salary).findByText('Votes: 255')).toBeInTheDocument();
    expect(within(salary).getByRole('button', { name: 'Vote' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(fake.toggleVote).toHaveBeenLastCalledWith({
      uid: UID,
      featureId: 'salary-negotiation',
      vote: false,
    });
  });

  it('undoes a vote on screen when storing it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    fake.toggleVote.mockImplementationOnce(() => new Promise<void>((_, reject) => (fail = reject)));
    await renderWidget();
    const panel = await openPanel();
    const interview = (await within(panel).findAllByRole('listitem'))[1]!;
    await userEvent.click(within(interview).getByRole('button', { name: 'Vote' }));
    expect(await within(interview).findByText('Votes: 288')).toBeInTheDocument();
    act(() => fail(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    expect(await within(interview).findByText('Votes: 287')).toBeInTheDocument();
    expect(within(interview).getByRole('button', { name: 'Vote' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('records by voice: progress and listening, a greeting, then the sample transcript after 5 s', async () => {
    const { speak } = installSpeech({ recognition: null });
    await renderWidget();
    const panel = await openPanel();

    vi.useFakeTimers();
    fireEvent.click(within(panel).getByRole('button', { name: 'Start recording' }));
    expect(within(panel).getByRole('progressbar', { name: 'Recording' })).toHaveAttribute(
      'value',
      '0',
    );
    expect(within(panel).getByText('Listening…')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Stop recording' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]?.[0]).toMatchObject({
      text: 'Hello! I am listening. Tell me what you think about Job search.',
      lang: 'en-US',
    });
    expect(within(panel).getByRole('button', { name: 'Send feedback' })).toBeDisabled();

    await flush(1_000);
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('value', '10');
    await flush(RECORDING_AUTO_STOP_MS - 1_000);
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Your feedback')).toHaveValue(
      'I would like more filters in job search, especially for remote work and salary ranges, so that I can find the right jobs faster.',
    );
    expect(
      within(panel).getByText(
        'This browser cannot recognise speech, so a sample transcript was added. Edit it before sending.',
      ),
    ).toBeInTheDocument();
    expect(speak).toHaveBeenCalledTimes(1);

    fireEvent.click(within(panel).getByRole('button', { name: 'Send feedback' }));
    await flush();
    expect(fake.submit.mock.calls[0]?.[0]).toMatchObject({ dictated: true });
    expect(track).toHaveBeenCalledWith('feedback_submitted', { source: 'panel', dictated: true });
  });
});

describe('the feedback panel in Arabic', () => {
  it('reads right to left, records in Arabic with an Arabic voice, and thanks in Arabic', async () => {
    const { speak } = installSpeech({ recognition: null });
    await renderWidget('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const panel = await openPanel('شارك بملاحظاتك');
    expect(panel).toHaveStyle({ inlineSize: PANEL_WIDTH });
    expect(within(panel).getByRole('heading', { name: 'الميزات القادمة' })).toBeInTheDocument();
    expect(within(panel).getByText('مساعد التفاوض على الراتب')).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.click(within(panel).getByRole('button', { name: 'بدء التسجيل' }));
    expect(within(panel).getByText('أستمع إليك…')).toBeInTheDocument();
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]?.[0]).toMatchObject({
      text: 'مرحبًا! أنا أستمع إليك. أخبرني برأيك في Job search.',
      lang: 'ar-SA',
    });
    expect(speak.mock.calls[0]?.[0].voice?.lang).toBe('ar-SA');
    await flush(RECORDING_AUTO_STOP_MS);
    expect(within(panel).getByLabelText('ملاحظاتك')).toHaveValue(
      'أودّ وجود عوامل تصفية أكثر في البحث عن الوظائف، خاصةً للعمل عن بُعد ونطاقات الرواتب، حتى أجد الوظائف المناسبة بسرعة أكبر.',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'إرسال الملاحظات' }));
    await flush();
    expect(fake.submit.mock.calls[0]?.[0]).toMatchObject({ locale: 'ar', dictated: true });
    expect(within(panel).getByText('شكرًا لك على ملاحظاتك!')).toBeInTheDocument();
    expect(within(panel).getByText('تحصل على خصم 10 % على تجديدك القادم.')).toBeInTheDocument();
    await flush(THANK_YOU_MS);
    expect(screen.queryByRole('dialog', { name: CONTEXT.title })).not.toBeInTheDocument();
  });

  it('shows a failure in Arabic and keeps the text', async () => {
    fake.submit.mockRejectedValueOnce(new Error('boom'));
    await renderWidget('ar');
    const panel = await openPanel('شارك بملاحظاتك');
    await userEvent.type(within(panel).getByLabelText('ملاحظاتك'), 'نص مهم');
    await userEvent.click(within(panel).getByRole('button', { name: 'إرسال الملاحظات' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'تعذّر إرسال ملاحظاتك. نصّك محفوظ؛ حاول مرة أخرى.',
    );
    expect(within(panel).getByLabelText('ملاحظاتك')).toHaveValue('نص مهم');
  });
});

describe('the feedback dialog', () => {
  it(`opens from anywhere titled "Help Us Improve", stores from the dialog, and clears ${DIALOG_CLEAR_DELAY_MS} ms after closing`, async () => {
    await renderWidget();
    await screen.findByRole('button', { name: 'Give feedback' });
    act(() => openFeedbackDialog());
    const dialog = screen.getByRole('dialog', { name: 'Help Us Improve' });
    expect(dialog).toHaveAccessibleDescription('What would make this product better for you?');
    await userEvent.type(within(dialog).getByLabelText('Transcript'), 'Love it');

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await flush();
    expect(fake.submit.mock.calls[0]?.[0]).toMatchObject({
      source: 'dialog',
      text: 'Love it',
      context: {
        title: 'Help Us Improve',
        description: 'What would make this product better for you?',
        component: CONTEXT.component,
      },
    });
    expect(within(dialog).getByText('Thank you for your feedback!')).toBeInTheDocument();
    await flush(THANK_YOU_MS);
    expect(store().dialog.open).toBe(false);
    // the content stays while the dialog goes away, then is cleared
    expect(within(dialog).getByText('Thank you for your feedback!')).toBeInTheDocument();
    await flush(DIALOG_CLEAR_DELAY_MS);
    expect(within(dialog).queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  it('opens with its own title and description, and Escape closes it', async () => {
    await renderWidget('ar');
    await screen.findByRole('button', { name: 'شارك بملاحظاتك' });
    act(() => openFeedbackDialog());
    expect(screen.getByRole('dialog', { name: 'ساعدنا على التحسين' })).toBeInTheDocument();
    act(() => store().closeFeedbackDialog());
    act(() => openFeedbackDialog({ title: 'كيف كان بحثك؟', description: 'كلمتان تكفيان.' }));
    const dialog = screen.getByRole('dialog', { name: 'كيف كان بحثك؟' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(store().dialog.open).toBe(false);
  });
});
