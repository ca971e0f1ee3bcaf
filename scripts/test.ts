// `npm test`: every suite, on a fresh local Firebase suite, as a graph rather than a line. What needs
// no emulator (typecheck, lint, format, unit) runs on one lane beside the other lane, which builds
// the functions, starts the emulators (while the app builds), seeds, and runs the suites that use
// them. Each suite's output goes to test-results/logs/<suite>.log; the terminal shows when each
// starts and ends, and for a failure its failing tests and the path of its log. Exits non-zero on
// any failure; the last line counts every test of every suite: `N passed, N failed`.
//   npm test                  all suites
//   npm test -- unit e2e      only the named suites (and only what they need: `rules` alone
//                             starts just the Firestore emulator, builds nothing, seeds nothing)
//   npm test -- e2e tests/e2e/jobs.spec.ts   test files narrow the runs of their suites
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { localAppEnv } from './lib/app-env.ts';
import { NATIVE_TSC } from './lib/build.ts';
import { testBrowserPath } from './lib/chromium.ts';
import { mailInboxUrl, PORT_OFFSET_VAR, ROOT } from './lib/emulator-config.ts';
import { choosePorts, startSuite, type Suite } from './lib/suite.ts';
import {
  playwrightCounts,
  runLogged,
  runSteps,
  vitestCounts,
  type Counts,
  type Step,
} from './lib/test-graph.ts';
import { warmFunctions } from './lib/warm-functions.ts';
import { seed } from './seed.ts';
import { overBudget, routeSizes } from './size-report.ts';

const SUITES = [
  'typecheck',
  'lint',
  'format',
  'unit',
  'search',
  'build',
  'rules',
  'integration',
  'functions',
  'e2e',
] as const;
type SuiteName = (typeof SUITES)[number];

const REPORTS = path.join(ROOT, 'test-results');
const LOGS = path.join(REPORTS, 'logs');
/** The test suite's own directory: generated config, the app it serves, what it started. */
const SUITE_DIR = path.join(REPORTS, 'suite');
/** Locally the linters keep caches; CI runs clean, so its figures are the honest ones. */
const CACHE = !process.env.CI;

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const isFile = (arg: string) => /\.(spec|test)\.tsx?$/.test(arg);
// `.spec.ts` files go to Playwright, `.test.ts(x)` files to vitest
const specFiles = args.filter((arg) => isFile(arg) && arg.includes('.spec.'));
const testFiles = args.filter((arg) => isFile(arg) && arg.includes('.test.'));
const requested = args.filter((arg) => !isFile(arg));
const unknown = requested.filter((name) => !(SUITES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${SUITES.join(', ')}`);
  process.exit(2);
}
const selected = SUITES.filter((name) => requested.length === 0 || requested.includes(name));
const wants = (name: SuiteName) => selected.includes(name);

let activeSuite: Suite | undefined;
// Ctrl-C (or a kill) during the run stops the suite this run started, then exits; npm and tsx pass
// a Ctrl-C on as well, so a repeated signal waits for that stop instead of cutting it short
let interrupted = false;
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(name, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${name}: stopping the emulator suite…`);
    void (activeSuite?.stop() ?? Promise.resolve())
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(130));
  });
}

const logOf = (name: string) => path.join(LOGS, `${name}.log`);

/** A check that is one test: it passes when the command exits 0. */
const check =
  (name: string, command: string, commandArgs: string[]) => async (): Promise<Counts> => {
    const status = await runLogged(command, commandArgs, { log: logOf(name) });
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, failures: [] };
  };

function vitest(name: string, projects: string[], workers: number, files = testFiles) {
  return async (): Promise<Counts> => {
    const report = path.join(REPORTS, `${name}.json`);
    rmSync(report, { force: true });
    const status = await runLogged(
      'npx',
      [
        'vitest',
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        `--maxWorkers=${workers}`,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...files,
      ],
      { log: logOf(name) },
    );
    return vitestCounts(report, status, logOf(name));
  };
}

