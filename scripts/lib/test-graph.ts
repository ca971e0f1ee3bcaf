// Runs the steps of `npm test` as a graph: a step starts as soon as the steps it needs have
// succeeded and the steps it comes after have ended, so independent work runs side by side. Each
// command's output goes to a log file of its own; the terminal gets one line when a step starts and
// one when it ends (with its failing tests and the path of its log), a line every minute naming
// what still runs, and a summary ending with `N passed, N failed`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulator-config.ts';

export interface Counts {
  passed: number;
  failed: number;
  /** The failing tests by name (file > title), or what failed when no test did. */
  failures: string[];
}

export interface Step {
  name: string;
  /** A suite of the summary (its tests are counted); other steps are counted only when they fail. */
  suite?: boolean;
  /** Steps that must have succeeded (not thrown) first; when one did not, this step does not run. */
  needs?: string[];
  /** Steps that must have ended first, whatever their outcome (ordering only). */
  after?: string[];
  run(): Promise<Counts | void>;
}

interface Result extends Counts {
  name: string;
  seconds: number;
}

/** How many failing tests a suite's end line names; the log has them all. */
const SHOWN_FAILURES = 25;
const HEARTBEAT_MS = 60_000;

/** Runs a command with its output (stdout and stderr) written to `log`; resolves with its exit code. */
export function runLogged(
  command: string,
  args: string[],
  options: { log: string; env?: Record<string, string> },
): Promise<number> {
  mkdirSync(path.dirname(options.log), { recursive: true });
  const out = createWriteStream(options.log);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    // resolves once the log is written out: a failure's summary may read it
    child.once('error', (error) => {
      out.end(`\n${error.message}\n`, () => resolve(1));
    });
    child.once('close', (code) => {
      out.end(() => resolve(code ?? 1));
    });
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const relative = (file: string) => path.relative(ROOT, file);

/** `text` without terminal colour codes (Playwright's messages carry them). */
// eslint-disable-next-line no-control-regex -- the colour codes start with ESC
const plain = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '');

/** A failure's first non-empty line, short enough for the terminal (the log has the rest). */
function firstLine(message: string | undefined): string {
  const line = plain(message)
    .split('\n')
    .find((text) => text.trim());
  if (!line) return '';
  const text = line.trim();
  return `: ${text.length > 160 ? `${text.slice(0, 159)}…` : text}`;
}

/** A Playwright error as stored in its JSON report. */
interface PlaywrightError {
  message?: string;
  stack?: string;
}

/**
 * What a Playwright failure says in the summary: its first line, the locator it waited for, and
 * the spec lines it failed on (innermost first: a helper's line, then the test's), so that a
 * failure in a run whose report is gone (CI) still says which step of the test it was.
 */
