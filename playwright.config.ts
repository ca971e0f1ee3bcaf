import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/chromium.ts';
import { hostingUrl } from './scripts/lib/emulator-config.ts';

// The app must be served on the local suite: `npm test` starts it, or run `npm start` first.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // Waits allow for a busy machine (another suite on the same two cores slows the emulators and
  // the browser several times over); a wait ends as soon as its condition holds, so a quiet run
  // is no slower. Timings themselves run on Playwright's clock (session.spec.ts).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  projects: [
    // signs in each seeded person once and saves their browser state (tests/e2e/auth.setup.ts)
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'e2e', dependencies: ['setup'] },
  ],
  use: {
    baseURL: hostingUrl,
    // a click or a navigation that cannot happen fails naming its target, instead of running
    // into the test's timeout without saying which step waited
    actionTimeout: 40_000,
    navigationTimeout: 60_000,
    // recording a trace costs about a quarter of the suite's CPU (measured on admin.spec.ts: 119 s
    // of CPU with traces, 87 s without); E2E_TRACE=1 keeps one for each failing test
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: testBrowserPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
