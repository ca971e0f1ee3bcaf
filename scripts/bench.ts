// `npm run bench`: figures, not pass/fail. Builds the app (with a treemap of what each chunk
// holds, test-results/bundle-treemap.html), starts the local suite and measures what a person
// waits for: the suite's start, seeding, the login page, and signing in; Lighthouse on the login
// page, the public job page and board, and each role's dashboard (scripts/bench-lighthouse.ts).
// `npm run bench -- --lighthouse` stops after Lighthouse.
import { chromium } from '@playwright/test';
import { analyticsBenchLines, benchAnalytics } from './bench-analytics.ts';
import { benchFreshness, benchSearch, printSearchBench } from './bench-search.ts';
import { ACCOUNTS, DEMO_PASSWORD } from './lib/accounts.ts';
import { buildApp, buildFunctions } from './lib/build.ts';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.ts';
import { hostingUrl, ROOT } from './lib/emulator-config.ts';
import { machineSettled } from './lib/machine-settled.ts';
import { startSuite } from './lib/suite.ts';
import { seed } from './seed.ts';
import { benchLighthouse, lighthouseLines } from './bench-lighthouse.ts';
import { ROUTE_BUDGETS, routeSizes } from './size-report.ts';
import path from 'node:path';

const RUNS = 7;
/** The build's treemap: what each chunk, the entry first of all, is made of. */
const TREEMAP = path.join(ROOT, 'test-results', 'bundle-treemap.html');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function timeIt<T>(body: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await body();
  return [value, performance.now() - started];
}

async function main() {
  const [, buildMs] = await timeIt(async () => {
    await buildApp({ treemap: TREEMAP });
    buildFunctions();
  });
  const sizes = routeSizes();
  const [suite, startMs] = await timeIt(() =>
    startSuite({ stateDir: path.join(ROOT, 'test-results', 'bench-suite') }),
  );
  try {
    const [summary, seedMs] = await timeIt(() => seed());
    // the seed's triggers go on running on this machine after it: the pages are measured once
    // they are done (at most a fifth of the CPUs busy for 10 s), as a phone would load them
    const settle = await machineSettled({
      maxBusy: 0.2,
      windows: 5,
      windowMs: 2000,
      timeoutMs: 600_000,
    });
    const settleLine = `  machine settled after the seed    ${(settle.waitedMs / 1000).toFixed(0)} s${
      settle.settled
        ? ''
        : ` (it never did: ${Math.round(settle.lastBusy * 100)} % busy at the end)`
    }`;
    const executablePath = chromiumPath();
    if (!executablePath) throw new Error('No Chromium on this machine (apt-get install chromium)');
    const lighthouseRows = await benchLighthouse(executablePath);
    if (process.argv.includes('--lighthouse')) {
      console.log('\nBenchmarks');
      console.log(`  treemap of the build             ${path.relative(ROOT, TREEMAP)}`);
      console.log(settleLine);
      for (const line of lighthouseLines(lighthouseRows)) console.log(line);
      return;
    }
    const browser = await chromium.launch({
      executablePath,
      args: CHROMIUM_ARGS,
    });
    const loginMs: number[] = [];
    const signInMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const [, load] = await timeIt(async () => {
        await page.goto(`${hostingUrl}/auth/login`);
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      });
      loginMs.push(load);
      await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.jobSeeker.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      const [, signIn] = await timeIt(async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('heading', { name: 'Your job search' }).waitFor();
      });
      signInMs.push(signIn);
      await context.close();
    }
    await browser.close();
    const analytics = await benchAnalytics();
    const freshness = await benchFreshness();
    // in an engine of the bench's own: the suite's keeps the seeded board
    const searchRows = await benchSearch(
      (process.env.BENCH_JOB_SIZES ?? '2000,20000,100000').split(',').map(Number),
    );

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('\nBenchmarks');
    console.log(`  build (app + functions)          ${(buildMs / 1000).toFixed(1)} s`);
    console.log(`  emulator suite start             ${(startMs / 1000).toFixed(1)} s`);
    console.log(`  seed (${summary.jobs} jobs and the rest)    ${(seedMs / 1000).toFixed(1)} s`);
    console.log(settleLine);
    console.log(
      `  login page to heading, cold ctx  median ${median(loginMs).toFixed(0)} ms over ${RUNS}`,
    );
    console.log(
      `  sign-in to dashboard heading     median ${median(signInMs).toFixed(0)} ms over ${RUNS}`,
    );
    console.log(`  treemap of the build             ${path.relative(ROOT, TREEMAP)}`);
    console.log('  JavaScript each route loads first (gzip):');
    for (const [route, bytes] of Object.entries(sizes))
      console.log(`    ${route.padEnd(24)} ${kb(bytes)}`);
    for (const [route, budget] of Object.entries(ROUTE_BUDGETS)) {
      console.log(`  budget ${route.padEnd(25)} ${kb(sizes[route] ?? 0)} of ${kb(budget)}`);
    }
    for (const line of lighthouseLines(lighthouseRows)) console.log(line);
    for (const line of analyticsBenchLines(analytics)) console.log(line);
    printSearchBench(searchRows, freshness);
    if (analytics.lost > 0) process.exitCode = 1;
  } finally {
    await suite.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
