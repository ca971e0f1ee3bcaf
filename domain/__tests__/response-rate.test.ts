// The response rate (domain/response-rate.ts) and the overdue rule (contracts/response-promise.ts)
// on hand-made applications, each figure worked out by hand in the test's comments.
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../contracts/fields';
import { isOverdue, responseDaysOf } from '../../contracts/response-promise';
import { firstAnswerAt, responseRateOf } from '../response-rate';

const NOW = Date.UTC(2026, 10, 27, 12);
const daysAgo = (days: number) => NOW - days * DAY_MS;

describe('responseRateOf', () => {
  it('counts answers within the promise among the judged applications of 90 days', () => {
    const figures = responseRateOf(
      [
        { createdAt: daysAgo(20), answeredAt: daysAgo(18) }, // 2 days: on time
        { createdAt: daysAgo(30), answeredAt: daysAgo(23) }, // exactly 7 days: on time
        { createdAt: daysAgo(40), answeredAt: daysAgo(30) }, // 10 days: late
        { createdAt: daysAgo(10), answeredAt: null }, // 10 days unanswered: late
        { createdAt: daysAgo(3), answeredAt: null }, // within the promise: not judged
        { createdAt: daysAgo(2), answeredAt: daysAgo(1) }, // 1 day: on time
        { createdAt: daysAgo(95), answeredAt: daysAgo(94) }, // before the window
      ],
      7,
      NOW,
    );
    // judged: 5 (on time 3, late 2) → 3 / 5
    expect(figures).toEqual({ responseRate: 0.6, answeredOnTime: 3, judged: 5 });
  });

  it('gives no rate for fewer than three judged applications', () => {
    expect(
      responseRateOf(
        [
          { createdAt: daysAgo(20), answeredAt: daysAgo(19) },
          { createdAt: daysAgo(1), answeredAt: null },
        ],
        7,
        NOW,
      ),
    ).toEqual({ responseRate: null, answeredOnTime: 1, judged: 1 });
  });

  it('judges by the promise it is given', () => {
    const applications = [
      { createdAt: daysAgo(20), answeredAt: daysAgo(16) }, // 4 days
      { createdAt: daysAgo(20), answeredAt: daysAgo(17) }, // 3 days
      { createdAt: daysAgo(20), answeredAt: daysAgo(19) }, // 1 day
    ];
    expect(responseRateOf(applications, 3, NOW).responseRate).toBeCloseTo(2 / 3);
    expect(responseRateOf(applications, 1, NOW).responseRate).toBeCloseTo(1 / 3);
  });
});

describe('the promise', () => {
  it('flags an application waiting in a stage longer than the promise, not in an offer', () => {
    expect(isOverdue('applied', daysAgo(8), 7, NOW)).toBe(true);
    expect(isOverdue('interview', daysAgo(7), 7, NOW)).toBe(false);
    expect(isOverdue('offer', daysAgo(30), 7, NOW)).toBe(false);
    expect(isOverdue('rejected', daysAgo(30), 7, NOW)).toBe(false);
  });

  it('reads a stored promise, the default for one missing or out of bounds', () => {
    expect(responseDaysOf({ days: 3 })).toBe(3);
    expect(responseDaysOf({ days: 0 })).toBe(7);
    expect(responseDaysOf(undefined)).toBe(7);
  });
});

describe('firstAnswerAt', () => {
  it('takes the earliest move out of a stage, not the arrival', () => {
    const events = [
      { from: null, at: 1 },
      { from: 'screening', at: 30 },
      { from: 'applied', at: 20 },
    ];
    expect(firstAnswerAt(events, 'interview', 30)).toBe(20);
  });

  it('falls back to the stage change of a moved application without events', () => {
    expect(firstAnswerAt([], 'screening', 50)).toBe(50);
    expect(firstAnswerAt([{ from: null, at: 1 }], 'applied', 1)).toBeNull();
  });
});
