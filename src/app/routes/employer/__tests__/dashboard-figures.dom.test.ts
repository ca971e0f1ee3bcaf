import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_STAGES } from '@contracts/application';
import { DAY_MS } from '@contracts/fields';
import { newSince, overdueApplications, stageCounts, takeLastVisit } from '../dashboard-figures';

const at = (ms: number | null) => ({ createdAt: ms === null ? null : { toMillis: () => ms } });

describe('stageCounts', () => {
  it('counts each stage in pipeline order, listing empty stages as zero', () => {
    const counts = stageCounts([
      { stage: 'screening' },
      { stage: 'applied' },
      { stage: 'screening' },
      { stage: 'rejected' },
    ]);
    expect(counts.map((entry) => entry.stage)).toEqual([...APPLICATION_STAGES]);
    expect(Object.fromEntries(counts.map(({ stage, count }) => [stage, count]))).toEqual({
      applied: 1,
      screening: 2,
      interview: 0,
      offer: 0,
      hired: 0,
      rejected: 1,
    });
  });
});

describe('newSince', () => {
  it('keeps only what came in after the previous visit, and what has no server time yet', () => {
    const items = [at(100), at(200), at(300), at(null)];
    expect(newSince(items, 200)).toEqual([items[2], items[3]]);
  });

  it('counts everything on a first visit', () => {
    expect(newSince([at(1), at(2)], null)).toHaveLength(2);
  });
});

describe('overdueApplications', () => {
  const NOW = Date.UTC(2026, 10, 27);
  const waiting = (
    id: string,
    stage: 'applied' | 'interview' | 'offer',
    days: number,
    source = 'applicant',
  ) => ({
    id,
    stage,
    source,
    stageChangedAt: { toMillis: () => NOW - days * DAY_MS },
  });

  it('lists applicants waiting past the promise in a waiting stage, the longest waiting first', () => {
    const items = [
      waiting('fresh', 'applied', 3),
      waiting('late', 'applied', 8),
      waiting('later', 'interview', 12),
      waiting('offered', 'offer', 20),
      waiting('pool', 'applied', 20, 'talentPool'),
    ];
    expect(overdueApplications(items, 7, NOW).map((item) => item.id)).toEqual(['later', 'late']);
    expect(overdueApplications(items, 10, NOW).map((item) => item.id)).toEqual(['later']);
  });
});

describe('takeLastVisit', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('answers the visit of an earlier session, the same all through this one', () => {
    expect(takeLastVisit('omar', 1_000)).toBeNull();
    // the same session: a second render, a navigation back, a reload
    expect(takeLastVisit('omar', 2_000)).toBeNull();
    expect(takeLastVisit('omar', 3_000)).toBeNull();
    // a new session compares with the last time the dashboard was open
    sessionStorage.clear();
    expect(takeLastVisit('omar', 9_000)).toBe(3_000);
    expect(takeLastVisit('omar', 9_500)).toBe(3_000);
  });

  it('keeps each person apart', () => {
    takeLastVisit('omar', 1_000);
    sessionStorage.clear();
    expect(takeLastVisit('mia', 5_000)).toBeNull();
    expect(takeLastVisit('omar', 5_000)).toBe(1_000);
  });
});
