// companies/{companyId} and their team members companies/{companyId}/members/{uid}.
import * as z from 'zod/mini';
import { timestampField } from './fields.js';
import { TEAM_PERMISSION_FLAGS } from './roles.js';

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
