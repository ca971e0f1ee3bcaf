import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';
import { userAdminKeys } from './query-keys';

/** A person's private details; the server records every read (VIEW_SENSITIVE_DATA). */
export const getUserDetails = (uid: string) => callFunction(CALLABLES.getUserDetails, { uid });

export const userDetailsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: userAdminKeys.details(uid),
    queryFn: () => getUserDetails(uid),
    // each read is audited: read once per visit, and again only after a change made here
    staleTime: Infinity,
    retry: false,
  });

export const useUserDetails = (uid: string) => useQuery(userDetailsQueryOptions(uid));
