import { describe, expect, it } from 'vitest';
import { allResources } from '@/testing/test-utils';
import { authErrorKey } from '../lib/auth-error-key';

describe('authErrorKey', () => {
  it.each([
    ['auth/wrong-password', 'auth.errors.wrongPassword'],
    ['auth/invalid-credential', 'auth.errors.wrongPassword'],
    ['auth/email-already-in-use', 'auth.errors.accountExists'],
    ['auth/weak-password', 'auth.errors.weakPassword'],
    ['auth/too-many-requests', 'auth.errors.tooManyRequests'],
    ['auth/user-disabled', 'auth.errors.accountDisabled'],
  ])('gives %s its own message', (code, key) => {
    expect(authErrorKey({ code })).toBe(key);
  });

  it.each([{ code: 'auth/internal-error' }, new Error('boom'), null, 'text'])(
    'falls back to "Authentication error occurred" for %j',
    (error) => {
      expect(authErrorKey(error)).toBe('auth.errors.generic');
      const en = allResources.en?.common as { auth: { errors: { generic: string } } };
      expect(en.auth.errors.generic).toBe('Authentication error occurred');
    },
  );
});
