import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DIALOG_CLEAR_DELAY_MS,
  PROGRESS_MAX,
  PROGRESS_STEP,
  PROGRESS_TICK_MS,
  RECORDING_AUTO_STOP_MS,
  THANK_YOU_MS,
} from '../constants';
import { nextProgress } from '../lib/progress';
import { pickVoice } from '../lib/speech';
import {
  appendText,
  openFeedbackDialog,
  useFeedbackStore,
  type StartRecordingOptions,
} from '../stores/feedback-store';
import { FakeRecognition, installSpeech, removeSpeech, VOICES } from './speech-fakes';

const store = () => useFeedbackStore.getState();
const SAMPLE = 'More remote-work and salary filters, please.';
const withGreeting: StartRecordingOptions = {
  languageTag: 'en-US',
  greeting: 'Hello! Tell me about Job search.',
  simulatedTranscript: SAMPLE,
};
const noGreeting: StartRecordingOptions = { ...withGreeting, greeting: null };

beforeEach(() => {
  vi.useFakeTimers();
  store().reset();
  store().setContext(null);
});

afterEach(() => {
  store().reset();
  removeSpeech();
  vi.useRealTimers();
});

describe('recording progress', () => {
  it(`rises by ${PROGRESS_STEP} every ${PROGRESS_TICK_MS} ms from 0`, () => {
    expect([PROGRESS_STEP, PROGRESS_TICK_MS]).toEqual([1, 100]);
    store().startRecording('panel', noGreeting);
    expect(store().recording?.progress).toBe(0);
    vi.advanceTimersByTime(PROGRESS_TICK_MS - 1);
    expect(store().recording?.progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(store().recording?.progress).toBe(1);
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 9);
    expect(store().recording?.progress).toBe(10);
  });

  it(`wraps to 0 after ${PROGRESS_MAX}`, () => {
    expect(PROGRESS_MAX).toBe(100);
    expect(nextProgress(0)).toBe(1);
    expect(nextProgress(99)).toBe(100);
    expect(nextProgress(100)).toBe(0);

    store().startRecording('panel', noGreeting);
    const recording = store().recording!;
    useFeedbackStore.setState({ recording: { ...recording, progress: 99 } });
    vi.advanceTimersByTime(PROGRESS_TICK_MS);
    expect(store().recording?.progress).toBe(100);
    vi.advanceTimersByTime(PROGRESS_TICK_MS);
    expect(store().recording?.progress).toBe(0);
    vi.advanceTimersByTime(PROGRESS_TICK_MS);
    expect(store().recording?.progress).toBe(1);
  });
});

