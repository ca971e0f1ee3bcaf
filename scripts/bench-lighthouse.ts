// Lighthouse (the npm package) in the Debian Chromium, against the production build served by the
// local suite: the login page and the public job page and board signed out, and each role's
// dashboard signed in as that role. The public pages are also scored for SEO, accessibility and
// best practices, with their first-load JavaScript (gzip). Mobile
// form factor with simulated throttling (Lighthouse's default); the median of RUNS runs per page,
// measured twice: at a first visit (the browser's HTTP cache emptied before each run, the session
// kept) and at a repeat visit (every asset cached by a visit before the runs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { ACCOUNTS, DEMO_PASSWORD, type SeedAccount } from './lib/accounts.ts';
import { CHROMIUM_ARGS } from './lib/chromium.ts';
import { hostingUrl, ROOT } from './lib/emulator-config.ts';
import { readBlockingAtCpuTime } from './lib/lantern-cpu-time.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** `BENCH_LIGHTHOUSE_PAGES=login,admin` measures only the pages whose names contain one of these. */
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const PORT = 9333 + Number(process.env.EMULATOR_PORT_OFFSET ?? 0) / 1000;
/** Each page's last report, to read what the figures come from (the LCP element, the shifts). */
const REPORTS = path.join(ROOT, 'test-results', 'lighthouse');
/** A run that fails (Lighthouse loses its connection to the page now and then) is run again. */
const ATTEMPTS = 3;

/** The goals of the speed work: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02. */
const LIGHTHOUSE_GOALS = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02 };

/** A first visit finds the HTTP cache empty; a repeat visit finds every asset of the page in it. */
export type Visit = 'first' | 'repeat';
const VISITS: readonly Visit[] = ['first', 'repeat'];

interface LighthouseRow {
  page: string;
  visit: Visit;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The total blocking time with each task at the page thread's CPU time in it, without the time
   * it waited for a CPU this machine's other processes held (scripts/lib/lantern-cpu-time.ts).
   */
  tbtCpuMs: number;
  cls: number;
  /** The other categories and the first load's JavaScript, for the pages anyone may open. */
  publicPage?: { seo: number; accessibility: number; bestPractices: number; scriptKb: number };
}

interface Target {
  page: string;
  path: string;
  account: SeedAccount | null;
  /** Scored in every category (the public pages: their goal is 100 in SEO, a11y and practices). */
  everyCategory?: boolean;
}

/** A seeded posting's public page (scripts/seed-postings.ts). */
const PUBLIC_JOB_PATH = '/jobs/northwind-frontend-engineer/senior-frontend-engineer';

const TARGETS: Target[] = [
  { page: 'login', path: '/auth/login', account: null },
  { page: 'public job page', path: PUBLIC_JOB_PATH, account: null, everyCategory: true },
  { page: 'public board', path: '/jobs?q=engineer', account: null, everyCategory: true },
  {
    page: 'job seeker dashboard',
    path: '/dashboard/job-seeker',
    account: ACCOUNTS.jobSeeker,
  },
  {
    page: 'employer dashboard',
    path: '/dashboard/employer',
    account: ACCOUNTS.employer,
  },
  { page: 'admin dashboard', path: '/dashboard/admin', account: ACCOUNTS.admin },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A browser with its own profile, signed in as `account` (its sign-in kept in IndexedDB). */
async function browserFor(executablePath: string, account: SeedAccount | null) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [`--remote-debugging-port=${PORT}`, ...CHROMIUM_ARGS],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (account) {
    await page.goto(`${hostingUrl}/auth/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard\//);
  }
  const cdp = await context.newCDPSession(page);
  return {
    /** Empties the browser's HTTP cache; the site's storage (the signed-in session) stays. */
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    /** Loads `url` once, so that a repeat visit finds its assets cached. */
    visit: async (url: string) => {
      await page.goto(url, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // the chunks a screen loads after its first paint (its deferred cards and dialogs)
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Figures = Omit<LighthouseRow, 'page' | 'visit'>;

/** The categories Lighthouse scores besides performance on the public pages. */
const PUBLIC_CATEGORIES = ['seo', 'accessibility', 'best-practices'];

/** Reads each run's total blocking time at CPU time too. */
type CpuReading = ReturnType<typeof readBlockingAtCpuTime>;

async function measureOnce(
  url: string,
  report: string,
  everyCategory: boolean,
  cpuReading: CpuReading,
): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...(everyCategory ? PUBLIC_CATEGORIES : [])],
      // keep the signed-in session: Lighthouse would otherwise clear the site's storage (and the
      // HTTP cache, which a first visit's run empties itself)
      disableStorageReset: true,
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, `${report}.json`), JSON.stringify(lhr, null, 1));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  // what the page's scripts weighed on the wire (gzip) at this load
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  const scriptBytes = (requests ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const tbtMs = audit('total-blocking-time');
  return {
    performance: score('performance'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs,
    tbtCpuMs: cpuReading.take(tbtMs) ?? Number.NaN,
    cls: audit('cumulative-layout-shift'),
    ...(everyCategory
      ? {
          publicPage: {
            seo: score('seo'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            scriptKb: scriptBytes / 1024,
          },
        }
      : {}),
  };
}

async function measure(
  url: string,
  report: string,
  beforeRun: () => Promise<void>,
  everyCategory: boolean,
  cpuReading: CpuReading,
): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await beforeRun();
      return await measureOnce(url, report, everyCategory, cpuReading);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  Lighthouse failed on ${url} (${String(error)}); running it again`);
    }
  }
}

