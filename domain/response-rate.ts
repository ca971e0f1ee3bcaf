// A company's response rate (contracts/response-promise.ts): the share of the applications of
// the last RESPONSE_RATE_WINDOW_DAYS days that the team answered within its promise. An
// application is answered by the team's first move of it after it arrived (to any stage, a
// rejection included); it is judged once answered, or once its promise has run out unanswered
// (then it counts against the rate); one still within its promise and unanswered is not judged
// yet. Talent-pool candidates, added by the team itself, are left out by the caller.
import { DAY_MS } from '../contracts/fields.js';
import {
  RESPONSE_RATE_MIN_JUDGED,
  RESPONSE_RATE_WINDOW_DAYS,
  responseDueAt,
} from '../contracts/response-promise.js';

/** An application as the rate sees it: when it arrived and when the team first answered it. */
export interface ApplicationAnswer {
  /** ms since the epoch. */
  createdAt: number;
  /** ms since the epoch; null while unanswered. */
  answeredAt: number | null;
}

export interface ResponseRateFigures {
  /** From 0 to 1; null while fewer than RESPONSE_RATE_MIN_JUDGED applications are judged. */
  responseRate: number | null;
  answeredOnTime: number;
  judged: number;
}

/**
 * When the team first answered an application (ms): its earliest move out of a stage (a stage
 * event with a `from`), else, for an older application without events, the time its stage
 * changed when it is past `applied`; null while unanswered.
 */
export function firstAnswerAt(
  events: readonly { from: string | null | undefined; at: number | null }[],
  stage: string,
  stageChangedAt: number | null,
): number | null {
  const moves = events
    .filter((event) => event.from !== null && event.from !== undefined)
    .map((event) => event.at)
    .filter((at): at is number => at !== null);
  if (moves.length > 0) return Math.min(...moves);
  return stage === 'applied' ? null : stageChangedAt;
}

/** The response rate at `now` (ms) under a promise of `days` days. */
export function responseRateOf(
  applications: readonly ApplicationAnswer[],
  days: number,
  now: number,
): ResponseRateFigures {
  const since = now - RESPONSE_RATE_WINDOW_DAYS * DAY_MS;
  let answeredOnTime = 0;
  let judged = 0;
  for (const { createdAt, answeredAt } of applications) {
    if (createdAt < since || createdAt > now) continue;
    const due = responseDueAt(createdAt, days);
    if (answeredAt !== null && answeredAt <= now) {
      judged += 1;
      if (answeredAt <= due) answeredOnTime += 1;
    } else if (now > due) {
      judged += 1;
    }
  }
  return {
    responseRate: judged >= RESPONSE_RATE_MIN_JUDGED ? answeredOnTime / judged : null,
    answeredOnTime,
    judged,
  };
}
