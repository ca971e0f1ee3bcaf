import { describe, expect, it } from 'vitest';
import { formatSalary } from '@/lib/format/salary';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';

describe('job helpers', () => {
  it('formats a salary for the reader’s locale without cents', () => {
    expect(formatSalary(120_000, 'en')).toBe('$120,000');
    expect(formatSalary(120_000, 'de')).toMatch(/^120\.000\s\$$/);
    expect(formatSalary(120_000, 'ar')).toContain('$');
    expect(formatSalary(120_000, 'ar')).not.toContain('US');
    expect(formatSalary(0, 'en')).toBe('-');
    expect(formatSalary(Number.NaN, 'en')).toBe('-');
  });

  it('tokenizes like the stored keywords', () => {
    expect(searchTokens('Senior C++ / Node.js Engineer', ['React Native'])).toEqual([
      'senior',
      'c++',
      'node.js',
      'engineer',
      'react',
      'native',
    ]);
    expect(locationKey('Berlin, Germany')).toBe('berlin');
  });
});
