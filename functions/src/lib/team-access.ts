// Who may act on a company's team: the one rights check of every callable that acts on a company
// (team, jobs, billing, integrations, interviews, reports), the same as firestore.rules'
// team(cid, flag): an admin, or an employer who owns the company, or an employer with a member
// document in it whose flag is true; an account an administrator disabled, none.
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  ALL_TEAM_PERMISSIONS,
  teamPermissionsFrom,
  type TeamPermissionFlag,
  type TeamPermissions,
} from '../contracts.js';
import type { AuditEntry } from './audit.js';
import { isDisabledProfile, refusal, type Caller } from './callable.js';
import { companyRef, memberRef, profileRef } from './refs.js';
import { textOf } from './snapshot.js';

/** Reads documents: the database itself, or a transaction (whose reads come before its writes). */
export interface Reader {
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
}

const NO_PERMISSIONS = teamPermissionsFrom({});

export interface TeamAccess {
  caller: Caller;
  companyId: string;
  company: DocumentSnapshot;
  /** The caller's profile (users/{uid}); may not exist. */
  profile: DocumentSnapshot;
  /** The caller's stored role ('' without a profile). */
  role: string;
  isAdmin: boolean;
  /** An employer owning the company. */
  isOwner: boolean;
  /** The caller's member document, when they are an employer with one. */
  member: DocumentSnapshot | null;
  /** Owner or member: in the company, not just an admin looking in. */
  inCompany: boolean;
  /** The flags the caller acts with: all ten for an admin or the owner. */
  permissions: TeamPermissions;
}

/** What `caller` may do in company `companyId` (which may not exist: then only an admin may). */
export async function teamAccess(
  firestore: Firestore,
  reader: Reader,
  caller: Caller,
  companyId: string,
): Promise<TeamAccess> {
  const [company, profile, memberSnapshot] = await reader.getAll(
    companyRef(firestore, companyId),
    profileRef(firestore, caller.uid),
    memberRef(firestore, companyId, caller.uid),
  );
  if (!company || !profile || !memberSnapshot) throw new Error('getAll answered fewer documents');
  const role = textOf(profile, 'role');
  // a disabled account holds no right at all, as in firestore.rules' role()
  const active = profile.exists && !isDisabledProfile(profile);
  const isAdmin = active && role === 'admin';
  const isEmployer = active && role === 'employer';
  const isOwner = isEmployer && company.exists && company.get('ownerId') === caller.uid;
  const member = isEmployer && company.exists && memberSnapshot.exists ? memberSnapshot : null;
  const permissions =
    isAdmin || isOwner
      ? ALL_TEAM_PERMISSIONS
      : member
        ? teamPermissionsFrom(member.get('permissions') as Record<string, unknown> | undefined)
        : NO_PERMISSIONS;
  return {
    caller,
    companyId,
    company,
    profile,
    role,
    isAdmin,
    isOwner,
    member,
    inCompany: isOwner || member !== null,
    permissions,
  };
}

/** Refuses (forbidden) unless the caller has `flag` in the company. */
export function requireTeam(access: TeamAccess, flag: TeamPermissionFlag): void {
  if (!access.permissions[flag]) {
    throw refusal('forbidden', `Only a team member allowed to ${flag} may do this`);
  }
}

/** Refuses (not-found) when the company does not exist. Call after the rights check. */
export function requireCompany(access: TeamAccess): void {
  if (!access.company.exists) throw refusal('not-found', 'There is no such company');
}

/** Who an audit entry names as having acted: the caller. */
export function actorOf(access: TeamAccess): Pick<AuditEntry, 'userId' | 'userEmail' | 'userRole'> {
  const storedEmail = access.profile.get('email') as unknown;
  return {
    userId: access.caller.uid,
    userEmail: access.caller.email ?? (typeof storedEmail === 'string' ? storedEmail : null),
    userRole: access.role,
  };
}

/**
 * The ADMIN_OVERRIDE entry that goes with an admin's action on a company they are not in, or
 * null when the caller acted with their own team rights.
 */
export function adminOverride(
  access: TeamAccess,
  target: Pick<AuditEntry, 'targetResource' | 'targetResourceId'>,
  metadata: Record<string, unknown>,
): AuditEntry | null {
  if (!access.isAdmin || access.inCompany) return null;
  return {
    action: 'ADMIN_OVERRIDE',
    ...actorOf(access),
    ...target,
    metadata: { companyId: access.companyId, ...metadata },
  };
}
