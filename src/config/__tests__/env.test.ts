import { describe, expect, it } from 'vitest';
import { readEnv, REQUIRED_FIREBASE_VARS } from '../env';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-jobs',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};

describe('readEnv', () => {
  it('runs in offline mode, with nothing reported missing, when no configuration is given', () => {
    const env = readEnv({});
    expect(env.mode).toBe('offline');
    expect(env.firebase).toBeNull();
    expect(env.missing).toEqual([]);
  });

  it('names every missing variable when the configuration is partial', () => {
    const env = readEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: ' ' });
    expect(env.mode).toBe('offline');
    expect(env.missing).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_APP_ID',
    ]);
  });

  it('uses Firebase when every required variable is present', () => {
    const env = readEnv(complete);
    expect(env.mode).toBe('firebase');
    expect(env.firebase).toMatchObject({ apiKey: 'key', projectId: 'demo-jobs' });
    expect(env.useEmulators).toBe(false);
    expect(REQUIRED_FIREBASE_VARS).toHaveLength(4);
  });

  it('switches to the emulators and knows the demo sign-in only when told', () => {
    const env = readEnv({
      ...complete,
      VITE_USE_FIREBASE_EMULATORS: 'true',
      VITE_DEMO_EMAIL: 'demo@jobs.test',
      VITE_DEMO_PASSWORD: 'secret',
    });
    expect(env.useEmulators).toBe(true);
    expect(env.demoCredentials).toEqual({ email: 'demo@jobs.test', password: 'secret' });
    expect(readEnv({ ...complete, VITE_USE_FIREBASE_EMULATORS: 'false' }).useEmulators).toBe(false);
  });

  it('never puts the demo password into a build for a real project', () => {
    const env = readEnv({
      ...complete,
      VITE_DEMO_EMAIL: 'demo@jobs.test',
      VITE_DEMO_PASSWORD: 'secret',
    });
    expect(env.useEmulators).toBe(false);
    expect(env.demoCredentials).toBeNull();
  });

  it('turns App Check on with a site key, for a real project only', () => {
    expect(readEnv(complete).appCheckSiteKey).toBeNull();
    expect(readEnv({ ...complete, VITE_APP_CHECK_SITE_KEY: 'site-key' }).appCheckSiteKey).toBe(
      'site-key',
    );
    expect(
      readEnv({
        ...complete,
        VITE_APP_CHECK_SITE_KEY: 'site-key',
        VITE_USE_FIREBASE_EMULATORS: 'true',
      }).appCheckSiteKey,
    ).toBeNull();
  });
});
