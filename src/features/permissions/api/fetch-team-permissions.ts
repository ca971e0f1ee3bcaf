import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { ALL_TEAM_PERMISSIONS, teamPermissionsFrom, type TeamPermissions } from '@contracts/roles';

/**
 * An employer's team permissions in their company: all ten for the owner, the flags stored on the
 * membership for a team member, none without a company.
 */
export async function fetchTeamPermissions(
  uid: string,
  companyId: string | undefined,
): Promise<TeamPermissions> {
  const fs = await firestore('read');
  if (!companyId) return teamPermissionsFrom(null);
  const company = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.company(companyId))));
  if (company.exists() && company.data().ownerId === uid) return ALL_TEAM_PERMISSIONS;
  const membership = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.member(companyId, uid))));
  const data = membership.exists() ? membership.data() : null;
  return teamPermissionsFrom(data?.permissions as Record<string, unknown> | undefined);
}
