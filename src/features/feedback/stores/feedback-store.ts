import { create } from 'zustand';
import {
  DIALOG_CLEAR_DELAY_MS,
  PROGRESS_TICK_MS,
  RECORDING_AUTO_STOP_MS,
  THANK_YOU_MS,
} from '../constants';
import { nextProgress } from '../lib/progress';
import { newSubmissionId } from '../lib/submission-id';
import {
  createRecognizer,
  DENIED_RECOGNITION_ERRORS,
  speak,
  transcriptOf,
  type SpeechRecognizer,
} from '../lib/speech';
import type { FeedbackContext, FeedbackSource, VoiceOutcome } from '../types';

/** Why the sample transcript was used instead of the person's words. */
type VoiceIssue = 'unsupported' | 'denied' | 'failed';

interface VoiceResult {
  outcome: VoiceOutcome;
  issue: VoiceIssue | null;
}

/** One presentation's draft: what the person wrote or dictated, and the thank-you state. */
interface FeedbackDraft {
  text: string;
  /** Part of the text came from a recording. */
  dictated: boolean;
  /** The last recording's result, for the note under the text. */
  voice: VoiceResult | null;
  /** Submitted: the thank-you state shows. */
  thanks: boolean;
  /** The document id this draft is stored under, fixed at its first attempt. */
  submissionId: string | null;
}

interface DialogState extends FeedbackDraft {
  open: boolean;
  /** Empty: the default title ("Help Us Improve"). */
  title: string;
  description: string;
}

interface RecordingState {
  target: FeedbackSource;
  /** 0 to PROGRESS_MAX, one step per PROGRESS_TICK_MS, wrapping to 0. */
  progress: number;
  /** Counts the recording sessions: the greeting is spoken once per session. */
  session: number;
}

export interface StartRecordingOptions {
  /** BCP 47 tag of the current language, e.g. `ar-SA`. */
  languageTag: string;
  /** Spoken when recording starts; null when there is no context to greet about. */
  greeting: string | null;
  /** The text used when the browser cannot recognise speech, in the current language. */
  simulatedTranscript: string;
}

interface FeedbackState {
  /** What the current screen declares a person would comment on. */
  context: FeedbackContext | null;
  panelOpen: boolean;
  panel: FeedbackDraft;
  dialog: DialogState;
  recording: RecordingState | null;

  setContext: (context: FeedbackContext | null) => void;
  openPanel: () => void;
  closePanel: () => void;
  togglePanel: () => void;
  setText: (target: FeedbackSource, text: string) => void;
  /** Starts a recording session for the panel or the dialog; it stops itself after 5 s. */
  startRecording: (target: FeedbackSource, options: StartRecordingOptions) => void;
  /** Stops the recording and fills the text with what was heard (or the sample transcript). */
  stopRecording: () => void;
  /** The id to store this draft under: the same for every attempt of one draft. */
  submissionIdFor: (target: FeedbackSource) => string;
  /** The feedback was stored: thank-you for 5 s, then close, reset and clear. */
  completeSubmission: (target: FeedbackSource) => void;
  openFeedbackDialog: (content?: { title?: string; description?: string }) => void;
  closeFeedbackDialog: () => void;
  /** Forgets every draft and stops every timer (sign-out). */
  reset: () => void;
}

const EMPTY_DRAFT: FeedbackDraft = {
  text: '',
  dictated: false,
  voice: null,
  thanks: false,
  submissionId: null,
};
const EMPTY_DIALOG: DialogState = { ...EMPTY_DRAFT, open: false, title: '', description: '' };

/** Joins typed text and dictated words with one space. */
export function appendText(base: string, addition: string): string {
  const start = base.trimEnd();
  return start ? `${start} ${addition}` : addition;
}

// The recording session's resources: timers, the recogniser, and what it has heard.
let progressTimer: ReturnType<typeof setInterval> | undefined;
let autoStopTimer: ReturnType<typeof setTimeout> | undefined;
let recognizer: SpeechRecognizer | null = null;
let heard = '';
let recognitionIssue: VoiceIssue | null = null;
let baseText = '';
let simulatedTranscript = '';
let sessions = 0;
const thanksTimers: Partial<Record<FeedbackSource, ReturnType<typeof setTimeout>>> = {};
let dialogClearTimer: ReturnType<typeof setTimeout> | undefined;

function releaseRecording(): void {
  if (progressTimer !== undefined) clearInterval(progressTimer);
  if (autoStopTimer !== undefined) clearTimeout(autoStopTimer);
  progressTimer = undefined;
  autoStopTimer = undefined;
  if (recognizer) {
    recognizer.onresult = null;
    recognizer.onerror = null;
    recognizer.onend = null;
    try {
      recognizer.abort();
    } catch {
      // already stopped
    }
  }
  recognizer = null;
}

function clearThanksTimer(target: FeedbackSource): void {
  const timer = thanksTimers[target];
  if (timer !== undefined) clearTimeout(timer);
  delete thanksTimers[target];
}

