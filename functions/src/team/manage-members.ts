import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  TEAM_PERMISSION_FLAGS,
  teamPermissionsFrom,
  type TeamPermissions,
  type CallableInput,
} from '../contracts.js';
import { logAudits, stageAudit, type AuditEntry } from '../lib/audit.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import {
  actorOf,
  adminOverride,
  requireCompany,
  requireTeam,
  teamAccess,
  type TeamAccess,
} from '../lib/team-access.js';
import { calendarFeedRef, memberRef, pendingInvitationsSentBy, profileRef } from '../lib/refs.js';

/**
 * The member `uid` of the company, after the caller's right to manage the team is checked:
 * never the owner (owner-protected), never oneself (forbidden).
 */
function requireManageable(access: TeamAccess, target: DocumentSnapshot, uid: string): void {
  requireTeam(access, 'canManageTeam');
  requireCompany(access);
  if (!target.exists) throw refusal('not-found', 'This person is not in the team');
  if (access.company.get('ownerId') === uid) {
    throw refusal('owner-protected', "The owner's place in the team cannot be changed");
  }
  if (uid === access.caller.uid) {
    throw refusal('forbidden', 'You cannot change your own place in the team');
  }
}

const permissionsOf = (member: DocumentSnapshot): TeamPermissions =>
  teamPermissionsFrom(member.get('permissions') as Record<string, unknown> | undefined);

/**
 * A member who is neither the owner nor an admin hands on only what they have: every flag the
 * change grants or takes away must be one the caller holds (flags left as they are may be any).
 */
function requireFlagsHeld(
  access: TeamAccess,
  before: TeamPermissions,
  after: TeamPermissions,
): void {
  if (access.isOwner || access.isAdmin) return;
  const lacking = TEAM_PERMISSION_FLAGS.filter(
    (flag) => before[flag] !== after[flag] && !access.permissions[flag],
  );
  if (lacking.length > 0) {
    throw refusal(
      'forbidden',
      `You cannot grant or take away flags you lack: ${lacking.join(', ')}`,
    );
  }
}

/**
 * A change to member `uid` in the transaction's audit: UPDATE_PERMISSIONS by the caller, and
 * ADMIN_OVERRIDE (naming `change`) when an administrator acts on a team that is not theirs.
 */
function stageMemberAudits(
  firestore: Firestore,
  tx: Transaction,
  access: TeamAccess,
  uid: string,
  metadata: Record<string, unknown>,
  change: 'UPDATE_PERMISSIONS' | 'REMOVE_MEMBER',
): AuditEntry[] {
  const target = { targetResource: 'members', targetResourceId: uid };
  const entries = [
    stageAudit(firestore, tx, {
      action: 'UPDATE_PERMISSIONS',
      ...actorOf(access),
      ...target,
      metadata,
    }),
  ];
  const override = adminOverride(access, target, { action: change });
  if (override) entries.push(stageAudit(firestore, tx, override));
  return entries;
}

/**
 * updateMemberPermissions {companyId, uid, permissions}: sets a member's ten flags. A member with
 * canManageTeam changes only flags they hold themselves; the owner and an admin, any. Audited.
 */
export async function updateMemberPermissions(
  firestore: Firestore,
  caller: Caller,
  { companyId, uid, permissions }: CallableInput<'updateMemberPermissions'>,
): Promise<{ ok: true }> {
  const target = memberRef(firestore, companyId, uid);
  const audits: AuditEntry[] = [];
  await firestore.runTransaction(async (tx) => {
    audits.length = 0;
    const access = await teamAccess(firestore, tx, caller, companyId);
    const member = await tx.get(target);
    requireManageable(access, member, uid);
    const before = permissionsOf(member);
    const after = teamPermissionsFrom(permissions);
    requireFlagsHeld(access, before, after);
    tx.update(target, { permissions: after });
    audits.push(
      ...stageMemberAudits(
        firestore,
        tx,
        access,
        uid,
        { companyId, before, after },
        'UPDATE_PERMISSIONS',
      ),
    );
  });
  logAudits(audits);
  return { ok: true };
}

/**
 * removeMember {companyId, uid}: takes a member out of the team; they keep their account, without
 * a company. Audited as UPDATE_PERMISSIONS with `removed: true`.
 */
export async function removeMember(
  firestore: Firestore,
  caller: Caller,
  { companyId, uid }: CallableInput<'removeMember'>,
): Promise<{ ok: true }> {
  const target = memberRef(firestore, companyId, uid);
  const audits: AuditEntry[] = [];
  await firestore.runTransaction(async (tx) => {
    audits.length = 0;
    const access = await teamAccess(firestore, tx, caller, companyId);
    const [member, profile] = await tx.getAll(target, profileRef(firestore, uid));
    if (!member || !profile) throw new Error('getAll answered fewer documents');
    requireManageable(access, member, uid);
    const before = permissionsOf(member);
    // the invitations they sent and nobody accepted yet leave with them
    const sent = await tx.get(pendingInvitationsSentBy(firestore, companyId, uid));
    tx.delete(target);
    for (const invitation of sent.docs) tx.delete(invitation.ref);
    // the profile names this company only: a stale member of another one keeps theirs
    if (profile.exists && textOf(profile, 'companyId') === companyId) {
      tx.update(profile.ref, { companyId: FieldValue.delete() });
      // their calendar feed of this company's interviews ends with them
      tx.delete(calendarFeedRef(firestore, uid));
    }
    audits.push(
      ...stageMemberAudits(
        firestore,
        tx,
        access,
        uid,
        { companyId, removed: true, before },
        'REMOVE_MEMBER',
      ),
    );
  });
  logAudits(audits);
  return { ok: true };
}
