import type { LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import {
  companySchema,
  invitationSchema,
  memberSchema,
  type InvitationRefusal,
} from '@contracts/company';
import type { TimestampLike } from '@contracts/fields';
import { teamPermissionsFrom } from '@contracts/roles';
import { schemaConverter } from '@/lib/firebase/converters';
import type { Invitation, TeamMember } from '../types';

const iso = (value: TimestampLike | null) => value?.toDate().toISOString() ?? '';
const flagsOf = (data: Record<string, unknown>) =>
  teamPermissionsFrom(data.permissions as Record<string, unknown> | undefined);

const PENDING: Invitation['status'] = 'pending';

/** companies/{cid} read through its contract. */
export const companyConverter = schemaConverter(companySchema, { name: '', ownerId: '' });

/** A member read through its contract; a flag that is not `true` reads as off. */
export const memberConverter = schemaConverter(
  memberSchema,
  { uid: '', email: '', displayName: '', addedAt: null as TimestampLike | null },
  ({ uid, email, displayName, addedAt }, id, data): TeamMember => ({
    uid: uid || id,
    email,
    displayName,
    permissions: flagsOf(data),
    addedAt: iso(addedAt),
  }),
);

/**
 * An invitation read through its contract; times as ISO text (estimated while pending); the
 * server's refusal to mail it (an unknown reason reads as none).
 */
export const invitationConverter = schemaConverter(
  invitationSchema,
  {
    email: '',
    invitedByName: '',
    status: PENDING,
    createdAt: null as TimestampLike | null,
    expiresAt: null as TimestampLike | null,
    refusedReason: null as InvitationRefusal | null | undefined,
  },
  (
    { email, invitedByName, status, createdAt, expiresAt, refusedReason },
    id,
    data,
  ): Invitation => ({
    id,
    email,
    invitedByName,
    status,
    permissions: flagsOf(data),
    createdAt: iso(createdAt),
    expiresAt: iso(expiresAt),
    refusedReason: refusedReason ?? null,
  }),
);

export const companyDoc = (fs: LoadedFirestore, companyId: string) =>
  fs.doc(fs.db, pathOf(docPaths.company(companyId))).withConverter(companyConverter);

export const membersCollection = (fs: LoadedFirestore, companyId: string) =>
  fs.collection(fs.db, pathOf(docPaths.members(companyId))).withConverter(memberConverter);

export const invitationsCollection = (fs: LoadedFirestore, companyId: string) =>
  fs.collection(fs.db, pathOf(docPaths.invitations(companyId))).withConverter(invitationConverter);

export const invitationDoc = (fs: LoadedFirestore, companyId: string, invitationId: string) =>
  fs.doc(fs.db, pathOf(docPaths.invitation(companyId, invitationId)));
