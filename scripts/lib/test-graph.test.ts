// What `npm test` reads from the vitest and Playwright JSON reports: the counts, and for each failing
// test its name with the first line of its error, so a run's output names why it failed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from './emulator-config.ts';
import { playwrightCounts, vitestCounts } from './test-graph.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'test-graph-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('vitestCounts', () => {
  it('names each failing test with the first line of its message', () => {
    const report = write('unit.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      numTotalTests: 4,
      testResults: [
        {
          name: path.join(ROOT, 'tests/integration/team.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'the team invites', status: 'passed' },
            {
              fullName: 'the team is given its token',
              status: 'failed',
              failureMessages: [
                '\nError: Timed out waiting for the token\n    at poll (team.test.ts:60)',
              ],
            },
          ],
        },
      ],
    });
    expect(vitestCounts(report, 1)).toEqual({
      passed: 3,
      failed: 1,
      failures: [
        'tests/integration/team.test.ts > the team is given its token: Error: Timed out waiting for the token',
      ],
    });
  });

  it('counts a file that fails to load, a run without tests and a missing report as failures', () => {
    const report = write('broken.json', {
      numPassedTests: 0,
      numFailedTests: 0,
      numTotalTests: 0,
      testResults: [
        {
          name: path.join(ROOT, 'a.test.ts'),
          status: 'failed',
          message: 'SyntaxError: nope\nmore',
          assertionResults: [],
        },
      ],
    });
    expect(vitestCounts(report, 1)).toEqual({
      passed: 0,
      failed: 2,
      failures: ['a.test.ts: SyntaxError: nope', 'no test ran'],
    });
    expect(vitestCounts(path.join(dir, 'absent.json'), 1).failed).toBe(1);
  });

  it('names the unhandled errors of a run whose tests all passed, from its log', () => {
    const report = write('integration.json', {
      numPassedTests: 60,
      numFailedTests: 0,
      numTotalTests: 60,
      testResults: [],
    });
    const log = path.join(dir, 'integration.log');
    writeFileSync(
      log,
      [
        ' Test Files  9 passed (9)',
        '',
        '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯',
        '',
        'Vitest caught 1 unhandled error during the test run.',
        '⎯⎯⎯⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯⎯⎯⎯',
        '\u001b[31mFirebaseError: [code=unavailable]: Connection failed.\u001b[39m',
        ' ❯ Object.next node_modules/@firebase/firestore/dist/index.mjs:100:5',
        '',
        'This error originated in "tests/integration/jobs.test.ts" test file. It doesn\'t mean…',
        'The latest test that might\'ve caused the error is "reads the board". It might mean one of the following:',
        '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯',
      ].join('\n'),
    );
    expect(vitestCounts(report, 1, log)).toEqual({
      passed: 60,
      failed: 1,
      failures: [
        'unhandled rejection in tests/integration/jobs.test.ts (last test: reads the board): FirebaseError: [code=unavailable]: Connection failed.',
      ],
    });
    // without such a section, the log's last line says what ended the run
    writeFileSync(log, 'Tests  60 passed (60)\nclose timed out after 10000ms\n');
    expect(vitestCounts(report, 1, log).failures).toEqual([
      'vitest exited with 1: close timed out after 10000ms',
    ]);
  });
});

describe('playwrightCounts', () => {
  it('counts flaky tests as failures and names them with their error, without colour codes', () => {
    const long = `Error: ${'x'.repeat(300)}`;
    const report = write('e2e.json', {
      stats: { expected: 5, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'sign-in.spec.ts',
          file: 'sign-in.spec.ts',
          specs: [
            {
              title: 'signs in',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: '\u001b[31mexpect(locator).toBeVisible()\u001b[39m\n' } },
                  ],
                },
              ],
            },
            {
              title: 'signs out',
              tests: [{ status: 'flaky', results: [{}, { error: { message: long } }] }],
            },
            { title: 'passes', tests: [{ status: 'expected', results: [{}] }] },
          ],
        },
      ],
    });
    const counts = playwrightCounts(report, 1);
    expect(counts.passed).toBe(5);
    expect(counts.failed).toBe(2);
    expect(counts.failures[0]).toBe(
      'sign-in.spec.ts > signs in (unexpected): expect(locator).toBeVisible()',
    );
    expect(counts.failures[1]).toMatch(/^sign-in\.spec\.ts > signs out \(flaky\): Error: x+…$/);
    expect(counts.failures[1]!.length).toBeLessThan(220);
  });

  it('names the locator a failure waited for and the spec lines it failed on', () => {
    const message = [
      '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m',
      '',
      "Locator: getByRole('heading', { level: 1 })",
      'Expected: visible',
      'Timeout: 20000ms',
    ].join('\n');
    const stack = [
      'Error: expect(locator).toBeVisible() failed',
      '    at settled (/repo/tests/e2e/every-screen.spec.ts:105:3)',
      '    at visit (/repo/tests/e2e/every-screen.spec.ts:148:3)',
      '    at /repo/node_modules/playwright/lib/worker.js:10:2',
      '    at /repo/tests/e2e/every-screen.spec.ts:187:24',
    ].join('\n');
    const report = write('located.json', {
      stats: { expected: 0, unexpected: 1, flaky: 0 },
      suites: [
        {
          title: 'every-screen.spec.ts',
          file: 'every-screen.spec.ts',
          specs: [
            {
              title: 'every employer screen fits',
              tests: [{ status: 'unexpected', results: [{ error: { message, stack } }] }],
            },
          ],
        },
      ],
    });
    expect(playwrightCounts(report, 1).failures).toEqual([
      'every-screen.spec.ts > every employer screen fits (unexpected): Error: expect(locator).toBeVisible() failed' +
        " (getByRole('heading', { level: 1 }))" +
        ' at every-screen.spec.ts:105 ← every-screen.spec.ts:148 ← every-screen.spec.ts:187',
    ]);
  });

  it('fails a run that ran nothing, or exited badly without a failing test', () => {
    const empty = write('empty.json', { stats: { expected: 0, unexpected: 0, flaky: 0 } });
    expect(playwrightCounts(empty, 0)).toMatchObject({ failed: 1, failures: ['no test ran'] });
    const crashed = write('crashed.json', { stats: { expected: 2, unexpected: 0, flaky: 0 } });
    expect(playwrightCounts(crashed, 1)).toMatchObject({
      passed: 2,
      failed: 1,
      failures: ['Playwright exited with 1'],
    });
  });
});
