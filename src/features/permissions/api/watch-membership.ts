import { listenToFirestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { TEAM_PERMISSION_FLAGS, teamPermissionsFrom, type TeamPermissions } from '@contracts/roles';

export interface MembershipChanges {
  /** The member's flags changed (someone with canManageTeam edited them). */
  onPermissionsChange: (permissions: TeamPermissions) => void;
  /** The member document went away: removed from the team, or the team was deleted. */
  onRemoved: () => void;
}

const same = (a: TeamPermissions, b: TeamPermissions) =>
  TEAM_PERMISSION_FLAGS.every((flag) => a[flag] === b[flag]);

/**
 * Listens to the signed-in member's own companies/{companyId}/members/{uid} (the rules let a
 * person read their own). The first reading is the starting point; afterwards a change of the
 * flags and the document's removal are reported. Returns the function that stops listening.
 */
export function watchMembership(
  companyId: string,
  uid: string,
  changes: MembershipChanges,
): () => void {
  let last: TeamPermissions | null | undefined;
  const stopWatching = listenToFirestore(
    (fs) =>
      fs.onSnapshot(
        fs.doc(fs.db, pathOf(docPaths.member(companyId, uid))),
        (snapshot) => {
          const current = snapshot.exists()
            ? teamPermissionsFrom(
                (snapshot.data() as { permissions?: Record<string, unknown> }).permissions,
              )
            : null;
          const previous = last;
          last = current;
          if (previous === undefined) return;
          if (previous !== null && current === null) changes.onRemoved();
          else if (current !== null && (previous === null || !same(previous, current))) {
            changes.onPermissionsChange(current);
          }
        },
        (error) => {
          console.warn('Stopped watching the team membership', error);
          // a member who lost access to the company may be refused the read: that is a removal
          if (last && error.code === 'permission-denied') changes.onRemoved();
          last = null;
        },
      ),
    (error) => console.warn('Could not watch the team membership', error),
  );
  return stopWatching;
}
