import type { InvitationRefusal } from '@contracts/company';
import type { TeamPermissions } from '@contracts/roles';

/** companies/{companyId} as the team screen reads it. */
export interface Company {
  id: string;
  name: string;
  ownerId: string;
}

/** companies/{companyId}/members/{uid}: the owner has one too (all ten flags). */
export interface TeamMember {
  uid: string;
  email: string;
  displayName: string;
  permissions: TeamPermissions;
  /** ISO time, or '' when unknown. */
  addedAt: string;
}

/** companies/{companyId}/invitations/{id} still waiting to be accepted. */
export interface Invitation {
  id: string;
  email: string;
  permissions: TeamPermissions;
  invitedByName: string;
  status: 'pending' | 'accepted';
  /** ISO times, or '' when unknown. */
  createdAt: string;
  expiresAt: string;
  /** Why the server sent no mail for it (the company's daily limit); null when it was not refused. */
  refusedReason: InvitationRefusal | null;
}
