import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../lib/return-path';

describe('a return path after sign-in', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/dashboard/job-seeker/jobs/abc?apply=1')).toBe(
      '/dashboard/job-seeker/jobs/abc?apply=1',
    );
    expect(safeReturnPath('/invitations/accept?token=x#top')).toBe(
      '/invitations/accept?token=x#top',
    );
  });

  it('refuses anything that leads to another site or is not a path', () => {
    for (const hostile of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'dashboard',
      '',
      '/'.padEnd(2_001, 'a'),
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBeNull();
    }
  });
});
