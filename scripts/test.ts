// `npm test`: every suite, in order, on a fresh local Firebase suite. Exits non-zero on any
// failure; the last line counts every test of every suite: `N passed, N failed`.
//   npm test                  all suites
//   npm test -- unit e2e      only the named suites
//   npm test -- e2e tests/e2e/jobs.spec.ts   test files narrow the runs of their suites
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApp, buildFunctions } from './lib/build.ts';
import { mailInboxUrl, PORT_OFFSET_VAR, ROOT } from './lib/emulator-config.ts';
import { choosePorts, startSuite, type Suite } from './lib/suite.ts';
import { warmFunctions } from './lib/warm-functions.ts';
import { seed } from './seed.ts';
import { overBudget, routeSizes } from './size-report.ts';

interface Result {
  suite: string;
  passed: number;
  failed: number;
  seconds: number;
}

const SUITES = [
  'typecheck',
  'lint',
  'format',
  'unit',
  'build',
  'rules',
  'integration',
  'functions',
  'e2e',
] as const;
type SuiteName = (typeof SUITES)[number];
const EMULATOR_SUITES: readonly SuiteName[] = ['rules', 'integration', 'functions', 'e2e'];

const REPORTS = path.join(ROOT, 'test-results');
/** The test suite's own directory: generated config, the app it serves, what it started. */
const SUITE_DIR = path.join(REPORTS, 'suite');
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
const results: Result[] = [];
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

function banner(text: string) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

async function timed(
  suite: string,
  body: () => Promise<{ passed: number; failed: number }> | { passed: number; failed: number },
) {
  banner(suite);
  const started = Date.now();
  let counts: { passed: number; failed: number };
  try {
    counts = await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    counts = { passed: 0, failed: 1 };
  }
  results.push({ suite, ...counts, seconds: (Date.now() - started) / 1000 });
}

/** A check that is one test: it passes when the command exits 0. */
const check = (command: string, args: string[]) => () => {
  const status = run(command, args);
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
};

function vitestRun(project: string, projects: string[] = [project]) {
  return () => {
    const report = path.join(REPORTS, `${project}.json`);
    rmSync(report, { force: true });
    const status = run('npx', [
      'vitest',
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...testFiles,
    ]);
    if (!existsSync(report)) return { passed: 0, failed: 1 };
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    // a file that fails to load counts as a failure even when no test in it ran
    const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
    if (json.numTotalTests === 0) return { passed: 0, failed: 1 };
    return { passed: json.numPassedTests, failed };
  };
}

function playwrightRun() {
  const report = path.join(REPORTS, 'e2e.json');
  rmSync(report, { force: true });
  const status = run('npx', ['playwright', 'test', ...specFiles]);
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const failed = stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected, failed };
}

async function main(): Promise<number> {
  mkdirSync(REPORTS, { recursive: true });
  const started = Date.now();
  const wants = (name: SuiteName) => selected.includes(name);

  if (wants('typecheck')) await timed('typecheck', check('npm', ['run', '--silent', 'typecheck']));
  if (wants('lint')) await timed('lint', check('npx', ['eslint', '.', '--max-warnings', '0']));
  if (wants('format')) await timed('format', check('npx', ['prettier', '--check', '.']));
  // the unit suite also runs the scripts' own tests (node, no emulators)
  if (wants('unit')) await timed('unit', vitestRun('unit', ['unit', 'scripts']));

  let needsSuite = selected.some((name) => EMULATOR_SUITES.includes(name));
  if (needsSuite) {
    // the port set is chosen before the build: the app is built for it
    try {
      const ports = await choosePorts({ alternate: true, stateDir: SUITE_DIR });
      if (ports.offset !== 0 && ports.busyDefaults.length > 0) {
        console.log(
          `\nThe default emulator ports are in use (${ports.busyDefaults.join(', ')}): another ` +
            `suite is running and is left alone. This run uses firebase.json's ports + ${ports.offset} ` +
            `(${PORT_OFFSET_VAR}=${ports.offset}).`,
        );
      }
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      results.push({ suite: 'emulator suite', passed: 0, failed: 1, seconds: 0 });
      needsSuite = false;
    }
  }
  if (wants('build') || selected.includes('e2e') || needsSuite) {
    await timed('build', async () => {
      await buildApp();
      buildFunctions();
      const sizes = routeSizes();
      let failed = 0;
      for (const [route, bytes] of Object.entries(sizes)) {
        console.log(`  ${route.padEnd(24)} ${(bytes / 1024).toFixed(1)} KB gzip`);
      }
      const over = overBudget(sizes);
      for (const line of over) console.error(line);
      if (over.length > 0) failed = 1;
      return { passed: 2 - failed, failed };
    });
  }

  if (needsSuite) {
    banner('starting the local Firebase suite');
    try {
      activeSuite = await startSuite({
        logFile: path.join(REPORTS, 'emulators.log'),
        stateDir: SUITE_DIR,
      });
      const summary = await seed();
      console.log(`Seeded: ${JSON.stringify(summary)}`);
      // the tests read caught mails there (MAIL_CATCHER_URL, set by startSuite)
      console.log(`Mail catcher: ${mailInboxUrl()}`);
      for (const project of ['rules', 'integration', 'functions'] as const) {
        if (wants(project)) await timed(project, vitestRun(project));
      }
      if (wants('e2e')) {
        await timed('e2e', async () => {
          if (
            !process.env.CHROMIUM_PATH &&
            run('sh', ['-c', 'command -v chromium >/dev/null']) !== 0
          ) {
            throw new Error('Chromium is not installed: apt-get install -y chromium (see README).');
          }
          // the first screens must not wait for the emulator to start the functions' workers
          const warm = await warmFunctions();
          console.log(
            `Started the workers of ${warm.functions} functions in ${warm.seconds.toFixed(1)} s`,
          );
          return playwrightRun();
        });
      }
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      results.push({ suite: 'emulator suite', passed: 0, failed: 1, seconds: 0 });
    } finally {
      await activeSuite?.stop();
      activeSuite = undefined;
    }
  }

  banner('summary');
  for (const result of results) {
    console.log(
      `  ${result.suite.padEnd(16)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds.toFixed(1)} s`,
    );
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  });
