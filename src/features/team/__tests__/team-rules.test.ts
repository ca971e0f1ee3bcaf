import { describe, expect, it } from 'vitest';
import { ALL_TEAM_PERMISSIONS } from '@contracts/roles';
import { DEFAULT_INVITE_PERMISSIONS } from '../constants';
import { changesBeyond, grantableFlags, NO_TEAM_PERMISSIONS, withinGrant } from '../lib/team-rules';
import { flags } from './team-fakes';

const lee = flags('canScheduleInterviews', 'canManageTeam');

describe('what a team manager may grant', () => {
  it('the owner every flag; another manager the flags they hold; nobody known nothing', () => {
    expect(grantableFlags(lee, true)).toEqual(ALL_TEAM_PERMISSIONS);
    expect(grantableFlags(lee, false)).toEqual(lee);
    expect(grantableFlags(null, false)).toEqual(NO_TEAM_PERMISSIONS);
  });

  it('names the flags changed beyond what one holds, whichever way they changed', () => {
    const mia = flags('canScreenCandidates');
    expect(changesBeyond(lee, mia, flags('canScreenCandidates', 'canManageTeam'))).toEqual([]);
    expect(changesBeyond(lee, mia, flags('canManageTeam'))).toEqual(['canScreenCandidates']);
    expect(
      changesBeyond(lee, NO_TEAM_PERMISSIONS, flags('canCreateJobs', 'canManageTeam')),
    ).toEqual(['canCreateJobs']);
    expect(changesBeyond(ALL_TEAM_PERMISSIONS, NO_TEAM_PERMISSIONS, ALL_TEAM_PERMISSIONS)).toEqual(
      [],
    );
  });

  it('keeps the flags one may not grant as they were', () => {
    expect(withinGrant(DEFAULT_INVITE_PERMISSIONS, lee)).toEqual(flags('canScheduleInterviews'));
    expect(withinGrant(NO_TEAM_PERMISSIONS, lee, flags('canScreenCandidates'))).toEqual(
      flags('canScreenCandidates'),
    );
  });
});
