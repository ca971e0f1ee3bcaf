// users/{uid}: the profile and its role.
import * as z from 'zod/mini';
import { workingHoursSchema } from './booking.js';
import { timestampField } from './fields.js';
import { LOCALES } from './locales.js';
import { SELF_SERVICE_ROLES } from './roles.js';
import { TIME_ZONE_MAX_LENGTH } from './saved-search.js';

import { DISPLAY_NAME_MAX_LENGTH } from './user-rules.js';

export * from './user-rules.js';

/**
 * The stored profile. `role` may hold a value the app does not know (such a person has no
 * dashboard); `companyId` is set for employers by the server or the seed.
 */
export const userProfileSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  role: z.string(),
  displayName: z.optional(z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH))),
  email: z.optional(z.nullable(z.string())),
  createdAt: z.optional(timestampField),
  companyId: z.optional(z.string()),
  /** The language the person's mails are written in: the interface language they last chose. */
  locale: z.optional(z.enum(LOCALES)),
  /** The person's IANA time zone: their saved searches' daily and weekly alerts follow it. */
  timeZone: z.optional(z.string().check(z.maxLength(TIME_ZONE_MAX_LENGTH))),
  /** A team member's working hours in that zone: the times a booking link may offer them. */
  workingHours: z.optional(workingHoursSchema),
  /** Set by the server alone (functions/src/user-admin): what the admin console searches by. */
  searchTokens: z.optional(z.array(z.string())),
  /** Set by an administrator through the server: the account cannot sign in or act. */
  disabled: z.optional(z.boolean()),
  disabledAt: z.optional(timestampField),
  /**
   * Set by the server when the account is disabled, and kept: a session that began before it (an
   * ID token whose auth_time is earlier) is refused by every callable, even once re-enabled.
   */
  sessionsRevokedAt: z.optional(timestampField),
});
export type UserProfileDocument = z.infer<typeof userProfileSchema>;

/** The fields a person writes when creating their own profile (firestore.rules allows these). */
export const SELF_CREATED_PROFILE_FIELDS = [
  'uid',
  'role',
  'displayName',
  'email',
  'createdAt',
] as const satisfies readonly (keyof UserProfileDocument)[];

/** What the sign-up form sends: a self-service role only. */
export const createProfileSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  role: z.enum(SELF_SERVICE_ROLES),
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: z.nullable(z.email()),
});
export type CreateProfileInput = z.infer<typeof createProfileSchema>;