export const useFeedbackStore = create<FeedbackState>((set, get) => {
  const draftOf = (target: FeedbackSource): FeedbackDraft =>
    target === 'panel' ? get().panel : get().dialog;

  const updateDraft = (target: FeedbackSource, patch: Partial<FeedbackDraft>): void => {
    if (target === 'panel') set((state) => ({ panel: { ...state.panel, ...patch } }));
    else set((state) => ({ dialog: { ...state.dialog, ...patch } }));
  };

  /** Ends the recording without touching the text (closing clears it instead). */
  const cancelRecording = (target?: FeedbackSource): void => {
    const { recording } = get();
    if (!recording || (target && recording.target !== target)) return;
    releaseRecording();
    set({ recording: null });
  };

  return {
    context: null,
    panelOpen: false,
    panel: EMPTY_DRAFT,
    dialog: EMPTY_DIALOG,
    recording: null,

    setContext: (context) => set({ context }),

    openPanel: () => set({ panelOpen: true }),

    closePanel: () => {
      cancelRecording('panel');
      if (get().panel.thanks) {
        // Closing the thank-you early does what its timer would have done.
        clearThanksTimer('panel');
        set({ panelOpen: false, panel: EMPTY_DRAFT });
        return;
      }
      set({ panelOpen: false });
    },

    togglePanel: () => (get().panelOpen ? get().closePanel() : get().openPanel()),

    setText: (target, text) => {
      if (get().recording?.target === target) return;
      // A changed text is a new submission (an earlier attempt may have stored the old one).
      if (text !== draftOf(target).text) updateDraft(target, { text, submissionId: null });
    },

    startRecording: (target, options) => {
      if (get().recording) return;
      sessions += 1;
      const session = sessions;
      baseText = draftOf(target).text;
      simulatedTranscript = options.simulatedTranscript;
      heard = '';
      recognitionIssue = null;
      set({ recording: { target, progress: 0, session } });
      updateDraft(target, { voice: null });

      progressTimer = setInterval(() => {
        const { recording } = get();
        if (recording)
          set({ recording: { ...recording, progress: nextProgress(recording.progress) } });
      }, PROGRESS_TICK_MS);
      autoStopTimer = setTimeout(() => get().stopRecording(), RECORDING_AUTO_STOP_MS);

      // Once per recording session: a session is one start, and a start while recording is ignored.
      if (options.greeting !== null) speak(options.greeting, options.languageTag);

      let created: SpeechRecognizer | null = null;
      try {
        created = createRecognizer();
      } catch (error) {
        console.warn('Speech recognition could not start', error);
        recognitionIssue = 'failed';
        return;
      }
      if (!created) {
        recognitionIssue = 'unsupported';
        return;
      }
      const current = created;
      recognizer = current;
      current.lang = options.languageTag;
      current.continuous = true;
      current.interimResults = true;
      current.onresult = (event) => {
        if (recognizer !== current) return;
        heard = transcriptOf(event);
        if (heard) updateDraft(target, { text: appendText(baseText, heard) });
      };
      current.onerror = (event) => {
        if (recognizer !== current) return;
        recognitionIssue = DENIED_RECOGNITION_ERRORS.includes(event.error) ? 'denied' : 'failed';
        console.warn('Speech recognition failed:', event.error);
      };
      try {
        current.start();
      } catch (error) {
        console.warn('Speech recognition could not start', error);
        recognitionIssue = 'failed';
      }
    },

    stopRecording: () => {
      const { recording } = get();
      if (!recording) return;
      releaseRecording();
      const spoken = heard.trim();
      const voice: VoiceResult = spoken
        ? { outcome: 'recognized', issue: null }
        : { outcome: 'simulated', issue: recognitionIssue ?? 'failed' };
      updateDraft(recording.target, {
        text: appendText(baseText, spoken || simulatedTranscript),
        dictated: true,
        voice,
        submissionId: null,
      });
      set({ recording: null });
    },

    submissionIdFor: (target) => {
      const existing = draftOf(target).submissionId;
      if (existing) return existing;
      const id = newSubmissionId();
      updateDraft(target, { submissionId: id });
      return id;
    },

    completeSubmission: (target) => {
      cancelRecording(target);
      clearThanksTimer(target);
      updateDraft(target, { thanks: true });
      thanksTimers[target] = setTimeout(() => {
        delete thanksTimers[target];
        if (target === 'panel') set({ panelOpen: false, panel: EMPTY_DRAFT });
        else get().closeFeedbackDialog();
      }, THANK_YOU_MS);
    },

    openFeedbackDialog: (content = {}) => {
      if (dialogClearTimer !== undefined) clearTimeout(dialogClearTimer);
      dialogClearTimer = undefined;
      const { dialog } = get();
      set({
        dialog: {
          ...(dialog.open ? dialog : EMPTY_DIALOG),
          open: true,
          title: content.title ?? '',
          description: content.description ?? '',
        },
      });
    },

    closeFeedbackDialog: () => {
      cancelRecording('dialog');
      clearThanksTimer('dialog');
      // The recording flag and the transcript go at once; the content once the dialog is gone.
      set((state) => ({
        dialog: {
          ...state.dialog,
          open: false,
          text: '',
          dictated: false,
          voice: null,
          submissionId: null,
        },
      }));
      if (dialogClearTimer !== undefined) clearTimeout(dialogClearTimer);
      dialogClearTimer = setTimeout(() => {
        dialogClearTimer = undefined;
        set({ dialog: EMPTY_DIALOG });
      }, DIALOG_CLEAR_DELAY_MS);
    },

    reset: () => {
      releaseRecording();
      clearThanksTimer('panel');
      clearThanksTimer('dialog');
      if (dialogClearTimer !== undefined) clearTimeout(dialogClearTimer);
      dialogClearTimer = undefined;
      set({
        panelOpen: false,
        panel: EMPTY_DRAFT,
        dialog: EMPTY_DIALOG,
        recording: null,
      });
    },
  };
});

/** Opens the feedback dialog from anywhere, with a title and description (or the defaults). */
export function openFeedbackDialog(content?: { title?: string; description?: string }): void {
  useFeedbackStore.getState().openFeedbackDialog(content);
}
