// A company's response promise (companies/{companyId}/settings/responsePromise: how many days an
// application may wait in a stage before the team answers) and its public response rate
// (companyStats/{companyId}: the share of recent applications answered within the promise, which
// job seekers see on the company's postings). Both are computed on the server
// (functions/src/responses); the team reads the promise to flag overdue applications.
import * as z from 'zod/mini';
import { DAY_MS, timestampField } from './fields.js';
import type { ApplicationStage } from './application.js';

/** The promise a company keeps until it sets its own. */
export const DEFAULT_RESPONSE_DAYS = 7;
/** The bounds of a promise, in days. */
export const RESPONSE_DAYS_MIN = 1;
export const RESPONSE_DAYS_MAX = 30;

/**
 * The stages in which an application waits for the team: an offer waits for the candidate, a
 * hired or rejected one waits for nobody.
 */
export const WAITING_STAGES = [
  'applied',
  'screening',
  'interview',
] as const satisfies readonly ApplicationStage[];

/** The response rate counts the applications of this many days before it is computed. */
export const RESPONSE_RATE_WINDOW_DAYS = 90;

/** The schedules that send the status mails and compute the rates (UTC). */
export const RESPONSE_REMINDER_SCHEDULE = 'every day 06:00';
export const RESPONSE_RATE_SCHEDULE = 'every day 03:30';

/** The id of the promise's document under companies/{companyId}/settings. */
export const RESPONSE_PROMISE_DOC = 'responsePromise';

export const responsePromiseSchema = z.object({
  days: z.int().check(z.gte(RESPONSE_DAYS_MIN), z.lte(RESPONSE_DAYS_MAX)),
  updatedBy: z.string().check(z.minLength(1)),
  updatedAt: timestampField,
});
export type ResponsePromiseDocument = z.infer<typeof responsePromiseSchema>;

/** What the settings form sends. */
export const responsePromiseInputSchema = z.object({
  days: z.int().check(z.gte(RESPONSE_DAYS_MIN), z.lte(RESPONSE_DAYS_MAX)),
});

/** The promise's days as stored, the default when it is missing or out of bounds. */
export function responseDaysOf(data: unknown): number {
  const parsed = responsePromiseInputSchema.safeParse(data);
  return parsed.success ? parsed.data.days : DEFAULT_RESPONSE_DAYS;
}

/** When an application that entered its stage at `since` (ms) is overdue under a promise. */
export const responseDueAt = (since: number, days: number) => since + days * DAY_MS;

/** Whether an application in `stage` since `since` (ms) waits past the promise at `now` (ms). */
export const isOverdue = (stage: string, since: number, days: number, now: number) =>
  (WAITING_STAGES as readonly string[]).includes(stage) && now > responseDueAt(since, days);

/**
 * companyStats/{companyId}: what job seekers see of a company's answers. `responseRate` is a
 * share from 0 to 1, null while fewer than RESPONSE_RATE_MIN_JUDGED applications can be judged.
 */
export const companyStatsSchema = z.object({
  responseRate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Applications answered within the promise. */
  answeredOnTime: z.int().check(z.gte(0)),
  /** Applications that can be judged: answered, or unanswered past the promise. */
  judged: z.int().check(z.gte(0)),
  /** The promise the figures were judged by. */
  promiseDays: z.int().check(z.gte(RESPONSE_DAYS_MIN), z.lte(RESPONSE_DAYS_MAX)),
  computedAt: timestampField,
});
export type CompanyStatsDocument = z.infer<typeof companyStatsSchema>;

/** Fewer judged applications than this give no rate (a rate of one application says little). */
export const RESPONSE_RATE_MIN_JUDGED = 3;
