// feedback/{id}, features/{id} with voters/{uid}, and discounts/{id}: what people tell us, the
// upcoming features they vote on, and the renewal discount feedback earns.
import * as z from 'zod/mini';
import { timestampField } from './fields.js';
import { LOCALES } from './locales.js';

/** Giving feedback earns this much off the next subscription renewal. */
export const FEEDBACK_DISCOUNT_PERCENT = 10;

/** Bounds of a stored feedback document (firestore.rules enforces the same). */
export const FEEDBACK_TEXT_MAX_LENGTH = 2_000;
export const CONTEXT_TITLE_MAX_LENGTH = 200;
export const CONTEXT_DESCRIPTION_MAX_LENGTH = 1_000;
export const CONTEXT_COMPONENT_MAX_LENGTH = 100;
export const FEEDBACK_ID_MAX_LENGTH = 128;

export const FEEDBACK_SOURCES = ['panel', 'dialog'] as const;
/** Where the feedback was given: the side panel or the dialog. */
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

/** What a screen declares a person would comment on. */
export const feedbackContextSchema = z.object({
  title: z.string().check(z.maxLength(CONTEXT_TITLE_MAX_LENGTH)),
  description: z.string().check(z.maxLength(CONTEXT_DESCRIPTION_MAX_LENGTH)),
  /** The label of the part of the screen, shown as a badge. */
  component: z.string().check(z.maxLength(CONTEXT_COMPONENT_MAX_LENGTH)),
});

/** A stored feedback. `createdAt` is the server's time. */
export const feedbackSchema = z.object({
  authorUid: z.string().check(z.minLength(1)),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_TEXT_MAX_LENGTH)),
  context: z.nullable(feedbackContextSchema),
  locale: z.enum(LOCALES),
  source: z.enum(FEEDBACK_SOURCES),
  dictated: z.boolean(),
  createdAt: timestampField,
});
export type FeedbackDocument = z.infer<typeof feedbackSchema>;

/** Where an upcoming feature stands; job seekers see it next to the feature in the panel. */
export const FEATURE_STATUSES = [
  'under_review',
  'planned',
  'in_progress',
  'done',
  'declined',
] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];
/** A feature without a status (written before statuses existed) is under review. */
export const DEFAULT_FEATURE_STATUS: FeatureStatus = 'under_review';
/** Statuses that close the vote: the feature is built, or will not be. */
export const VOTING_CLOSED_STATUSES: readonly FeatureStatus[] = ['done', 'declined'];
export const FEATURE_TITLE_MAX_LENGTH = 200;
export const FEATURE_DESCRIPTION_MAX_LENGTH = 1_000;

/**
 * An upcoming feature; one vote per person is kept in its `voters/{uid}`. Administrators add and
 * edit features (title, description, status, stamped with the server's time); votes are the
 * voters' alone (firestore.rules).
 */
export const featureSchema = z.object({
  title: z.string().check(z.maxLength(FEATURE_TITLE_MAX_LENGTH)),
  votes: z.int(),
  description: z.optional(z.string().check(z.maxLength(FEATURE_DESCRIPTION_MAX_LENGTH))),
  status: z.optional(z.enum(FEATURE_STATUSES)),
  createdAt: z.optional(timestampField),
  updatedAt: z.optional(timestampField),
});

/** What the admin's feature form sends (trimmed, within the limits the rules enforce). */
export const featureFormSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEATURE_TITLE_MAX_LENGTH)),
  description: z.string().check(z.trim(), z.maxLength(FEATURE_DESCRIPTION_MAX_LENGTH)),
  status: z.enum(FEATURE_STATUSES),
});
export type FeatureForm = z.infer<typeof featureFormSchema>;
export const voterSchema = z.object({
  uid: z.string(),
  votedAt: timestampField,
});

/** The five built-in suggestions (spec §3), with their vote counts as the product began. */
export const FEATURE_SUGGESTIONS = [
  { id: 'ai-resume-analyzer', title: 'AI resume analyzer with industry benchmarks', votes: 342 },
  { id: 'interview-practice', title: 'Interview practice with real company questions', votes: 287 },
  { id: 'salary-negotiation', title: 'Salary negotiation assistant', votes: 256 },
  { id: 'career-path-visualization', title: 'Career path visualization with timeline', votes: 198 },
  { id: 'learning-recommendations', title: 'Personalized learning recommendations', votes: 175 },
] as const;
export const FEATURE_SUGGESTION_IDS = FEATURE_SUGGESTIONS.map((feature) => feature.id);
export type BuiltInFeatureId = (typeof FEATURE_SUGGESTIONS)[number]['id'];

const DISCOUNT_STATUSES = ['pending', 'applied'] as const;
export const RENEWAL_INTERVALS = ['month', 'year'] as const;

/** discounts/{uid}_{renewal day}: recorded by the server alone, one per renewal period. */
export const discountSchema = z.object({
  uid: z.string(),
  percent: z.number(),
  reason: z.literal('feedback'),
  feedbackId: z.string(),
  renewalDate: timestampField,
  periodStart: timestampField,
  interval: z.enum(RENEWAL_INTERVALS),
  status: z.enum(DISCOUNT_STATUSES),
  createdAt: timestampField,
});
export type DiscountDocument = z.infer<typeof discountSchema>;

/** A discount as read back: a status this version does not know is kept (and is not pending). */
export const storedDiscountSchema = z.extend(discountSchema, { status: z.string() });
