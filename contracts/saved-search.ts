// users/{uid}/savedSearches/{id}: a job seeker's saved search and its alert. The search is kept as
// the search screen's URL query (domain/job-search-params.ts reads it), so a filter the screen
// gains later is saved too. A search is created through the `createSavedSearch` callable (which
// bounds how many a person keeps and makes the id); its owner renames, pauses and deletes it and
// changes its frequency in place (firestore.rules); the alert run (functions/src/alerts) alone
// writes what it mailed. The time zone its "daily" and "weekly" follow sits on users/{uid}.
import * as z from 'zod/mini';
import type { ApiBodyRule } from './api.js';
import { timestampField } from './fields.js';

export const SAVED_SEARCH_LIMITS = {
  /** Most saved searches one person keeps. */
  perPerson: 20,
  nameMax: 80,
  /** Longest stored URL query (every filter at its longest fits). */
  queryMax: 1000,
  /** How many of the jobs last mailed a search remembers, so none is mailed twice. */
  mailedJobIdsMax: 200,
  /** Most jobs one search lists in a digest (the mail links to the rest). */
  jobsPerDigest: 10,
} as const;

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** How often the alert run looks for new matches; "instant" alerts go out at each run. */
export const ALERT_RUN_SCHEDULE = 'every 15 minutes';
export const ALERT_RUN_INTERVAL_MS = 15 * 60_000;
/** "Daily" alerts go out from this hour of the person's morning, "weekly" ones on Monday's. */
export const ALERT_LOCAL_HOUR = 8;
/**
 * A run asks for postings published this long before the last alert as well: a posting indexed
 * a little after it was published is still found, and the mailed ids keep it from coming twice.
 */
export const ALERT_OVERLAP_MS = 60 * 60_000;
/** The zone of a person who has not chosen one. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** Longest stored time zone name (IANA names are shorter). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** A saved search's name, as typed: trimmed, 1 to SAVED_SEARCH_LIMITS.nameMax characters. */
export const savedSearchNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(SAVED_SEARCH_LIMITS.nameMax));

export const savedSearchSchema = z.object({
  uid: z.string(),
  name: z.string(),
  /** The search screen's URL query, without `?` (`q=react&location=Berlin`). */
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  createdAt: timestampField,
  updatedAt: timestampField,
  /** Set by the alert run alone: the last run that looked for this search (null: none yet). */
  lastAlertAt: z.nullable(timestampField),
  /** Set by the alert run alone: the jobs mailed lately, newest last. */
  mailedJobIds: z.array(z.string()),
});
export type SavedSearchDocument = z.infer<typeof savedSearchSchema>;

/** The fields its owner changes in place (firestore.rules allows these and `updatedAt`). */
export const SAVED_SEARCH_OWNER_FIELDS = [
  'name',
  'frequency',
  'paused',
  'updatedAt',
] as const satisfies readonly (keyof SavedSearchDocument)[];

/** createSavedSearch: a new saved search; the profile takes `timeZone` when it has none yet. */
export const createSavedSearchInput = z.object({
  name: savedSearchNameSchema,
  query: z.string().check(z.maxLength(SAVED_SEARCH_LIMITS.queryMax)),
  frequency: z.enum(ALERT_FREQUENCIES),
  timeZone: z.optional(z.string().check(z.maxLength(TIME_ZONE_MAX_LENGTH))),
});
export type CreateSavedSearchResult = { savedSearchId: string };

/** What the owner may change: a rename, a frequency, pausing or resuming. */
export const updateSavedSearchSchema = z.object({
  name: z.optional(savedSearchNameSchema),
  frequency: z.optional(z.enum(ALERT_FREQUENCIES)),
  paused: z.optional(z.boolean()),
});
export type SavedSearchUpdate = z.infer<typeof updateSavedSearchSchema>;

/** GET and POST /api/alerts/unsubscribe?token=…: pauses the alerts the signed token names. */
export const ALERT_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
/** The form field and value of an RFC 8058 one-click unsubscription (the confirm page posts it too). */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/**
 * The POST's body: RFC 8058 names these two form encodings. The handler reads it as text (the
 * signed token in the address is what it trusts; the body must say One-Click).
 */
export const ALERT_UNSUBSCRIBE_BODY: ApiBodyRule = {
  maxBytes: 2048,
  mediaTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  asText: true,
};

/**
 * POST /api/alerts/run {now?}: runs the alert schedule's work at once, in the Functions emulator
 * only (the end-to-end tests, which have no scheduler); anywhere else the path does not exist.
 */
export const ALERT_RUN_PATH = '/api/alerts/run';
export const ALERT_RUN_BODY: ApiBodyRule = {
  maxBytes: 256,
  mediaTypes: ['text/plain', 'application/json'],
};
