import { describe, expect, it } from 'vitest';
import { formatSalary } from '@/lib/format/salary';
import { safeApplyUrl, vocabularyKey } from '../lib/job-format';
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

  it('turns job types and levels into translation keys', () => {
    expect(vocabularyKey('Full-time')).toBe('fullTime');
    expect(vocabularyKey('Entry level')).toBe('entryLevel');
    expect(vocabularyKey('Senior')).toBe('senior');
  });

  it('opens only http(s) apply links', () => {
    expect(safeApplyUrl('https://careers.example.com/a')).toBe('https://careers.example.com/a');
    expect(safeApplyUrl('javascript:alert(1)')).toBeNull();
    expect(safeApplyUrl('data:text/html,hi')).toBeNull();
    expect(safeApplyUrl('not a url')).toBeNull();
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
