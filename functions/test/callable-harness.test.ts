// The callable harness's own promises to a test file: useHarness gives the file a harness named by
// its prefix and closes it after the file's last test (no emulator needed); makeTeam makes a
// company with its owner and members holding the permissions asked for (on the emulators).
import { getApps } from 'firebase-admin/app';
import { describe, expect, it } from 'vitest';
import { makeTeam, only, useHarness, type Harness } from './lib/callable-harness.ts';

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

describe('makeTeam', () => {
  const h = useHarness('team-probe');

  it('makes the owner’s company and each member in it with the permissions asked for', async () => {
    const team = await makeTeam(h, 'acme', { screener: only('canScreenCandidates') });
    expect(team.owner.uid).toBe(h.unique('acme-owner'));
    expect(team.screener.uid).toBe(h.unique('acme-screener'));
    const company = await h.db.doc(`companies/${team.companyId}`).get();
    expect(company.get('ownerId')).toBe(team.owner.uid);
    expect(company.get('name')).toBe(team.name);
    const member = await h.db.doc(`companies/${team.companyId}/members/${team.screener.uid}`).get();
    expect(member.data()).toMatchObject({
      permissions: only('canScreenCandidates'),
      addedBy: team.owner.uid,
    });
    expect((await h.db.doc(`users/${team.screener.uid}`).get()).data()).toMatchObject({
      role: 'employer',
      companyId: team.companyId,
    });
  });
});
