import {
  TEAM_PERMISSION_FLAGS,
  type TeamPermissionFlag,
  type TeamPermissions,
} from '@contracts/roles';
import type { Invitation, TeamMember } from '../types';

/** The flags that are on, in the contract's order. */
export function grantedFlags(permissions: TeamPermissions): TeamPermissionFlag[] {
  return TEAM_PERMISSION_FLAGS.filter((flag) => permissions[flag]);
}

/** Whether the two sets of flags are the same. */
export function samePermissions(a: TeamPermissions, b: TeamPermissions): boolean {
  return TEAM_PERMISSION_FLAGS.every((flag) => a[flag] === b[flag]);
}

/** Whether an invitation's link no longer works (`now` in ms). */
export function isExpired(invitation: Pick<Invitation, 'expiresAt'>, now = Date.now()): boolean {
  return invitation.expiresAt !== '' && Date.parse(invitation.expiresAt) <= now;
}

/**
 * Why `email` cannot be invited: it is a member's already, or it has a pending invitation whose
 * link still works (an expired one may be replaced). Null when it can be.
 */
export function invitationConflict(
  email: string,
  members: readonly Pick<TeamMember, 'email'>[],
  invitations: readonly Pick<Invitation, 'email' | 'status' | 'expiresAt'>[],
  now = Date.now(),
): 'alreadyMember' | 'alreadyInvited' | null {
  const wanted = email.trim().toLowerCase();
  if (members.some((member) => member.email.trim().toLowerCase() === wanted)) {
    return 'alreadyMember';
  }
  const pending = invitations.some(
    (invitation) =>
      invitation.status === 'pending' &&
      invitation.email.toLowerCase() === wanted &&
      !isExpired(invitation, now),
  );
  return pending ? 'alreadyInvited' : null;
}

/** The members in the order the table shows them: the owner first, then by name. */
export function sortMembers(members: readonly TeamMember[], ownerId: string): TeamMember[] {
  const name = (member: TeamMember) => (member.displayName || member.email).toLocaleLowerCase();
  return [...members].sort((a, b) => {
    if (a.uid === ownerId) return -1;
    if (b.uid === ownerId) return 1;
    return name(a).localeCompare(name(b));
  });
}
