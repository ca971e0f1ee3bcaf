// Reports the gzip size of the JavaScript each route loads first: the entry chunk, the route's own
// lazy chunk, and every chunk they import statically; and of the entry itself (the entry chunk and
// the chunks it imports statically), which every page runs before its own code. Run after
// `vite build` (npm run build).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/emulator-config.ts';
import { appRoutes, routeNamed, screenModules } from './lib/screen-modules.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SHELL = 'src/app/shell/role-shell.tsx';

/**
 * The pages outside the role shells that the report measures, by their names in
 * src/config/paths.ts: signing in, accepting an invitation and a candidate's booking page.
 */
const PAGE_MODULES: [name: string, module: string][] = [
  ['login', 'src/app/routes/auth/login-route.tsx'],
  ['register', 'src/app/routes/auth/register-route.tsx'],
  ['forgotPassword', 'src/app/routes/auth/forgot-password-route.tsx'],
  ['acceptInvitation', 'src/app/routes/invitations/accept-invitation-route.tsx'],
  ['booking', 'src/app/routes/booking/booking-route.tsx'],
];

const routes = appRoutes(ROOT);
/**
 * Route → the modules that render it: those pages, then every screen of the role shells' tables
 * (src/app/routes/<role>/screens.ts), each with the shell it renders in.
 */
export const ROUTE_MODULES: Record<string, readonly string[]> = Object.fromEntries([
  ...PAGE_MODULES.map(([name, module]): [string, string[]] => [routeNamed(routes, name), [module]]),
  ...screenModules(ROOT).map(([route, module]): [string, string[]] => [route, [SHELL, module]]),
]);

/** `npm test` fails when the login page loads more than this first (gzip bytes). */
export const LOGIN_BUDGET_BYTES = 150 * 1024;
/**
 * …or when a candidate's booking page does more than this: they open it from a mail, often on a
 * phone, without signing in (the page itself is a small chunk; its confirmation loads later).
 */
export const BOOKING_BUDGET_BYTES = 175 * 1024;
/**
 * …or when a dashboard route does more than this. Firestore, the Functions SDK, charts and dialogs
 * load after a screen has painted (src/lib/firebase/firestore-sdk.ts, src/lib/lazy-component.tsx),
 * and so do the big forms and tables of the employer's screens (their routes import them lazily).
 */
export const DASHBOARD_BUDGET_BYTES = 250 * 1024;

/** The report's name for the entry: the entry chunk and the chunks it imports statically. */
export const ENTRY = 'entry';
/**
 * …or when the entry does more than this: React, the router, i18next, React Query and the app's
 * frame. What only some screens run (Firestore, the session's dialogs, the role tables' screens)
 * loads with them.
 */
export const ENTRY_BUDGET_BYTES = 150 * 1024;

/**
 * The routes with a budget, and the budget: the entry, the login page, the booking page and every
 * dashboard route.
 */
export const ROUTE_BUDGETS: Record<string, number> = Object.fromEntries([
  [ENTRY, ENTRY_BUDGET_BYTES],
  ...Object.keys(ROUTE_MODULES).flatMap((route): [string, number][] => {
    if (route === '/auth/login') return [[route, LOGIN_BUDGET_BYTES]];
    if (route === routeNamed(routes, 'booking')) return [[route, BOOKING_BUDGET_BYTES]];
    if (!route.startsWith('/dashboard')) return [];
    return [[route, DASHBOARD_BUDGET_BYTES]];
  }),
]);

/** "route: 151.2 KB gzip, over its 150 KB budget" for every route over its budget. */
export function overBudget(sizes: Record<string, number>): string[] {
  return Object.entries(ROUTE_BUDGETS).flatMap(([route, budget]) => {
    const size = sizes[route] ?? Number.POSITIVE_INFINITY;
    return size > budget
      ? [
          `${route} loads ${(size / 1024).toFixed(1)} KB gzip first, over its ${budget / 1024} KB budget`,
        ]
      : [];
  });
}

const DIST = process.env.SIZE_REPORT_DIST ?? path.join(ROOT, 'dist');

function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen);
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** The gzip bytes of JavaScript the entry (ENTRY) and each route load first. */
export function routeSizes(): Record<string, number> {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const jsSize = (files: Set<string>) =>
    [...files]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSize(file), 0);
  const entryFiles = new Set<string>();
  collect(manifest, entryKey, entryFiles);
  const sizes: Record<string, number> = { [ENTRY]: jsSize(entryFiles) };
  for (const [route, moduleKeys] of Object.entries(ROUTE_MODULES)) {
    const files = new Set<string>();
    collect(manifest, entryKey, files);
    for (const moduleKey of moduleKeys) {
      if (!manifest[moduleKey]) throw new Error(`${moduleKey} is not a chunk of the build`);
      collect(manifest, moduleKey, files);
    }
    sizes[route] = jsSize(files);
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = routeSizes();
  console.log('JavaScript each route loads first (gzip):');
  for (const [route, bytes] of Object.entries(sizes))
    console.log(`  ${route.padEnd(24)} ${kb(bytes)}`);
  writeFileSync(path.join(DIST, '.vite', 'route-sizes.json'), JSON.stringify(sizes, null, 2));
  for (const [route, budget] of Object.entries(ROUTE_BUDGETS)) {
    console.log(`Budget ${route}: ${kb(sizes[route] ?? 0)} of ${kb(budget)}`);
  }
  const over = overBudget(sizes);
  for (const line of over) console.error(line);
  if (over.length > 0) process.exitCode = 1;
}
