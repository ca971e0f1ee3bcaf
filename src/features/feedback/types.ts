import type { BuiltInFeatureId, FeatureStatus, FeedbackSource } from '@contracts/feedback';

export type { BuiltInFeatureId, FeatureStatus, FeedbackSource };

/** What a screen declares a person would comment on. */
export interface FeedbackContext {
  title: string;
  description: string;
  /** The label of the part of the screen, shown as a badge. */
  component: string;
}

/** One upcoming feature people vote on. */
export interface FeatureSuggestion {
  id: string;
  title: string;
  votes: number;
  hasVoted: boolean;
  /** Where it stands (set by administrators); under review when never set. */
  status: FeatureStatus;
}

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
