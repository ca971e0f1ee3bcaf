// The query keys of user administration: every query and invalidation of the feature takes its
// key here; `users()` is the prefix of every page of the list.
import type { UserFilters } from './list-users';

const all = ['user-admin'] as const;

export const userAdminKeys = {
  details: (uid: string) => [...all, 'details', uid] as const,
  users: () => [...all, 'users'] as const,
  usersPage: (filters: UserFilters, cursorId: string | null) =>
    [...userAdminKeys.users(), filters, cursorId] as const,
};