function playwrightError(error: PlaywrightError | undefined): string {
  if (!error) return '';
  const locator = plain(error.message)
    .split('\n')
    .find((line) => line.startsWith('Locator: '))
    ?.slice('Locator: '.length)
    .trim();
  // the stack's frames in the test files: `at helper (/…/tests/e2e/x.spec.ts:105:3)`
  const lines = plain(error.stack)
    .split('\n')
    .filter((line) => line.includes('/tests/') && !line.includes('node_modules'))
    .map((line) => /([^/\s(]+\.ts):(\d+):\d+/.exec(line))
    .flatMap((match) => (match ? [`${match[1]}:${match[2]}`] : []))
    .filter((where, index, all) => all.indexOf(where) === index)
    .slice(0, 3);
  return [
    firstLine(error.message),
    locator ? ` (${locator.length > 80 ? `${locator.slice(0, 79)}…` : locator})` : '',
    lines.length ? ` at ${lines.join(' ← ')}` : '',
  ].join('');
}

/**
 * Why a vitest run failed when none of its tests did, from its log: each unhandled error vitest
 * caught (its kind, message, the file it came from and the test that ran last), or else the log's
 * last line.
 */
function vitestExit(status: number, log: string | undefined): string[] {
  const text = log && existsSync(log) ? plain(readFileSync(log, 'utf8')) : '';
  const lines = text.split('\n').map((line) => line.trim());
  const errors: string[] = [];
  lines.forEach((line, index) => {
    // `⎯⎯⎯ Unhandled Rejection ⎯⎯⎯`; `Unhandled Errors` is the banner above them all
    const kind = /^⎯+ (Unhandled \w+) ⎯+$/.exec(line)?.[1];
    if (!kind || kind === 'Unhandled Errors') return;
    const rest = lines.slice(index + 1);
    const end = rest.findIndex((next) => /^⎯+/.test(next));
    const own = end === -1 ? rest : rest.slice(0, end);
    const message = own.find(Boolean) ?? '';
    const file = own
      .map((next) => /^This error originated in "([^"]+)"/.exec(next)?.[1])
      .find(Boolean);
    const test = own
      .map((next) => /^The latest test that might've caused the error is "(.+)"\./.exec(next)?.[1])
      .find(Boolean);
    errors.push(
      `${kind.toLowerCase()}${file ? ` in ${file}` : ''}${test ? ` (last test: ${test})` : ''}${firstLine(message)}`,
    );
  });
  if (errors.length > 0) return errors;
  const last = lines.filter(Boolean).at(-1);
  return [`vitest exited with ${status}${last ? firstLine(last) : ''}`];
}

/**
 * The counts of a vitest JSON report; a run that did not finish or ran nothing is a failure, and so
 * is one that exited non-zero with every test passed (an unhandled error: its log says which).
 */
export function vitestCounts(report: string, status: number, log?: string): Counts {
  if (!existsSync(report)) {
    return { passed: 0, failed: 1, failures: ['the run ended without a report'] };
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  const failures: string[] = [];
  for (const file of json.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(
        `${relative(file.name)} > ${test.fullName}${firstLine(test.failureMessages?.[0])}`,
      );
    }
    // a file that fails to load has no failing test, but a message
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`${relative(file.name)}: ${(file.message ?? 'failed').split('\n')[0] ?? ''}`);
    }
  }
  if (json.numTotalTests === 0) failures.push('no test ran');
  const extra = failures.length - json.numFailedTests;
  const failed =
    json.numFailedTests + Math.max(0, extra) + (status !== 0 && failures.length === 0 ? 1 : 0);
  if (status !== 0 && failures.length === 0) failures.push(...vitestExit(status, log));
  return { passed: json.numPassedTests, failed, failures };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests: {
      projectName?: string;
      status: string;
      results?: { error?: PlaywrightError }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The counts of Playwright's JSON report; flaky tests count as failures. */
export function playwrightCounts(report: string, status: number): Counts {
  if (!existsSync(report)) {
    return { passed: 0, failed: 1, failures: ['the run ended without a report'] };
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
  };
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.file && titles.length === 0 ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const name = [...here, spec.title].filter(Boolean).join(' > ');
          const error = test.results?.find((result) => result.error)?.error;
          failures.push(
            `${spec.file ?? suite.file ?? ''} > ${name} (${test.status})${playwrightError(error)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  const { expected, unexpected, flaky } = json.stats;
  const extra = status !== 0 && unexpected + flaky === 0 ? 1 : 0;
  if (extra) failures.push(`Playwright exited with ${status}`);
  if (expected + unexpected + flaky === 0) failures.push('no test ran');
  return {
    passed: expected,
    failed: unexpected + flaky + extra + (expected + unexpected + flaky === 0 ? 1 : 0),
    failures,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `steps` as a graph and prints the summary; resolves with the process's exit code (0 when
 * every test passed and at least one ran). `onEnd` runs once every step has ended.
 */
export async function runSteps(
  steps: Step[],
  options: { logOf: (name: string) => string; onEnd: () => Promise<void> },
): Promise<number> {
  const started = Date.now();
  const byName = new Map(steps.map((step) => [step.name, step]));
  const outcome = new Map<string, 'ok' | 'failed'>();
  const running = new Map<string, number>();
  const results: Result[] = [];
  const record = (name: string, counts: Counts, ms: number) =>
    results.push({ name, ...counts, seconds: ms / 1000 });

  const heartbeat = setInterval(() => {
    const now = Date.now();
    const names = [...running].map(([name, since]) => `${name} (${seconds(now - since)})`);
    console.log(`… ${seconds(now - started)}: running ${names.join(', ') || 'nothing'}`);
  }, HEARTBEAT_MS);

  const report = (name: string, counts: Counts, ms: number, log?: string) => {
    const mark = counts.failed === 0 ? '✓' : '✗';
    const tests = byName.get(name)?.suite
      ? `${counts.passed} passed, ${counts.failed} failed, `
      : counts.failed === 0
        ? ''
        : 'failed, ';
    console.log(`${mark} ${name}: ${tests}${seconds(ms)}`);
    if (counts.failed > 0) {
      for (const failure of counts.failures.slice(0, SHOWN_FAILURES)) console.log(`    ${failure}`);
      if (counts.failures.length > SHOWN_FAILURES) {
        console.log(`    … and ${counts.failures.length - SHOWN_FAILURES} more`);
      }
      if (log && existsSync(log)) console.log(`    log: ${relative(log)}`);
    }
  };

  const runOne = async (step: Step) => {
    const begin = Date.now();
    running.set(step.name, begin);
    console.log(`▶ ${step.name}`);
    let counts: Counts;
    try {
      counts = (await step.run()) ?? { passed: 0, failed: 0, failures: [] };
      // a suite with failing tests has still done its work; a failed step has not
      outcome.set(step.name, step.suite || counts.failed === 0 ? 'ok' : 'failed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      counts = { passed: 0, failed: 1, failures: message.split('\n').slice(0, 20) };
      outcome.set(step.name, 'failed');
    }
    running.delete(step.name);
    const ms = Date.now() - begin;
    if (step.suite || counts.failed > 0) record(step.name, counts, ms);
    report(step.name, counts, ms, options.logOf(step.name.replace(/ /g, '-')));
  };

  // start what can start, until everything has ended or been skipped
  const pending = new Set(steps.map((step) => step.name));
  const inFlight = new Map<string, Promise<void>>();
  while (pending.size > 0 || inFlight.size > 0) {
    for (const name of [...pending]) {
      const step = byName.get(name);
      if (!step) continue;
      const needs = (step.needs ?? []).filter((need) => byName.has(need));
      const after = (step.after ?? []).filter((other) => byName.has(other));
      const blocked = needs.find((need) => outcome.get(need) === 'failed');
      if (blocked) {
        pending.delete(name);
        outcome.set(name, 'failed');
        if (step.suite) {
          const counts = { passed: 0, failed: 1, failures: [`not run: ${blocked} failed`] };
          record(name, counts, 0);
          report(name, counts, 0);
        }
        continue;
      }
      if ([...needs, ...after].every((other) => outcome.has(other))) {
        pending.delete(name);
        inFlight.set(
          name,
          runOne(step).finally(() => inFlight.delete(name)),
        );
      }
    }
    if (inFlight.size > 0) await Promise.race(inFlight.values());
    else if (pending.size > 0) {
      // nothing runs and nothing can start: a step needs one that is not in the graph
      for (const name of pending) {
        const counts = { passed: 0, failed: 1, failures: ['its steps never ran'] };
        record(name, counts, 0);
      }
      pending.clear();
    }
  }
  clearInterval(heartbeat);
  await options.onEnd();

  console.log(`\n━━ summary ${'━'.repeat(60)}`);
  const order = steps.map((step) => step.name);
  results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(16)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds.toFixed(1)} s`,
    );
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`  total time ${seconds(Date.now() - started)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}
