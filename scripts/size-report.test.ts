// The route budgets that `npm test` enforces on the build.
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_BUDGET_BYTES,
  LOGIN_BUDGET_BYTES,
  overBudget,
  ROUTE_BUDGETS,
} from './size-report.ts';

describe('route budgets', () => {
  it('are 150 KB gzip for the login page and 250 KB for each role’s dashboard', () => {
    expect(LOGIN_BUDGET_BYTES).toBe(150 * 1024);
    expect(DASHBOARD_BUDGET_BYTES).toBe(250 * 1024);
    expect(Object.keys(ROUTE_BUDGETS).sort()).toEqual([
      '/auth/login',
      '/dashboard/admin',
      '/dashboard/employer',
      '/dashboard/job-seeker',
    ]);
  });

  it('names every route over its budget, and a route missing from the build', () => {
    const within = {
      '/auth/login': LOGIN_BUDGET_BYTES,
      '/dashboard/admin': DASHBOARD_BUDGET_BYTES,
      '/dashboard/employer': 1,
      '/dashboard/job-seeker': 1,
    };
    expect(overBudget(within)).toEqual([]);
    expect(overBudget({ ...within, '/auth/login': LOGIN_BUDGET_BYTES + 1 })).toEqual([
      '/auth/login loads 150.0 KB gzip first, over its 150 KB budget',
    ]);
    const rest: Record<string, number> = { ...within };
    delete rest['/dashboard/admin'];
    expect(overBudget(rest)).toHaveLength(1);
  });
});
