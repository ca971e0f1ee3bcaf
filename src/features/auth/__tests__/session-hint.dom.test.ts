import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSessionHint,
  readSessionHint,
  saveSessionHint,
  saveTeamPermissionsHint,
  SESSION_HINT_KEY,
} from '../lib/session-hint';

describe('the session hint', () => {
  beforeEach(() => localStorage.clear());

  it('keeps who was signed in, and forgets them', () => {
    saveSessionHint({ uid: 'u1', role: 'employer', displayName: 'Omar', email: 'o@jobs.test' });
    expect(readSessionHint()).toEqual({
      uid: 'u1',
      role: 'employer',
      displayName: 'Omar',
      email: 'o@jobs.test',
    });
    clearSessionHint();
    expect(readSessionHint()).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('keeps the team flags for the same person and role only', () => {
    saveSessionHint({ uid: 'u1', role: 'employer' });
    saveTeamPermissionsHint('u1', { canViewReports: true, canManageTeam: false });
    saveSessionHint({ uid: 'u1', role: 'employer', displayName: 'Omar' });
    expect(readSessionHint()?.teamPermissions).toEqual({
      canViewReports: true,
      canManageTeam: false,
    });
    // another role: the flags were the employer's
    saveSessionHint({ uid: 'u1', role: 'jobSeeker' });
    expect(readSessionHint()?.teamPermissions).toBeUndefined();
    // flags of someone else are not written under this person's hint
    saveTeamPermissionsHint('u2', { canViewReports: true });
    expect(readSessionHint()).toEqual({ uid: 'u1', role: 'jobSeeker' });
  });

  it.each([
    ['not JSON', '{uid'],
    ['no uid', JSON.stringify({ role: 'employer' })],
    ['an empty uid', JSON.stringify({ uid: '', role: 'employer' })],
    ['an unknown role', JSON.stringify({ uid: 'u1', role: 'guest' })],
    ['a name that is not text', JSON.stringify({ uid: 'u1', role: 'admin', displayName: 7 })],
    [
      'flags that are not yes or no',
      JSON.stringify({ uid: 'u1', role: 'employer', teamPermissions: { canViewReports: 'yes' } }),
    ],
    ['flags as a list', JSON.stringify({ uid: 'u1', role: 'employer', teamPermissions: [true] })],
    ['null', 'null'],
  ])('ignores a stored value with %s', (_case, raw) => {
    localStorage.setItem(SESSION_HINT_KEY, raw);
    expect(readSessionHint()).toBeNull();
  });
});