export async function benchLighthouse(executablePath: string): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  const targets = PAGES.length
    ? TARGETS.filter((target) => PAGES.some((page) => target.page.includes(page)))
    : TARGETS;
  const cpuReading = readBlockingAtCpuTime();
  try {
    for (const target of targets) {
      rows.push(...(await benchTarget(executablePath, target, cpuReading)));
    }
  } finally {
    cpuReading.stop();
  }
  return rows;
}

/** One page's rows: a first and a repeat visit. */
async function benchTarget(
  executablePath: string,
  target: Target,
  cpuReading: CpuReading,
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  const browser = await browserFor(executablePath, target.account);
  const url = `${hostingUrl}${target.path}`;
  try {
    for (const visit of VISITS) {
      const report = `${target.page.replaceAll(' ', '-')}-${visit}-visit`;
      if (visit === 'repeat') await browser.visit(url);
      const beforeRun = visit === 'first' ? browser.clearCache : () => Promise.resolve();
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measure(url, report, beforeRun, target.everyCategory ?? false, cpuReading));
      }
      const scored = runs.flatMap((run) => (run.publicPage ? [run.publicPage] : []));
      rows.push({
        page: target.page,
        visit,
        performance: median(runs.map((run) => run.performance)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        tbtCpuMs: median(runs.map((run) => run.tbtCpuMs)),
        cls: median(runs.map((run) => run.cls)),
        ...(scored.length > 0
          ? {
              publicPage: {
                seo: median(scored.map((entry) => entry.seo)),
                accessibility: median(scored.map((entry) => entry.accessibility)),
                bestPractices: median(scored.map((entry) => entry.bestPractices)),
                scriptKb: median(scored.map((entry) => entry.scriptKb)),
              },
            }
          : {}),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function lighthouseLines(rows: LighthouseRow[]): string[] {
  const goals = LIGHTHOUSE_GOALS;
  return [
    `  Lighthouse 13, mobile, simulated throttling, median of ${RUNS} (goal: performance ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs} ms, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls})`,
    `    first visit: the HTTP cache emptied before each run, the session kept; repeat visit: every asset cached`,
    `    TBT cpu: the same blocking time with each task at the page thread's CPU time, without the time it waited for a CPU the machine's other processes held (a reading, not a goal)`,
    `    ${'page'.padEnd(24)} ${'visit'.padEnd(7)} ${'perf'.padStart(5)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'TBT cpu'.padStart(8)} ${'CLS'.padStart(6)}`,
    ...rows.map(
      (row) =>
        `    ${row.page.padEnd(24)} ${row.visit.padEnd(7)} ${String(row.performance).padStart(5)} ${row.lcpMs.toFixed(0).padStart(8)} ${row.tbtMs.toFixed(0).padStart(8)} ${row.tbtCpuMs.toFixed(0).padStart(8)} ${row.cls.toFixed(3).padStart(6)}`,
    ),
    `    public pages (goal: performance ≥ 98, SEO, accessibility and best practices 100, first-load JS ≤ 50 KB gzip)`,
    `    ${'page'.padEnd(24)} ${'visit'.padEnd(7)} ${'SEO'.padStart(5)} ${'a11y'.padStart(5)} ${'pract'.padStart(5)} ${'JS KB'.padStart(7)}`,
    ...rows.flatMap(({ page, visit, publicPage: scores }) =>
      scores
        ? [
            `    ${page.padEnd(24)} ${visit.padEnd(7)} ${String(scores.seo).padStart(5)} ${String(scores.accessibility).padStart(5)} ${String(scores.bestPractices).padStart(5)} ${scores.scriptKb.toFixed(1).padStart(7)}`,
          ]
        : [],
    ),
  ];
}
