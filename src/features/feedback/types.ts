import type { FEATURE_SUGGESTION_IDS, FEEDBACK_SOURCES } from './constants';

/** What a screen declares a person would comment on. */
export interface FeedbackContext {
  title: string;
  description: string;
  /** The label of the part of the screen, shown as a badge. */
  component: string;
}

/** Where the feedback was given: the side panel or the dialog. */
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

/** One upcoming feature people vote on. */
export interface FeatureSuggestion {
  id: string;
  title: string;
  votes: number;
  hasVoted: boolean;
}

export type BuiltInFeatureId = (typeof FEATURE_SUGGESTION_IDS)[number];

/** The discount recorded by the server for the person's next renewal. */
export interface RenewalDiscount {
  id: string;
  percent: number;
  /** The renewal it applies to, ISO 8601. */
  renewalDate: string;
  status: string;
}

/** How the words of a recording were obtained. */
export type VoiceOutcome =
  /** The browser recognised the person's speech. */
  | 'recognized'
  /** No recognition in this browser, or it failed or heard nothing: the sample transcript. */
  | 'simulated';
