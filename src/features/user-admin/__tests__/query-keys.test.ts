// After a change to a person, their details and every page of the users list are read again:
// each page's key starts with `users()`.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userAdminKeys } from '../api/query-keys';

describe('userAdminKeys', () => {
  it('keys a users page by its filters and cursor, under the users prefix', () => {
    const page = userAdminKeys.usersPage({ search: 'ann', role: '' }, 'u9');
    expect(page).toEqual(['user-admin', 'users', { search: 'ann', role: '' }, 'u9']);
    expect(partialMatchKey(page, userAdminKeys.users())).toBe(true);
    expect(partialMatchKey(userAdminKeys.details('u1'), userAdminKeys.users())).toBe(false);
  });

  it('keys a person’s details by their uid', () => {
    expect(userAdminKeys.details('u1')).toEqual(['user-admin', 'details', 'u1']);
  });
});
