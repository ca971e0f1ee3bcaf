// The callable harness's own promise to a test file (no emulator needed): useHarness gives the
// file a harness named by its prefix, and closes it after the file's last test.
import { getApps } from 'firebase-admin/app';
import { describe, expect, it } from 'vitest';
import { useHarness, type Harness } from './lib/callable-harness.ts';

const openProbes = () => getApps().filter((app) => app.name.startsWith('probe-'));

describe('useHarness', () => {
  let probe: Harness | undefined;

  describe('in a file that uses it', () => {
    probe = useHarness('probe');

    it('gives a harness whose names carry the prefix, open for the tests', () => {
      expect(probe?.unique('owner')).toMatch(/^probe-owner-\d+-\d+$/);
      expect(openProbes()).toHaveLength(1);
    });
  });

  it('closes it after the last test', () => {
    expect(probe).toBeDefined();
    expect(openProbes()).toHaveLength(0);
  });
});
