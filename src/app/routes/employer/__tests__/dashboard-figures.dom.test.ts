import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_STAGES } from '@contracts/application';
import { newSince, stageCounts, takeLastVisit } from '../dashboard-figures';

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
