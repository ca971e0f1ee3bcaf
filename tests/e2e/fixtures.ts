// The `test` of every end-to-end spec: Playwright's, with one automatic check added. Every page of
// the test's browser context reports Content-Security-Policy violations, and a test with one fails:
// the production policy (firebase.json, with the emulator hosts added for the local suite) must
// hold for everything the product does.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
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
