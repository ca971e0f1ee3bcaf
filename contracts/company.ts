// companies/{companyId} and their team members companies/{companyId}/members/{uid}.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, timestampField } from './fields.js';
import { LOCALES } from './locales.js';
import { TEAM_PERMISSION_FLAGS } from './roles.js';
import { DISPLAY_NAME_MAX_LENGTH } from './user-rules.js';

export const COMPANY_NAME_MAX_LENGTH = 120;

export const companySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(COMPANY_NAME_MAX_LENGTH)),
  ownerId: z.string().check(z.minLength(1)),
  createdAt: timestampField,
});
export type CompanyDocument = z.infer<typeof companySchema>;

export const teamPermissionsSchema = z.object(
  Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof TEAM_PERMISSION_FLAGS)[number],
    z.ZodMiniBoolean
  >,
);

/** A member's flags are set by the owner (or an admin); nobody sets their own. */
export const memberSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  email: z.string(),
  displayName: z.string(),
  permissions: teamPermissionsSchema,
  addedBy: z.string(),
  addedAt: timestampField,
});
export type MemberDocument = z.infer<typeof memberSchema>;

/** An invitation's link stays valid this long (firestore.rules checks `expiresAt` at creation). */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_STATUSES = ['pending', 'accepted'] as const;

/** A company sends at most this many invitations in 24 hours (the server refuses the rest). */
export const INVITATIONS_PER_DAY = 20;
const INVITATION_REFUSALS = ['daily-limit'] as const;
export type InvitationRefusal = (typeof INVITATION_REFUSALS)[number];

/**
 * companies/{companyId}/invitations/{id}: a person invited by email with the flags they will get.
 * A member with canManageTeam creates it (pending, no token); the server then adds `tokenHash`
 * (the SHA-256 of the secret in the mailed link), and marks it accepted when the invited person,
 * signed in with that email, follows the link. Revoking deletes it.
 */
export const invitationSchema = z.object({
  /** Lower-cased. */
  email: z.string().check(z.minLength(3), z.maxLength(EMAIL_MAX_LENGTH)),
  permissions: teamPermissionsSchema,
  /** The language of the invitation mail. */
  locale: z.enum(LOCALES),
  invitedBy: z.string().check(z.minLength(1)),
  invitedByName: z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  status: z.enum(INVITATION_STATUSES),
  createdAt: timestampField,
  expiresAt: timestampField,
  tokenHash: z.optional(z.string()),
  acceptedBy: z.optional(z.string()),
  acceptedAt: z.optional(timestampField),
  /** Set by the server when it sent no mail for this invitation: the company's daily limit. */
  refusedReason: z.optional(z.enum(INVITATION_REFUSALS)),
});
export type InvitationDocument = z.infer<typeof invitationSchema>;

/** The fields a client writes when inviting (firestore.rules allows exactly these). */
export const INVITATION_CREATE_FIELDS = [
  'email',
  'permissions',
  'locale',
  'invitedBy',
  'invitedByName',
  'status',
  'createdAt',
  'expiresAt',
] as const satisfies readonly (keyof InvitationDocument)[];

/** What the invite form sends. */
export const inviteInputSchema = z.object({
  email: z.email().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH)),
  permissions: teamPermissionsSchema,
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

/** The company's name as the create form takes it. */
export const companyNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(COMPANY_NAME_MAX_LENGTH));
