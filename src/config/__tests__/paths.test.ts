import { describe, expect, it } from 'vitest';
import { dashboardPathFor, paths } from '../paths';
import { isRole, SELF_SERVICE_ROLES } from '@contracts/roles';

describe('dashboardPathFor', () => {
  it.each([
    ['admin', '/dashboard/admin'],
    ['employer', '/dashboard/employer'],
    ['jobSeeker', '/dashboard/job-seeker'],
  ])('sends %s to %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });

  it.each(['guest', '', null, undefined, 'Admin', 'job-seeker'])(
    'sends the unknown role %j to the login page',
    (role) => {
      expect(dashboardPathFor(role)).toBe(paths.login);
      expect(paths.login).toBe('/auth/login');
    },
  );
});

describe('roles', () => {
  it('never lets a person choose admin for themselves', () => {
    expect(SELF_SERVICE_ROLES).toEqual(['jobSeeker', 'employer']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('superuser')).toBe(false);
  });
});
