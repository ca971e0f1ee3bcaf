// The `test` of every end-to-end spec: Playwright's, with one automatic check added. Every page of
// the test's browser contexts reports Content-Security-Policy violations, and a test with one
// fails: the production policy (firebase.json, with the emulator hosts added for the local suite)
// must hold for everything the product does.
//
// `test.use({ persona: 'employer' })` opens the test's pages signed in as that seeded person: the
// context starts from the browser state the setup project saved after signing them in once
// (auth.setup.ts), so the test goes straight to its screen. Each test gets its own copy: what it
// does to the browser state (a sign-out, a language) stays in it. `openContext` opens another
// browser (another person), watched the same way, signed in as a persona or signed out.
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { storageStateOf, type Persona } from './personas';

async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation:') || text.includes('Content Security Policy')) {
      violations.push(text);
    }
  });
}

export const test = base.extend<{
  cspViolations: string[];
  persona: Persona | null;
  openContext: (options?: { persona?: Persona }) => Promise<BrowserContext>;
}>({
  persona: [null, { option: true }],
  storageState: async ({ persona, storageState }, use) => {
    await use(persona ? storageStateOf(persona) : storageState);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  openContext: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async ({ persona } = {}) => {
      // the test's own storage state (its persona) would otherwise be the new context's too
      const context = await browser.newContext({
        storageState: persona ? storageStateOf(persona) : { cookies: [], origins: [] },
      });
      opened.push(context);
      await watchCsp(context, cspViolations);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect };
