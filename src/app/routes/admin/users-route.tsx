import { UsersPage } from '@/features/user-admin/components/users-page';

/** Everyone on the platform: search, filter by role, open a person. */
export default function AdminUsersRoute() {
  return <UsersPage />;
}