const UNIT_PROJECTS = ['unit', 'unit-mocks', 'dom', 'dom-mocks', 'scripts'];

/** Whether the app is built: Hosting serves its copy from then on. */
let built = false;

function buildSteps(): Step[] {
  return [
    {
      name: 'functions build',
      // emit only: the typecheck suite checks the same files
      run: check('functions-build', 'node', [
        NATIVE_TSC,
        '-p',
        'functions/tsconfig.build.json',
        '--noCheck',
        '--singleThreaded',
      ]),
    },
    {
      name: 'build',
      suite: true,
      // the app is built for the run's ports (chosen before anything starts)
      run: async () => {
        const status = await runLogged('npx', ['vite', 'build', '--logLevel', 'warn'], {
          log: logOf('build'),
          env: localAppEnv(),
        });
        if (status !== 0) return { passed: 0, failed: 2, failures: ['vite build'] };
        built = true;
        activeSuite?.serveApp();
        const sizes = routeSizes();
        const lines = Object.entries(sizes).map(
          ([route, bytes]) => `  ${route.padEnd(24)} ${(bytes / 1024).toFixed(1)} KB gzip`,
        );
        const over = overBudget(sizes);
        console.log(lines.join('\n'));
        return {
          passed: 2 - (over.length > 0 ? 1 : 0),
          failed: over.length > 0 ? 1 : 0,
          failures: over,
        };
      },
    },
  ];
}

