import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { LOCALES, RTL_LOCALES } from './contracts/locales.ts';
import { robotsTxt } from './contracts/public-pages.ts';
import { localAppEnv } from './scripts/lib/app-env.ts';
import { emulators, hostingUrl } from './scripts/lib/emulator-config.ts';
import { chunkPreload } from './scripts/lib/chunk-preload-plugin.ts';
import { entryCompileHint } from './scripts/lib/compile-hints.ts';
import { splitLocales } from './scripts/lib/locale-groups.ts';
import { prerenderPages } from './scripts/lib/prerender-pages.ts';
import { reactAriaLocale } from './scripts/lib/react-aria-locale.ts';
import { reactDomMarkers } from './scripts/lib/react-dom-markers.ts';
import { reactRouterProduction } from './scripts/lib/react-router-production.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The unit test files, by what they need: a DOM (`*.test.tsx`, `*.dom.test.ts`: jsdom) or not
 * (`*.test.ts`: Node, where a file costs milliseconds to set up), and whether they replace modules
 * (`vi.mock`: a module registry of their own) or not (files share their worker's registry and
 * environment, which saves setting them up again for every file).
 */
function unitTests(dom: boolean, mocks: boolean): string[] {
  const files = ['src', 'contracts', 'domain']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.split(path.sep).join('/')}`,
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .filter((file) => (file.endsWith('.tsx') || file.endsWith('.dom.test.ts')) === dom)
    .filter(
      (file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')) === mocks,
    );
  // a project with no files would run every file of the tree
  return files.length > 0 ? files : ['no-such-file.test.ts'];
}

const unitProject = (name: string, dom: boolean, mocks: boolean) => ({
  extends: true as const,
  test: {
    name,
    environment: dom ? 'jsdom' : 'node',
    include: unitTests(dom, mocks),
    isolate: mocks,
    restoreMocks: true,
    // a render with user events takes seconds on a busy 2-core machine: a form test typing every
    // field has taken 20 to 30 s beside the end-to-end and functions tests
    ...(dom ? { setupFiles: ['src/testing/setup.ts'], testTimeout: 60_000 } : {}),
  },
});

/**
 * Where the browser finds the local suite: firebase.json's ports (the one place ports live), moved
 * as a whole when the run uses another port set (EMULATOR_PORT_OFFSET).
 */
const emulatorHosts = {
  auth: `http://${emulators.auth.host}:${emulators.auth.port}`,
  firestore: { host: emulators.firestore.host, port: emulators.firestore.port },
  functions: { host: emulators.functions.host, port: emulators.functions.port },
};

/**
 * The build's source maps stay off the public site: written without a reference in the scripts
 * ('hidden') and moved out of dist/ into .sourcemaps/ (kept locally, uploaded nowhere).
 */
function keepSourceMapsPrivate(): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const target = path.join(root, '.sourcemaps');
      rmSync(target, { recursive: true, force: true });
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const destination = path.join(target, file);
        mkdirSync(path.dirname(destination), { recursive: true });
        renameSync(path.join(outDir, file), destination);
      }
    },
  };
}

/**
 * robots.txt, written by the build: Cloud Functions answer /robots.txt with 404 before a function
 * sees it, so no Hosting rewrite can reach one. It names the sitemap at APP_URL, the site's
 * address (a local build's: the local suite's Hosting); without one it names none.
 */
function writeRobotsTxt(): Plugin {
  const local = process.env.VITE_USE_FIREBASE_EMULATORS === 'true';
  const siteUrl = process.env.APP_URL?.trim() || (local ? hostingUrl : null);
  return {
    name: 'robots-txt',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}

export default defineConfig({
  plugins: [
    keepSourceMapsPrivate(),
    writeRobotsTxt(),
    reactRouterProduction(root),
    // the kit's built-in texts (react-aria) in our languages only, not its thirty-odd others
    optimizeLocales.vite({ locales: LOCALES }),
    // the kit's default locale (which the app never reads) worked out when read, not at start, and
    // our languages' direction known without the browser's locale data
    reactAriaLocale(
      Object.fromEntries(LOCALES.map((locale) => [locale, RTL_LOCALES.includes(locale)])),
    ),
    // React DOM's markers (errors it throws and catches itself) made without capturing a stack
    reactDomMarkers(),
    react(),
    // the strings in groups, each chunk loading its own; sign-in, sign-up, forgot password and not
    // found as HTML in each language
    splitLocales(),
    prerenderPages(),
    // a lazy chunk's files linked one script per task, not all in the task that asks for it
    chunkPreload(root),
    // the entry's functions compiled while it streams in, off the main thread
    entryCompileHint(),
  ],
  resolve: {
    alias: {
      '@': path.join(root, 'src'),
      '@contracts': path.join(root, 'contracts'),
      '@domain': path.join(root, 'domain'),
    },
  },
  define: {
    __EMULATOR_HOSTS__: JSON.stringify(emulatorHosts),
  },
  build: {
    manifest: true,
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': `http://${emulators.hosting.host}:${emulators.hosting.port}`,
    },
  },
  test: {
    // worker threads rather than child processes: the unit suite used 171 s of CPU in forks and
    // 148 s in threads on a 2-core machine (no test here needs a process of its own)
    pool: 'threads',
    projects: [
      unitProject('unit', false, false),
      unitProject('unit-mocks', false, true),
      unitProject('dom', true, false),
      unitProject('dom-mocks', true, true),
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'search',
          environment: 'node',
          // the search contract on PGlite and on a throw-away PostgreSQL 15 (tests/search/engines.ts)
          include: ['tests/search/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // each worker has a project of its own on the emulator (tests/support/rules-env.ts)
          testTimeout: 20_000,
          // the first rules load of a project compiles them on the emulator: slow on a busy machine
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // the app's own configuration for the local suite: api/ files run as in the browser
          env: localAppEnv(),
          include: ['tests/integration/**/*.test.ts'],
          fileParallelism: false,
          // a test waits for triggers (up to 90 s each), each wait ends as soon as its condition
          // holds; these bound the whole test on a busy machine
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/test/**/*.test.ts'],
          // measured alone, once the suites that write beside them have ended (project below)
          exclude: [...configDefaults.exclude, 'functions/test/**/*.quiet.test.ts'],
          // a test waits for one trigger or more (each wait bounded by `eventually`, 90 s): the
          // whole test has longer on a busy machine, and so has a file's set-up (accounts,
          // companies)
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions-quiet',
          environment: 'node',
          // wall-clock figures of a whole path through the emulators (how soon a posting is found),
          // and bursts of trigger events (bulk actions on 50 applications) that would hold up every
          // other test's triggers: `npm test` runs them after the functions and end-to-end suites,
          // nothing else writing
          include: ['functions/test/**/*.quiet.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
