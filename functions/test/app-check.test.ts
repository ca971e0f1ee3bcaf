// App Check enforcement of the API and the callables: off in the emulator and by default; when on,
// a request without a token, or with one App Check refuses, is refused.
import { describe, expect, it } from 'vitest';
import { appCheckEnforced, appCheckRefusal } from '../src/lib/app-check.ts';

const accept = () => Promise.resolve({});
const refuse = () => Promise.reject(new Error('invalid token'));

describe('App Check', () => {
  it('is enforced only when APP_CHECK_ENFORCE=true, and never in the emulator', () => {
    expect(appCheckEnforced({})).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: 'true' })).toBe(true);
    expect(
      appCheckEnforced({
        APP_CHECK_ENFORCE: 'true',
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_DEBUG_MODE: 'true',
      }),
    ).toBe(false);
  });

  it('lets everything through when not enforced', async () => {
    await expect(appCheckRefusal({}, false, refuse)).resolves.toBeNull();
  });

  it('when enforced, refuses a request without a token or with a refused one', async () => {
    await expect(appCheckRefusal({}, true, accept)).resolves.toBe('An App Check token is required');
    await expect(appCheckRefusal({ 'x-firebase-appcheck': 'bad' }, true, refuse)).resolves.toBe(
      'The App Check token is not valid',
    );
    await expect(
      appCheckRefusal({ 'x-firebase-appcheck': 'good' }, true, accept),
    ).resolves.toBeNull();
  });
});
