// users/{uid}: the profile and its role.
import * as z from 'zod/mini';
import { timestampField } from './fields.js';
import { SELF_SERVICE_ROLES } from './roles.js';

export const DISPLAY_NAME_MAX_LENGTH = 120;

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

/** The demo account's user id (spec §3). */
export const DEMO_USER_ID = 'demo-user';
/** A user id containing this marks a demo user (spec §4). */
export const DEMO_USER_MARKER = 'demo';

/**
 * The product's rule for demo users, kept exactly as specified: any user id containing `demo`.
 * A demo user's saved jobs are the two samples and their removals do nothing. (Not to be confused
 * with `env.mode === 'offline'`, a build without Firebase, or the auth store's
 * `localDemoSession`, the demo account signed in without Firebase.)
 */
export function isDemoUserId(userId: string | null | undefined): boolean {
  return typeof userId === 'string' && userId.includes(DEMO_USER_MARKER);
}
