import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import type { Role } from '@contracts/roles';
import { callFunction } from '@/lib/firebase/functions';
import { userAdminKeys } from './query-keys';

export const setUserRole = (uid: string, role: Role) =>
  callFunction(CALLABLES.setUserRole, { uid, role });

export const setUserDisabled = (uid: string, disabled: boolean) =>
  callFunction(CALLABLES.setUserDisabled, { uid, disabled });

export const closeJobAsAdmin = (jobId: string, reason: string) =>
  callFunction(CALLABLES.closeJobAsAdmin, { jobId, reason });

/** Ends the person's private calendar feed (audited ADMIN_OVERRIDE by the server). */
export const revokeCalendarFeed = (uid: string) =>
  callFunction(CALLABLES.revokeCalendarFeed, { uid });

/** After a change: the person's details and every users page are read again. */
function useInvalidateUser(uid: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userAdminKeys.details(uid) }),
      queryClient.invalidateQueries({ queryKey: userAdminKeys.users() }),
    ]);
}

export function useSetUserRole(uid: string) {
  const invalidate = useInvalidateUser(uid);
  return useMutation({
    mutationFn: (role: Role) => setUserRole(uid, role),
    onSuccess: invalidate,
  });
}

export function useSetUserDisabled(uid: string) {
  const invalidate = useInvalidateUser(uid);
  return useMutation({
    mutationFn: (disabled: boolean) => setUserDisabled(uid, disabled),
    onSuccess: invalidate,
  });
}

export function useCloseJobAsAdmin(uid: string) {
  const invalidate = useInvalidateUser(uid);
  return useMutation({
    mutationFn: ({ jobId, reason }: { jobId: string; reason: string }) =>
      closeJobAsAdmin(jobId, reason),
    onSuccess: invalidate,
  });
}

export function useRevokeCalendarFeed(uid: string) {
  const invalidate = useInvalidateUser(uid);
  return useMutation({
    mutationFn: () => revokeCalendarFeed(uid),
    onSuccess: invalidate,
  });
}
