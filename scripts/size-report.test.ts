// The route and entry budgets that `npm test` enforces on the build.
import { describe, expect, it } from 'vitest';
import {
  BOOKING_BUDGET_BYTES,
  DASHBOARD_BUDGET_BYTES,
  ENTRY,
  ENTRY_BUDGET_BYTES,
  LOGIN_BUDGET_BYTES,
  overBudget,
  ROUTE_BUDGETS,
  ROUTE_MODULES,
} from './size-report.ts';

const dashboardRoutes = Object.keys(ROUTE_MODULES).filter((route) =>
  route.startsWith('/dashboard'),
);

describe('route budgets', () => {
  it('are 150 KB gzip for the entry and the login page, 250 KB for every dashboard route', () => {
    expect(ENTRY_BUDGET_BYTES).toBe(150 * 1024);
    expect(LOGIN_BUDGET_BYTES).toBe(150 * 1024);
    expect(DASHBOARD_BUDGET_BYTES).toBe(250 * 1024);
    expect(dashboardRoutes.length).toBeGreaterThan(20);
    expect(Object.keys(ROUTE_BUDGETS).sort()).toEqual(
      [ENTRY, '/auth/login', '/book/:token', ...dashboardRoutes].sort(),
    );
    expect(ROUTE_BUDGETS[ENTRY]).toBe(ENTRY_BUDGET_BYTES);
    expect(ROUTE_BUDGETS['/book/:token']).toBe(BOOKING_BUDGET_BYTES);
    // no screen is held to a looser ceiling
    for (const route of dashboardRoutes) expect(ROUTE_BUDGETS[route]).toBe(DASHBOARD_BUDGET_BYTES);
  });

  it('names every route over its budget, and a route missing from the build', () => {
    const within = Object.fromEntries(
      Object.entries(ROUTE_BUDGETS).map(([route, budget]) => [route, budget]),
    );
    expect(overBudget(within)).toEqual([]);
    expect(overBudget({ ...within, '/auth/login': LOGIN_BUDGET_BYTES + 1 })).toEqual([
      '/auth/login loads 150.0 KB gzip first, over its 150 KB budget',
    ]);
    expect(
      overBudget({ ...within, '/dashboard/employer/billing': DASHBOARD_BUDGET_BYTES + 1 }),
    ).toEqual(['/dashboard/employer/billing loads 250.0 KB gzip first, over its 250 KB budget']);
    expect(overBudget({ ...within, [ENTRY]: ENTRY_BUDGET_BYTES + 2048 })).toEqual([
      'entry loads 152.0 KB gzip first, over its 150 KB budget',
    ]);
    const rest: Record<string, number> = { ...within };
    delete rest['/dashboard/admin'];
    expect(overBudget(rest)).toHaveLength(1);
  });
});
