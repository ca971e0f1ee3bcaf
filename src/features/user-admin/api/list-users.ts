import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import { searchTokenOf, USERS_PAGE_SIZE } from '@contracts/user-admin';
import { userAdminKeys } from './query-keys';

/** Where a page starts: the last person of the page before. */
export type UsersCursor = DocumentSnapshot;

export interface UserFilters {
  /** What was typed in the search box: looked up by its first word (contracts/user-admin.ts). */
  search: string;
  /** A role, or '' for every role. */
  role: string;
}

export interface UserRow {
  uid: string;
  displayName: string;
  email: string;
  role: string;
  disabled: boolean;
}

export interface UsersPage {
  rows: UserRow[];
  /** Where the next page starts, or null on the last page. */
  next: DocumentSnapshot | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One page of people, ordered by name: those whose name or email starts with what was searched
 * (the server keeps their search tokens), of one role or all, after `cursor`.
 */
export async function listUsers(
  filters: UserFilters,
  cursor: DocumentSnapshot | null,
): Promise<UsersPage> {
  const fs = await firestore();
  const token = searchTokenOf(filters.search);
  const constraints: QueryConstraint[] = [
    ...(token ? [fs.where('searchTokens', 'array-contains', token)] : []),
    ...(filters.role ? [fs.where('role', '==', filters.role)] : []),
    fs.orderBy('displayName'),
    ...(cursor ? [fs.startAfter(cursor)] : []),
    // one more than a page tells whether there is a next one
    fs.limit(USERS_PAGE_SIZE + 1),
  ];
  const snapshot = await fs.getDocs(
    fs.query(fs.collection(fs.db, COLLECTIONS.users), ...constraints),
  );
  const docs = snapshot.docs.slice(0, USERS_PAGE_SIZE);
  return {
    rows: docs.map((doc) => {
      const data = doc.data();
      return {
        uid: doc.id,
        displayName: text(data.displayName),
        email: text(data.email),
        role: text(data.role),
        disabled: data.disabled === true,
      };
    }),
    next: snapshot.docs.length > USERS_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
  };
}

export const usersQueryOptions = (filters: UserFilters, cursor: DocumentSnapshot | null) =>
  queryOptions({
    queryKey: userAdminKeys.usersPage(filters, cursor?.id ?? null),
    queryFn: () => listUsers(filters, cursor),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserFilters, cursor: DocumentSnapshot | null) =>
  useQuery(usersQueryOptions(filters, cursor));
