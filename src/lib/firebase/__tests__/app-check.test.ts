import type { FirebaseApp } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCheckHeaders, resetAppCheck, startAppCheck } from '../app-check';

const initializeAppCheck = vi.fn((_app: unknown, _options: unknown) => ({ name: 'app-check' }));
const getToken = vi.fn(() => Promise.resolve({ token: 'token-1' }));
vi.mock('firebase/app-check', () => ({
  initializeAppCheck: (app: unknown, options: unknown) => initializeAppCheck(app, options),
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {}
  },
  getToken: () => getToken(),
}));

const app = { name: '[DEFAULT]' } as FirebaseApp;

afterEach(() => {
  resetAppCheck();
  initializeAppCheck.mockClear();
});

describe('App Check in the browser', () => {
  it('stays off without a site key: no App Check code, no header', async () => {
    await expect(startAppCheck(app, null)).resolves.toBeNull();
    expect(initializeAppCheck).not.toHaveBeenCalled();
    await expect(appCheckHeaders()).resolves.toEqual({});
  });

  it('starts once with reCAPTCHA Enterprise and the site key, and API calls carry its token', async () => {
    await startAppCheck(app, 'site-key');
    await startAppCheck(app, 'site-key');
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: 'site-key' }) as unknown,
      isTokenAutoRefreshEnabled: true,
    });
    await expect(appCheckHeaders()).resolves.toEqual({ 'X-Firebase-AppCheck': 'token-1' });
  });
});