describe('recording session', () => {
  it(`stops by itself after ${RECORDING_AUTO_STOP_MS} ms and fills the sample transcript without recognition`, () => {
    expect(RECORDING_AUTO_STOP_MS).toBe(5_000);
    installSpeech({ recognition: null });
    store().startRecording('panel', noGreeting);
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS - 1);
    expect(store().recording).not.toBeNull();
    expect(store().panel.text).toBe('');
    vi.advanceTimersByTime(1);
    expect(store().recording).toBeNull();
    expect(store().panel).toMatchObject({
      text: SAMPLE,
      dictated: true,
      voice: { outcome: 'simulated', issue: 'unsupported' },
    });
    // the progress timer is gone with the session
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 5);
    expect(store().recording).toBeNull();
  });

  it('fills the spoken words, in the current language, when the browser recognises them', () => {
    installSpeech({ recognition: 'standard' });
    store().setText('panel', 'Typed first.');
    store().startRecording('panel', { ...noGreeting, languageTag: 'de-DE' });
    const recognizer = FakeRecognition.last!;
    expect(recognizer).toMatchObject({
      started: true,
      lang: 'de-DE',
      continuous: true,
      interimResults: true,
    });
    recognizer.say('Mehr Filter');
    expect(store().panel.text).toBe('Typed first. Mehr Filter');
    recognizer.say('bitte', false);
    expect(store().panel.text).toBe('Typed first. Mehr Filter bitte');
    // typing is paused while recording: the words would overwrite it
    store().setText('panel', 'lost');
    expect(store().panel.text).toBe('Typed first. Mehr Filter bitte');
    store().stopRecording();
    expect(recognizer.aborted).toBe(true);
    expect(store().panel).toMatchObject({
      text: 'Typed first. Mehr Filter bitte',
      dictated: true,
      voice: { outcome: 'recognized', issue: null },
    });
  });

  it('uses webkitSpeechRecognition when that is what the browser has', () => {
    installSpeech({ recognition: 'webkit' });
    store().startRecording('panel', noGreeting);
    FakeRecognition.last!.say('Hello');
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS);
    expect(store().panel.text).toBe('Hello');
  });

  it('falls back to the sample transcript, keeping typed text, when the microphone is refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installSpeech({ recognition: 'standard' });
    store().setText('panel', 'Typed.');
    store().startRecording('panel', noGreeting);
    FakeRecognition.last!.fail('not-allowed');
    // the session runs its course, then fills the sample
    expect(store().recording).not.toBeNull();
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS);
    expect(store().panel).toMatchObject({
      text: `Typed. ${SAMPLE}`,
      voice: { outcome: 'simulated', issue: 'denied' },
    });
    expect(warn).toHaveBeenCalledWith('Speech recognition failed:', 'not-allowed');
  });

  it('falls back to the sample transcript when recognition fails or cannot start', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installSpeech({ recognition: 'standard' });
    store().startRecording('panel', noGreeting);
    FakeRecognition.last!.fail('network');
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS);
    expect(store().panel.voice).toEqual({ outcome: 'simulated', issue: 'failed' });

    store().setText('panel', '');
    FakeRecognition.startError = new Error('InvalidStateError');
    store().startRecording('panel', noGreeting);
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS);
    expect(store().panel).toMatchObject({
      text: SAMPLE,
      voice: { outcome: 'simulated', issue: 'failed' },
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores a recogniser that speaks after its session ended', () => {
    installSpeech({ recognition: 'standard' });
    store().startRecording('panel', noGreeting);
    const recognizer = FakeRecognition.last!;
    store().stopRecording();
    const text = store().panel.text;
    recognizer.say('late words');
    expect(store().panel.text).toBe(text);
  });
});

describe('the spoken greeting', () => {
  it('is spoken once per recording session, in the current language with its voice', () => {
    const { speak } = installSpeech({ recognition: null });
    store().startRecording('panel', { ...withGreeting, languageTag: 'ar-SA', greeting: 'مرحبًا' });
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]?.[0]).toMatchObject({ text: 'مرحبًا', lang: 'ar-SA' });
    expect(speak.mock.calls[0]?.[0].voice?.name).toBe('Arabic');

    // the rest of the session: no second greeting, nor when start is pressed again meanwhile
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS / 2);
    store().startRecording('panel', withGreeting);
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS / 2);
    expect(store().recording).toBeNull();
    expect(speak).toHaveBeenCalledTimes(1);

    // a new session greets again
    store().startRecording('panel', withGreeting);
    expect(speak).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS);
    expect(speak).toHaveBeenCalledTimes(2);
  });

  it('is not spoken when there is no context to greet about', () => {
    const { speak } = installSpeech({ recognition: null });
    store().startRecording('panel', noGreeting);
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS);
    expect(speak).not.toHaveBeenCalled();
  });

  it('picks the voice of the language, else lets the browser choose', () => {
    expect(pickVoice(VOICES, 'ar-SA')?.name).toBe('Arabic');
    expect(pickVoice(VOICES, 'ar-MA')?.name).toBe('Arabic');
    expect(pickVoice(VOICES, 'de-AT')?.name).toBe('Deutsch');
    expect(pickVoice(VOICES, 'fr-FR')).toBeNull();
  });
});

