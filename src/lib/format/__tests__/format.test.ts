import { describe, expect, it } from 'vitest';
import { formatDate } from '../date';
import { initials, MAX_INITIALS } from '../initials';

describe('formatDate', () => {
  it.each([null, undefined, ''])('shows - for the empty value %j', (value) => {
    expect(formatDate(value)).toBe('-');
  });

  it.each(['not a date', 'garbage-2026', '2026-13-45', Number.NaN, Infinity])(
    'shows - for the unreadable value %j',
    (value) => {
      expect(formatDate(value)).toBe('-');
    },
  );

  it('shows a short US-style date: abbreviated month, day, year', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('Jan 5, 2026');
    expect(formatDate(Date.UTC(2025, 6, 4, 12))).toBe('Jul 4, 2025');
  });
});

describe('initials', () => {
  it('takes the first letter of each word, uppercased', () => {
    expect(initials('ada lovelace')).toBe('AL');
  });

  it(`keeps at most ${MAX_INITIALS} letters`, () => {
    expect(MAX_INITIALS).toBe(2);
    expect(initials('Maria del Carmen Lopez')).toBe('MD');
  });

  it('handles one word, extra spaces and empty names', () => {
    expect(initials('Plato')).toBe('P');
    expect(initials('  omar   haddad ')).toBe('OH');
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
  });

  it('works for names outside the Latin alphabet', () => {
    expect(initials('ليلى أحمد')).toBe('لأ');
    expect(initials('élodie durand')).toBe('ÉD');
  });
});
