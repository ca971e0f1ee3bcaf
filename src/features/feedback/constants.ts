// The feedback panel's numbers, from the product specification (§9) and its real storage. The
// stored documents' limits live in @contracts/feedback, imported where used: importing them here
// would bring the contracts' schemas (zod) along with the store that every signed-in screen loads.

/** A recording stops by itself after this long. */
export const RECORDING_AUTO_STOP_MS = 5_000;
/** While recording, the progress rises by PROGRESS_STEP every PROGRESS_TICK_MS … */
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_STEP = 1;
/** … up to PROGRESS_MAX, then wraps to 0. */
export const PROGRESS_MAX = 100;

/** The thank-you state shows this long; then the panel closes, resets and clears its text. */
export const THANK_YOU_MS = 5_000;
/** After the dialog closes, its content is cleared this much later. */
export const DIALOG_CLEAR_DELAY_MS = 300;

/** The panel's place: fixed to the inline-end edge below the header, this wide. */
export const PANEL_WIDTH = '24rem';
export const HEADER_HEIGHT = '4rem';

/** A submission that has not been acknowledged by then is reported as failed (text kept). */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** The language tag speech recognition and synthesis use for each interface language. */
export const SPEECH_LANGUAGE_TAGS = {
  en: 'en-US',
  de: 'de-DE',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
  ar: 'ar-SA',
} as const;

/** The id of the feedback side panel, which the launcher controls. */
export const FEEDBACK_PANEL_ID = 'feedback-panel';

/** The telemetry event of a stored feedback (no free text in its properties). */
export const FEEDBACK_SUBMITTED_EVENT = 'feedback_submitted';
