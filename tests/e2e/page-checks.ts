// What a spec checks on a page as it is: no serious accessibility violation (axe, in the page), and a
// full-page screenshot for a look by eye.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/emulator-config.ts';

const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    // axe runs in the page itself rather than per frame and then again in a blank page of its own
    // (the app has no frames), and details only the violations, not every node that passes: the
    // same violations for a third of the CPU (the candidates screen: 0.6 s against 2.5–3.2 s)
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      // still tagged experimental in axe, so off by default: a control's visible text must be in
      // its accessible name (WCAG 2.5.3), as src/lib/i18n/__tests__/label-in-name.test.ts checks
      // for every pair of messages
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
  expect(blocking, 'serious or critical axe violations').toEqual([]);
}

/** Saves a full-page screenshot under test-results/screenshots for a look by eye. */
export async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
