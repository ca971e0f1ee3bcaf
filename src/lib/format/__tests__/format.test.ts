import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../currency';
import { formatDate } from '../date';
import { initials, MAX_INITIALS } from '../initials';
import { formatSalary } from '../salary';

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

  it('shows a short date in English by default: abbreviated month, day, year', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('Jan 5, 2026');
    expect(formatDate(Date.UTC(2025, 6, 4, 12))).toBe('Jul 4, 2025');
  });

  it('shows the date in the reader’s language, never a US date on an Arabic or German screen', () => {
    const noon = '2026-11-22T12:00:00Z';
    expect(formatDate(noon, 'de')).toBe('22. Nov. 2026');
    expect(formatDate(noon, 'fr')).toBe('22 nov. 2026');
    const arabic = formatDate(noon, 'ar');
    expect(arabic).toBe(
      new Intl.DateTimeFormat('ar', { month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(noon),
      ),
    );
    expect(arabic).toContain('نوفمبر');
    expect(arabic).not.toContain('Nov');
    expect(formatDate(null, 'ar')).toBe('-');
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

describe('money', () => {
  /** The text without the invisible marks that isolate it right to left. */
  const visible = (text: string) => text.replace(/[\u2066\u2069]/g, '');

  it('writes dollars in Arabic with the bare $, not the locale data’s US$', () => {
    const salary = formatSalary(147_000, 'ar');
    expect(salary).not.toContain('US');
    expect(visible(salary)).toMatch(/^(147,000|١٤٧٬٠٠٠)\s\$$/);
    const money = formatCurrency(-7.9, 'USD', 'ar');
    expect(money).not.toContain('US');
    expect(visible(money)).toMatch(/^-7\.90\s\$$/);
  });

  it('isolates an amount right to left as one left-to-right run, so $ and the sign stay put', () => {
    expect(formatSalary(147_000, 'ar')).toMatch(/^\u2066[^\u200e\u200f\u061c]+\u2069$/);
  });

  it('keeps every other language as its locale writes it, with the narrow symbol', () => {
    expect(formatSalary(147_000, 'en')).toBe('$147,000');
    expect(formatSalary(147_000, 'de')).toBe('147.000\u00a0$');
    expect(formatSalary(147_000, 'it')).toBe('147.000\u00a0$');
    expect(formatSalary(147_000, 'fr')).toBe('147\u202f000\u00a0$');
    expect(formatSalary(147_000, 'es')).toBe('147.000\u00a0$');
    expect(formatCurrency(79, 'USD', 'en')).toBe('$79.00');
    expect(formatCurrency(79, 'EUR', 'de')).toBe('79,00\u00a0€');
  });
});