function main(): Promise<number> {
  mkdirSync(LOGS, { recursive: true });
  const steps: Step[] = [];
  // the lane without emulators: one tool after the other, one core's worth of work
  let previous: string | undefined;
  const lane = (step: Step) => {
    steps.push({ ...step, after: previous ? [previous] : [] });
    previous = step.name;
  };
  if (wants('typecheck')) {
    lane({
      name: 'typecheck',
      suite: true,
      run: check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
    });
  }
  if (wants('lint')) {
    const cache = CACHE ? ['--cache', '--cache-location', 'node_modules/.cache/eslint/'] : [];
    lane({
      name: 'lint',
      suite: true,
      run: check('lint', 'npx', ['eslint', '.', '--max-warnings', '0', ...cache]),
    });
  }
  if (wants('format')) {
    // prettier's own cache location, a file in node_modules/.cache/prettier/: a plain
    // `npx prettier --check` after a run finds the directory it expects
    const cache = CACHE ? ['--cache'] : [];
    lane({
      name: 'format',
      suite: true,
      run: check('format', 'npx', ['prettier', '--check', '.', ...cache]),
    });
  }
  // the unit suite also runs the scripts' own tests (node, no emulators)
  if (wants('unit')) lane({ name: 'unit', suite: true, run: vitest('unit', UNIT_PROJECTS, 2) });
  // the search contract on PGlite and, when installed, a throw-away PostgreSQL 15 (no emulators)
  if (wants('search')) lane({ name: 'search', suite: true, run: vitest('search', ['search'], 1) });

  const onlyRules = ['rules'];
  const emulatorSuites = (['rules', 'integration', 'functions', 'e2e'] as const).filter(wants);
  // rules tests need the Firestore emulator alone; the others need the whole product, seeded
  const whole = emulatorSuites.some((name) => !onlyRules.includes(name));
  if (wants('build') || whole) steps.push(...buildSteps());
  if (emulatorSuites.length > 0) {
    steps.push({
      name: 'emulators',
      needs: whole ? ['functions build'] : [],
      run: async () => {
        activeSuite = await startSuite({
          logFile: path.join(REPORTS, 'emulators.log'),
          stateDir: SUITE_DIR,
          only: whole ? undefined : ['firestore'],
          // the app is built beside the start: its copy is taken once the build is done
          appLater: !built,
        });
        if (built) activeSuite.serveApp();
        // the tests read caught mails there (MAIL_CATCHER_URL, set by startSuite)
        if (whole) console.log(`  mail catcher: ${mailInboxUrl()}`);
      },
    });
  }
  if (whole) {
    steps.push({
      name: 'seed',
      needs: ['emulators'],
      run: async () => {
        const summary = await seed();
        console.log(`  seeded: ${JSON.stringify(summary)}`);
      },
    });
  }
  if (wants('rules')) {
    steps.push({
      name: 'rules',
      suite: true,
      needs: ['emulators'],
      run: vitest('rules', ['rules'], 2),
    });
  }
  // integration tests sign in as the seeded accounts and read the whole board: they run before the
  // end-to-end tests and the functions tests (which write postings of their own), which run side by
  // side
  if (wants('integration')) {
    steps.push({
      name: 'integration',
      suite: true,
      needs: ['seed', 'build'],
      run: vitest('integration', ['integration'], 1),
    });
  }
  // functions/test/*.quiet.test.ts measure a whole path's wall-clock time through the emulators, or
  // queue bursts of trigger events that the emulator's one queue would make every other test wait
  // behind: they run once the suites that write beside them have ended (named files narrow either
  // run)
  const quiet = (file: string) => file.endsWith('.quiet.test.ts');
  const busyFiles = testFiles.filter((file) => !quiet(file));
  const quietFiles = testFiles.filter(quiet);
  if (wants('functions') && (testFiles.length === 0 || busyFiles.length > 0)) {
    steps.push({
      name: 'functions',
      suite: true,
      needs: ['seed', 'build', 'warm-up'],
      after: wants('integration') ? ['integration'] : [],
      run: vitest('functions', ['functions'], 2, busyFiles),
    });
  }
  if (wants('functions') && (testFiles.length === 0 || quietFiles.length > 0)) {
    steps.push({
      name: 'functions alone',
      suite: true,
      needs: ['seed', 'build', 'warm-up'],
      after: ['integration', 'functions', 'e2e'],
      run: vitest('functions-alone', ['functions-quiet'], 1, quietFiles),
    });
  }
  // the whole functions suite waits on every trigger beside the end-to-end tests; a run of a few of
  // its files starts only the workers they need, as they need them
  if (wants('e2e') || (wants('functions') && testFiles.length === 0)) {
    steps.push({
      name: 'warm-up',
      needs: ['seed'],
      run: async () => {
        // the first screens must not wait for the emulator to start the functions' workers
        const warm = await warmFunctions();
        console.log(
          `  started the workers of ${warm.functions} functions in ${warm.seconds.toFixed(1)} s`,
        );
        // functions/test/warm-up.test.ts fails on a trigger that refuses its warming event
        if (warm.unwarmed.length > 0) console.log(`  not warmed: ${warm.unwarmed.join(', ')}`);
      },
    });
  }
  if (wants('e2e')) {
    steps.push({
      name: 'e2e',
      suite: true,
      needs: ['warm-up', 'build'],
      after: wants('integration') ? ['integration'] : [],
      run: async () => {
        if (!testBrowserPath()) {
          throw new Error(
            'Chromium is not installed: apt-get install -y chromium-headless-shell (see README).',
          );
        }
        const report = path.join(REPORTS, 'e2e.json');
        rmSync(report, { force: true });
        const status = await runLogged('npx', ['playwright', 'test', ...specFiles], {
          log: logOf('e2e'),
        });
        return playwrightCounts(report, status);
      },
    });
  }
  return runSteps(steps, {
    logOf,
    onEnd: async () => {
      await activeSuite?.stop();
      activeSuite = undefined;
    },
  });
}

async function start(): Promise<number> {
  if (selected.some((name) => ['rules', 'integration', 'functions', 'e2e'].includes(name))) {
    // the port set is chosen before the build: the app is built for it
    const ports = await choosePorts({ alternate: true, stateDir: SUITE_DIR });
    if (ports.offset !== 0 && ports.busyDefaults.length > 0) {
      console.log(
        `The default emulator ports are in use (${ports.busyDefaults.join(', ')}): another ` +
          `suite is running and is left alone. This run uses firebase.json's ports + ${ports.offset} ` +
          `(${PORT_OFFSET_VAR}=${ports.offset}).`,
      );
    }
  }
  return main();
}

start()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  });
