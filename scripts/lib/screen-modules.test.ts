// The size report's screens come from the role shells' own tables: every entry, with its path from
// config/paths and the module its lazy import loads, and a refusal for an entry it cannot read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINKED_PATHS } from '@contracts/links';
import { ROOT } from './emulator-config.ts';
import {
  appRoutes,
  routeNamed,
  routesOf,
  screenModules,
  screensOfTable,
  type RouteTable,
} from './screen-modules.ts';

const TABLE = 'src/app/routes/employer/screens.ts';
const there = (files: string[]) => (projectPath: string) => files.includes(projectPath);
const ROUTES: RouteTable = {
  dashboard: { employer: '/dashboard/employer' },
  employer: { reports: '/dashboard/employer/reports', team: '/dashboard/employer/team' },
};

describe('routesOf', () => {
  it('reads the route table as written: literals, nested tables and the linked paths', () => {
    const source = `import { LINKED_PATHS } from '@contracts/links';
      export const paths = {
        login: '/auth/login',
        acceptInvitation: LINKED_PATHS.acceptInvitation,
        dashboard: { admin: '/dashboard/admin' } satisfies Record<string, string>,
        jobSeeker: { applications: LINKED_PATHS.myApplications },
      } as const;`;
    expect(routesOf('paths.ts', source)).toEqual({
      login: '/auth/login',
      acceptInvitation: LINKED_PATHS.acceptInvitation,
      dashboard: { admin: '/dashboard/admin' },
      jobSeeker: { applications: LINKED_PATHS.myApplications },
    });
  });

  it('refuses a route it cannot read rather than leaving it out', () => {
    const source = "export const paths = { login: base + '/login' };";
    expect(() => routesOf('paths.ts', source)).toThrow(/cannot read the route login/);
    expect(() => routeNamed({ login: '/auth/login' }, 'register')).toThrow(/no route register/);
  });

  it('reads the app’s own table', () => {
    const routes = appRoutes(ROOT);
    expect(routeNamed(routes, 'login')).toBe('/auth/login');
    expect(routeNamed(routes, 'acceptInvitation')).toBe(LINKED_PATHS.acceptInvitation);
  });
});

describe('screenModules', () => {
  it('reads every screen of every role table, with the module that renders it', () => {
    const screens = screenModules(ROOT);
    const entries = ['admin', 'employer', 'job-seeker'].reduce(
      (count, role) =>
        count +
        readFileSync(path.join(ROOT, 'src/app/routes', role, 'screens.ts'), 'utf8').split(
          'component: lazy(',
        ).length -
        1,
      0,
    );
    expect(screens).toHaveLength(entries);
    expect(new Set(screens.map(([route]) => route)).size).toBe(entries);
    expect(screens).toContainEqual([
      '/dashboard/employer',
      'src/app/routes/employer/dashboard-route.tsx',
    ]);
    expect(screens).toContainEqual([
      '/dashboard/employer/candidates/:applicationId',
      'src/app/routes/employer/application-route.tsx',
    ]);
    expect(screens).toContainEqual([
      LINKED_PATHS.myApplications,
      'src/app/routes/job-seeker/applications-route.tsx',
    ]);
  });
});

describe('screensOfTable', () => {
  it('takes the path from the route table and the module of the lazy import, .tsx or .ts', () => {
    const source = `export const screens = [
      { path: paths.employer.reports, component: lazy(() => import('./reports-route')), handle: {} },
      { path: paths.dashboard.employer, index: true, component: lazy(() => import('../shared/overview')) },
    ];`;
    const files = [
      'src/app/routes/employer/reports-route.tsx',
      'src/app/routes/shared/overview.ts',
    ];
    expect(screensOfTable(TABLE, source, there(files), ROUTES)).toEqual([
      ['/dashboard/employer/reports', 'src/app/routes/employer/reports-route.tsx'],
      ['/dashboard/employer', 'src/app/routes/shared/overview.ts'],
    ]);
  });

  it('refuses an entry whose path is not one of the route table', () => {
    const files = ['src/app/routes/employer/x-route.tsx'];
    const literal = `[{ path: '/dashboard/employer/x', component: lazy(() => import('./x-route')) }]`;
    expect(() => screensOfTable(TABLE, literal, there(files), ROUTES)).toThrow(
      /needs `path: paths/,
    );
    const unknown = `[{ path: paths.employer.nothing, component: lazy(() => import('./x-route')) }]`;
    expect(() => screensOfTable(TABLE, unknown, there(files), ROUTES)).toThrow(
      /needs `path: paths/,
    );
  });

  it('refuses an entry whose module is not there', () => {
    const source = `[{ path: paths.employer.team, component: lazy(() => import('./gone-route')) }]`;
    expect(() => screensOfTable(TABLE, source, there([]), ROUTES)).toThrow(
      /no module \.\/gone-route/,
    );
  });
});