describe('after submitting', () => {
  it(`thanks for ${THANK_YOU_MS} ms, then closes the panel, resets and clears the text`, () => {
    expect(THANK_YOU_MS).toBe(5_000);
    store().openPanel();
    store().setText('panel', 'Great search.');
    store().completeSubmission('panel');
    expect(store().panel.thanks).toBe(true);
    vi.advanceTimersByTime(THANK_YOU_MS - 1);
    expect(store().panelOpen).toBe(true);
    expect(store().panel).toMatchObject({ thanks: true, text: 'Great search.' });
    vi.advanceTimersByTime(1);
    expect(store().panelOpen).toBe(false);
    expect(store().panel).toMatchObject({ thanks: false, text: '', dictated: false });
  });

  it('closing during the thank-you resets at once and nothing happens later', () => {
    store().openPanel();
    store().setText('panel', 'Nice.');
    store().completeSubmission('panel');
    store().closePanel();
    expect(store().panel).toMatchObject({ thanks: false, text: '' });
    store().openPanel();
    store().setText('panel', 'A new draft');
    vi.advanceTimersByTime(THANK_YOU_MS);
    expect(store().panelOpen).toBe(true);
    expect(store().panel.text).toBe('A new draft');
  });

  it('keeps a draft when the panel is closed without submitting', () => {
    store().openPanel();
    store().setText('panel', 'Half a thought');
    store().closePanel();
    store().openPanel();
    expect(store().panel.text).toBe('Half a thought');
  });

  it('gives one draft the same submission id until its text changes', () => {
    store().setText('panel', 'First');
    const id = store().submissionIdFor('panel');
    expect(store().submissionIdFor('panel')).toBe(id);
    store().setText('panel', 'First, edited');
    expect(store().submissionIdFor('panel')).not.toBe(id);
  });
});

describe('the feedback dialog', () => {
  it('opens from anywhere with a title and description', () => {
    openFeedbackDialog({ title: 'How was your search?', description: 'Two words are enough.' });
    expect(store().dialog).toMatchObject({
      open: true,
      title: 'How was your search?',
      description: 'Two words are enough.',
    });
    openFeedbackDialog();
    expect(store().dialog).toMatchObject({ open: true, title: '', description: '' });
  });

  it(`clears the recording and transcript at once, the content ${DIALOG_CLEAR_DELAY_MS} ms after closing`, () => {
    expect(DIALOG_CLEAR_DELAY_MS).toBe(300);
    installSpeech({ recognition: 'standard' });
    openFeedbackDialog({ title: 'Title', description: 'Description' });
    store().startRecording('dialog', noGreeting);
    FakeRecognition.last!.say('spoken words');
    expect(store().dialog.text).toBe('spoken words');

    store().closeFeedbackDialog();
    expect(store().recording).toBeNull();
    expect(store().dialog).toMatchObject({ open: false, text: '', title: 'Title' });
    vi.advanceTimersByTime(DIALOG_CLEAR_DELAY_MS - 1);
    expect(store().dialog).toMatchObject({ title: 'Title', description: 'Description' });
    vi.advanceTimersByTime(1);
    expect(store().dialog).toMatchObject({ title: '', description: '' });
    // the stopped session fills nothing later
    vi.advanceTimersByTime(RECORDING_AUTO_STOP_MS);
    expect(store().dialog.text).toBe('');
  });

  it('reopened before the content is cleared, keeps its new content', () => {
    openFeedbackDialog({ title: 'First' });
    store().closeFeedbackDialog();
    vi.advanceTimersByTime(DIALOG_CLEAR_DELAY_MS / 2);
    openFeedbackDialog({ title: 'Second' });
    vi.advanceTimersByTime(DIALOG_CLEAR_DELAY_MS);
    expect(store().dialog).toMatchObject({ open: true, title: 'Second' });
  });

  it(`thanks for ${THANK_YOU_MS} ms after submitting, then closes and clears`, () => {
    openFeedbackDialog({ title: 'Title' });
    store().setText('dialog', 'Thanks!');
    store().completeSubmission('dialog');
    vi.advanceTimersByTime(THANK_YOU_MS - 1);
    expect(store().dialog).toMatchObject({ open: true, thanks: true });
    vi.advanceTimersByTime(1);
    expect(store().dialog).toMatchObject({ open: false, text: '' });
    vi.advanceTimersByTime(DIALOG_CLEAR_DELAY_MS);
    expect(store().dialog).toMatchObject({ thanks: false, title: '' });
  });
});

describe('appendText', () => {
  it('joins typed text and dictated words with one space', () => {
    expect(appendText('', 'words')).toBe('words');
    expect(appendText('Typed ', 'words')).toBe('Typed words');
  });
});
