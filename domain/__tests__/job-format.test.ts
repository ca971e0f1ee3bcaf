import { describe, expect, it } from 'vitest';
import { safeApplyUrl, vocabularyKey } from '../job-format';

describe("how a job's values are shown", () => {
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
});
