import type { LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import {
  companySchema,
  invitationSchema,
  memberSchema,
  type InvitationRefusal,
} from '@contracts/company';
import { lenientReader, type TimestampLike } from '@contracts/fields';
import { teamPermissionsFrom } from '@contracts/roles';
import { createConverter } from '@/lib/firebase/converters';
import type { Company, Invitation, TeamMember } from '../types';

const iso = (value: TimestampLike | null) => value?.toDate().toISOString() ?? '';
const flagsOf = (data: Record<string, unknown>) =>
  teamPermissionsFrom(data.permissions as Record<string, unknown> | undefined);

const readCompany = lenientReader(companySchema, { name: '', ownerId: '' });
const readMember = lenientReader(memberSchema, {
  uid: '',
  email: '',
  displayName: '',
  addedAt: null as TimestampLike | null,
});
const PENDING: Invitation['status'] = 'pending';
const readInvitation = lenientReader(invitationSchema, {
  email: '',
  invitedByName: '',
  status: PENDING,
  createdAt: null as TimestampLike | null,
  expiresAt: null as TimestampLike | null,
  refusedReason: null as InvitationRefusal | null | undefined,
});

/** companies/{cid} read through its contract. */
export const companyConverter = createConverter<Company>((id, data) => ({
  id,
  ...readCompany(data),
}));

/** A member read through its contract; a flag that is not `true` reads as off. */
export const memberConverter = createConverter<TeamMember>((id, data) => {
  const { uid, email, displayName, addedAt } = readMember(data);
  return { uid: uid || id, email, displayName, permissions: flagsOf(data), addedAt: iso(addedAt) };
});

/**
 * An invitation read through its contract; times as ISO text (estimated while pending); the
 * server's refusal to mail it (an unknown reason reads as none).
 */
export const invitationConverter = createConverter<Invitation>((id, data) => {
  const { email, invitedByName, status, createdAt, expiresAt, refusedReason } =
    readInvitation(data);
  return {
    id,
    email,
    invitedByName,
    status,
    permissions: flagsOf(data),
    createdAt: iso(createdAt),
    expiresAt: iso(expiresAt),
    refusedReason: refusedReason ?? null,
  };
});

export const companyDoc = (fs: LoadedFirestore, companyId: string) =>
  fs.doc(fs.db, pathOf(docPaths.company(companyId))).withConverter(companyConverter);

export const membersCollection = (fs: LoadedFirestore, companyId: string) =>
  fs.collection(fs.db, pathOf(docPaths.members(companyId))).withConverter(memberConverter);

export const invitationsCollection = (fs: LoadedFirestore, companyId: string) =>
  fs.collection(fs.db, pathOf(docPaths.invitations(companyId))).withConverter(invitationConverter);

export const invitationDoc = (fs: LoadedFirestore, companyId: string, invitationId: string) =>
  fs.doc(fs.db, pathOf(docPaths.invitation(companyId, invitationId)));

/** The query keys of one company's team screen (each operation's options use these). */
export const teamKeys = {
  all: (companyId: string) => ['team', companyId] as const,
  company: (companyId: string) => ['team', companyId, 'company'] as const,
  members: (companyId: string) => ['team', companyId, 'members'] as const,
  invitations: (companyId: string) => ['team', companyId, 'invitations'] as const,
};
