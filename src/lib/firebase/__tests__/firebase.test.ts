import { describe, expect, it, vi } from 'vitest';

describe('Firebase client without configuration', () => {
  it('has no app and says which service is missing', async () => {
    const { getFirebaseApp, isFirebaseConfigured } = await import('../app');
    const { getFirebaseAuth } = await import('../auth');
    const { getDb, getDbOrNull } = await import('../firestore');
    const sdk = await import('firebase/firestore');
    expect(isFirebaseConfigured()).toBe(false);
    expect(getFirebaseApp()).toBeNull();
    expect(() => getFirebaseAuth()).toThrow(
      'Firebase Auth not initialized. Check your environment variables.',
    );
    expect(() => getDb(sdk, getFirebaseApp())).toThrow(
      'Firebase Firestore not initialized. Check your environment variables.',
    );
    expect(getDbOrNull(sdk, getFirebaseApp())).toBeNull();
  });
});

describe('initFirebaseApp', () => {
  it('throws "Failed to initialize Firebase" when the SDK refuses the configuration', async () => {
    vi.resetModules();
    vi.doMock('firebase/app', () => ({
      initializeApp: () => {
        throw new Error('bad options');
      },
    }));
    const { initFirebaseApp } = await import('../app');
    expect(() => initFirebaseApp({ apiKey: 'x' })).toThrow('Failed to initialize Firebase');
    vi.doUnmock('firebase/app');
  });
});
