import { describe, expect, it } from 'vitest';
import {
  SEARCH_TOKEN_MAX_LENGTH,
  SEARCH_TOKENS_MAX,
  searchTokenOf,
  userSearchTokens,
} from '../user-admin';

describe('userSearchTokens', () => {
  it('holds every prefix of each name word, of the email and of its local part, lower-cased', () => {
    const tokens = userSearchTokens({ displayName: 'Ana Li', email: 'Ana.Li@Example.com' });
    expect(tokens).toEqual(
      expect.arrayContaining(['a', 'an', 'ana', 'l', 'li', 'ana.', 'ana.li', 'ana.li@example.com']),
    );
    expect(tokens).not.toContain('example.com');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('cuts prefixes at 20 characters and keeps at most 120 tokens', () => {
    const long = 'x'.repeat(40);
    const tokens = userSearchTokens({
      displayName: 'abcdefghijklmnopqrstuvwxyz bcdefghijklmnopqrstuvwxyz cdefghijklmnopqrstuvwxyz',
      email: `${long}@example.com`,
    });
    expect(Math.max(...tokens.map((token) => token.length))).toBe(SEARCH_TOKEN_MAX_LENGTH);
    expect(tokens.length).toBeLessThanOrEqual(SEARCH_TOKENS_MAX);
    expect(SEARCH_TOKEN_MAX_LENGTH).toBe(20);
    expect(SEARCH_TOKENS_MAX).toBe(120);
  });

  it('treats letters beyond ASCII as letters (Arabic, accents)', () => {
    const tokens = userSearchTokens({ displayName: 'نور Élodie', email: null });
    expect(tokens).toEqual(expect.arrayContaining(['ن', 'نور', 'é', 'élodie']));
  });

  it('has nothing for a profile without name or email', () => {
    expect(userSearchTokens({})).toEqual([]);
  });
});

describe('searchTokenOf', () => {
  it('looks up the first word typed, lower-cased, cut like the tokens', () => {
    expect(searchTokenOf('  Priya Raman ')).toBe('priya');
    expect(searchTokenOf('x'.repeat(30))).toBe('x'.repeat(20));
    expect(searchTokenOf('   ')).toBeNull();
  });

  it('finds a person by what the list searches with', () => {
    const tokens = userSearchTokens({ displayName: 'Priya Raman', email: 'priya@jobs.test' });
    for (const typed of ['pri', 'Raman', 'priya@jobs', 'PRIYA@JOBS.TEST']) {
      expect(tokens).toContain(searchTokenOf(typed));
    }
  });
});
