import {
  ALL_TEAM_PERMISSIONS,
  TEAM_PERMISSION_FLAGS,
  teamPermissionsFrom,
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

/** No flag at all: what a new invitation starts from before the inviter chooses. */
export const NO_TEAM_PERMISSIONS: TeamPermissions = teamPermissionsFrom({});

/**
 * The flags someone managing the team may grant or take away: the owner (and an admin, whose
 * flags the route gives as all ten) every flag, any other manager only the flags they hold.
 */
export function grantableFlags(held: TeamPermissions | null, isOwner: boolean): TeamPermissions {
  return isOwner ? ALL_TEAM_PERMISSIONS : (held ?? NO_TEAM_PERMISSIONS);
}

/**
 * The flags that differ between `before` and `after` although `grantable` does not hold them:
 * what a manager may not change (for an invitation, `before` is no flag at all).
 */
export function changesBeyond(
  grantable: TeamPermissions,
  before: TeamPermissions,
  after: TeamPermissions,
): TeamPermissionFlag[] {
  return TEAM_PERMISSION_FLAGS.filter((flag) => !grantable[flag] && before[flag] !== after[flag]);
}

/** `permissions` with every flag `grantable` does not hold set as in `base`. */
export function withinGrant(
  permissions: TeamPermissions,
  grantable: TeamPermissions,
  base: TeamPermissions = NO_TEAM_PERMISSIONS,
): TeamPermissions {
  return teamPermissionsFrom(
    Object.fromEntries(
      TEAM_PERMISSION_FLAGS.map((flag) => [flag, grantable[flag] ? permissions[flag] : base[flag]]),
    ),
  );
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
