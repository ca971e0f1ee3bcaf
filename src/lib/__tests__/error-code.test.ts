// The app reads a Firebase error's code in one way: a string `code`, else nothing.
import { describe, expect, it } from 'vitest';
import { firebaseErrorCode } from '../error-code';

describe('firebaseErrorCode', () => {
  it('reads the code of a Firestore or Auth error', () => {
    expect(firebaseErrorCode({ code: 'permission-denied', message: 'x' })).toBe(
      'permission-denied',
    );
    expect(firebaseErrorCode(Object.assign(new Error('x'), { code: 'auth/user-disabled' }))).toBe(
      'auth/user-disabled',
    );
  });

  it('gives nothing for anything else', () => {
    for (const error of [null, undefined, 'permission-denied', 42, new Error('x'), { code: 7 }]) {
      expect(firebaseErrorCode(error)).toBe('');
    }
  });
});
