// Stand-ins for the browser's Web Speech API, installed on `window` (the browser boundary) and
// removed after each test. The feature's own modules are never replaced.
import { vi } from 'vitest';

type Handler<E> = ((event: E) => void) | null;

interface ResultEvent {
  resultIndex: number;
  results: { isFinal: boolean; length: number; [index: number]: { transcript: string } }[];
}

/** A SpeechRecognition the test drives: `say` delivers words, `fail` an error. */
export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  static startError: Error | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: Handler<ResultEvent> = null;
  onerror: Handler<{ error: string }> = null;
  onend: (() => void) | null = null;
  started = false;
  aborted = false;
  private heard: string[] = [];

  constructor() {
    FakeRecognition.instances.push(this);
  }

  start(): void {
    if (FakeRecognition.startError) throw FakeRecognition.startError;
    this.started = true;
  }

  abort(): void {
    this.aborted = true;
  }

  say(words: string, isFinal = true): void {
    this.heard.push(words);
    this.onresult?.({
      resultIndex: this.heard.length - 1,
      results: this.heard.map((transcript, index) => ({
        isFinal: index < this.heard.length - 1 || isFinal,
        length: 1,
        0: { transcript },
      })),
    });
  }

  fail(error: string): void {
    this.onerror?.({ error });
    this.onend?.();
  }

  static get last(): FakeRecognition | undefined {
    return FakeRecognition.instances.at(-1);
  }
}

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(public text: string) {}
}

function voice(name: string, lang: string, localService = true): SpeechSynthesisVoice {
  return { name, lang, localService, default: false, voiceURI: name };
}

export const VOICES = [
  voice('English', 'en-US'),
  voice('Deutsch', 'de-DE'),
  voice('Arabic (remote)', 'ar-EG', false),
  voice('Arabic', 'ar-SA'),
];

type SpeechWindow = Record<string, unknown>;
const target = window as unknown as SpeechWindow;
const KEYS = [
  'SpeechRecognition',
  'webkitSpeechRecognition',
  'speechSynthesis',
  'SpeechSynthesisUtterance',
];

/** Installs speech synthesis (with voices) and, unless `recognition` is null, recognition. */
export function installSpeech(
  options: { recognition?: 'standard' | 'webkit' | null; voices?: SpeechSynthesisVoice[] } = {},
) {
  FakeRecognition.instances = [];
  FakeRecognition.startError = null;
  const speak = vi.fn<(utterance: FakeUtterance) => void>();
  target.speechSynthesis = {
    speak,
    cancel: vi.fn(),
    getVoices: () => options.voices ?? VOICES,
  };
  target.SpeechSynthesisUtterance = FakeUtterance;
  const recognition = options.recognition === undefined ? 'standard' : options.recognition;
  if (recognition === 'standard') target.SpeechRecognition = FakeRecognition;
  if (recognition === 'webkit') target.webkitSpeechRecognition = FakeRecognition;
  return { speak };
}

export function removeSpeech(): void {
  for (const key of KEYS) delete target[key];
  FakeRecognition.instances = [];
  FakeRecognition.startError = null;
}
