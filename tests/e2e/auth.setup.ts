// Each seeded person the specs use signs in once, through the login page, before any spec runs;
// their browser state (local storage and IndexedDB, where Firebase Auth keeps the session) is
// saved for the specs to start from (`test.use({ persona })`, fixtures.ts). Signing in itself is
// tested in sign-in.spec.ts and session.spec.ts, which still go through the form every time.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from './fixtures';
import {
  SESSION_ENDED_KEY,
  SESSION_STORAGE_KEY,
  SHARED_ACTIVITY_KEY,
} from '../../src/features/session/constants.ts';
import { expectSignedIn, PERSONAS, signIn, storageStateOf, type Persona } from './personas';

/** The idle session's own records: every test's session starts afresh from its own page load. */
const SESSION_KEYS = new Set<string>([SESSION_STORAGE_KEY, SESSION_ENDED_KEY, SHARED_ACTIVITY_KEY]);

for (const persona of Object.keys(PERSONAS) as Persona[]) {
  const { account, dashboard } = PERSONAS[persona];
  setup(`${account.label} signs in once for the specs`, async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, account);
    await expect(page).toHaveURL(dashboard);
    await expectSignedIn(page);
    await expect(page.getByText(`Welcome back, ${account.displayName}.`)).toBeVisible();
    const state = await page.context().storageState({ indexedDB: true });
    for (const origin of state.origins) {
      origin.localStorage = origin.localStorage.filter(({ name }) => !SESSION_KEYS.has(name));
    }
    // Firebase Auth's session is in IndexedDB: without it the state would be signed out
    expect(JSON.stringify(state.origins)).toContain(account.uid);
    const file = storageStateOf(persona);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(state, null, 2));
  });
}
