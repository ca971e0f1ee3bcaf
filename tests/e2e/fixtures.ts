// The `test` of every end-to-end spec: Playwright's, with one automatic check added. Every page of
// the test's browser context reports Content-Security-Policy violations, and a test with one fails:
// the production policy (firebase.json, with the emulator hosts added for the local suite) must
// hold for everything the product does.
//
// `test.use({ persona: 'employer' })` opens the test's pages signed in as that seeded person: the
// context starts from the browser state the setup project saved after signing them in once
// (auth.setup.ts), so the test goes straight to its screen. Each test gets its own copy: what it
// does to the browser state (a sign-out, a language) stays in it.
import { test as base, expect } from '@playwright/test';
import { storageStateOf, type Persona } from './support';

export const test = base.extend<{ cspViolations: string[]; persona: Persona | null }>({
  persona: [null, { option: true }],
  storageState: async ({ persona, storageState }, use) => {
    await use(persona ? storageStateOf(persona) : storageState);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
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
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
