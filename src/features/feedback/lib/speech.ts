// The browser's speech services (Web Speech API), reached through `window` only, so that tests
// replace them where the browser provides them.

interface RecognitionAlternative {
  transcript: string;
}

interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}

interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<RecognitionResult>;
}

interface RecognitionErrorEvent {
  readonly error: string;
}

/** The part of SpeechRecognition (or webkitSpeechRecognition) this feature uses. */
export interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

type RecognizerConstructor = new () => SpeechRecognizer;

interface SpeechWindow {
  SpeechRecognition?: RecognizerConstructor;
  webkitSpeechRecognition?: RecognizerConstructor;
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

function speechWindow(): SpeechWindow | null {
  return typeof window === 'undefined' ? null : window;
}

/** The browser's speech recognition, or null when it has none. */
export function createRecognizer(): SpeechRecognizer | null {
  const scope = speechWindow();
  const Recognizer = scope?.SpeechRecognition ?? scope?.webkitSpeechRecognition;
  if (typeof Recognizer !== 'function') return null;
  return new Recognizer();
}

/** Errors that mean the person (or the browser's policy) refused the microphone. */
export const DENIED_RECOGNITION_ERRORS = ['not-allowed', 'service-not-allowed'];

/** Everything heard so far: the final words and the ones still being recognised. */
export function transcriptOf(event: RecognitionResultEvent): string {
  const words: string[] = [];
  for (let index = 0; index < event.results.length; index += 1) {
    const text = event.results[index]?.[0]?.transcript.trim();
    if (text) words.push(text);
  }
  return words.join(' ');
}

/**
 * The voice to speak `languageTag` with: the same tag, else the same language; a local voice is
 * preferred. Null when the browser has none for the language (it then picks by `lang`).
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  languageTag: string,
): SpeechSynthesisVoice | null {
  const tag = languageTag.toLowerCase();
  const language = tag.split('-')[0] ?? tag;
  const normal = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace('_', '-');
  const exact = voices.filter((voice) => normal(voice) === tag);
  const sameLanguage = voices.filter((voice) => normal(voice).split('-')[0] === language);
  const candidates = exact.length > 0 ? exact : sameLanguage;
  return candidates.find((voice) => voice.localService) ?? candidates[0] ?? null;
}

/** Speaks `text` in `languageTag` with a voice of that language when there is one. */
export function speak(text: string, languageTag: string): boolean {
  const scope = speechWindow();
  const synthesis = scope?.speechSynthesis;
  const Utterance = scope?.SpeechSynthesisUtterance;
  if (!synthesis || typeof Utterance !== 'function') return false;
  try {
    const utterance = new Utterance(text);
    utterance.lang = languageTag;
    const voice = pickVoice(synthesis.getVoices(), languageTag);
    if (voice) utterance.voice = voice;
    synthesis.speak(utterance);
    return true;
  } catch (error) {
    console.warn('Speech synthesis failed', error);
    return false;
  }
}
