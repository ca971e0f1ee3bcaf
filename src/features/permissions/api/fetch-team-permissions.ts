import { doc, getDoc, loadFirestoreSdk } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { ALL_TEAM_PERMISSIONS, teamPermissionsFrom, type TeamPermissions } from '@contracts/roles';
import { getDb } from '@/lib/firebase/firestore';

/**
 * An employer's team permissions in their company: all ten for the owner, the flags stored on the
 * membership for a team member, none without a company.
 */
export async function fetchTeamPermissions(
  uid: string,
  companyId: string | undefined,
): Promise<TeamPermissions> {
  await loadFirestoreSdk();
  if (!companyId) return teamPermissionsFrom(null);
  const db = getDb();
  const company = await getDoc(doc(db, pathOf(docPaths.company(companyId))));
  if (company.exists() && company.data().ownerId === uid) return ALL_TEAM_PERMISSIONS;
  const membership = await getDoc(doc(db, pathOf(docPaths.member(companyId, uid))));
  const data = membership.exists() ? membership.data() : null;
  return teamPermissionsFrom(data?.permissions as Record<string, unknown> | undefined);
}
