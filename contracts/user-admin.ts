// The admin console's users and roles (functions/src/user-admin, src/features/user-admin): the
// callables' inputs and answers, and the search tokens the server keeps on each profile.
import * as z from 'zod/mini';
import { id } from './callables.js';
import { ROLES, type Role } from './roles.js';

/** Rows per page of the users list. */
export const USERS_PAGE_SIZE = 25;
/** Search tokens are prefixes of at most this many characters... */
export const SEARCH_TOKEN_MAX_LENGTH = 20;
/** ...and a profile keeps at most this many. */
export const SEARCH_TOKENS_MAX = 120;
/** The latest audit entries shown with a person's details. */
export const USER_DETAILS_RECENT_AUDIT = 10;
export const ADMIN_REASON_MAX_LENGTH = 500;

/**
 * What a person can be found by: every prefix (1..20 characters, lower-cased) of each word of
 * their name, of their email and of its local part. The server keeps them in `searchTokens`;
 * the users list asks `array-contains` with what was typed, lower-cased (see `searchTokenOf`).
 */
export function userSearchTokens(profile: {
  displayName?: string | null;
  email?: string | null;
}): string[] {
  const words = new Set<string>();
  for (const word of (profile.displayName ?? '').toLowerCase().split(/\s+/u)) {
    if (word) words.add(word);
  }
  const email = (profile.email ?? '').trim().toLowerCase();
  if (email) {
    words.add(email);
    const local = email.split('@')[0];
    if (local) words.add(local);
  }
  const tokens = new Set<string>();
  for (const word of words) {
    const letters = Array.from(word).slice(0, SEARCH_TOKEN_MAX_LENGTH);
    for (let end = 1; end <= letters.length; end += 1) tokens.add(letters.slice(0, end).join(''));
  }
  return [...tokens].slice(0, SEARCH_TOKENS_MAX);
}

/** The token a search box's text is looked up by: its first word, lower-cased and cut to size. */
export function searchTokenOf(text: string): string | null {
  const word = text.trim().toLowerCase().split(/\s+/u)[0] ?? '';
  return word ? Array.from(word).slice(0, SEARCH_TOKEN_MAX_LENGTH).join('') : null;
}

/** A person's role. Audited UPDATE_ROLE; never leaves the platform without an enabled admin. */
export const setUserRoleInput = z.object({ uid: id, role: z.enum(ROLES) });
export type SetUserRoleResult = { role: Role; changed: boolean };

/** Disables (and signs out everywhere) or enables an account. Never one's own. */
export const setUserDisabledInput = z.object({ uid: id, disabled: z.boolean() });
export type SetUserDisabledResult = { disabled: boolean };

/** A person's private details: audited VIEW_SENSITIVE_DATA on every call. */
export const getUserDetailsInput = z.object({ uid: id });

/** Closes another company's posting, with the reason recorded. Audited ADMIN_OVERRIDE. */
export const closeJobAsAdminInput = z.object({
  jobId: id,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADMIN_REASON_MAX_LENGTH)),
});

/**
 * revokeCalendarFeed {uid?}: without a uid the caller's own feed stops working; with another
 * person's uid, an administrator ends theirs (audited ADMIN_OVERRIDE).
 */
export const revokeCalendarFeedInput = z.object({ uid: z.optional(id) });
export type RevokeCalendarFeedResult = { ok: true; revoked: boolean };

/** One audit entry as the details answer it: plain values, times in ms. */
interface UserAuditSummary {
  id: string;
  action: string;
  success: boolean;
  targetResource: string | null;
  targetResourceId: string | null;
  timestampMs: number | null;
}

/** getUserDetails' answer: the profile, what the sign-in service knows, and their footprint. */
export interface UserDetails {
  uid: string;
  displayName: string | null;
  email: string | null;
  /** As stored: may be a role this version does not know. */
  role: string;
  locale: string | null;
  disabled: boolean;
  createdAtMs: number | null;
  auth: {
    /** False when the profile has no sign-in account (e.g. seeded sample people). */
    exists: boolean;
    emailVerified: boolean;
    providers: string[];
    createdAtMs: number | null;
    lastSignInAtMs: number | null;
  };
  company: {
    id: string;
    name: string;
    isOwner: boolean;
    /** The company's open postings, for an admin to close one. */
    openPostings: { id: string; title: string }[];
  } | null;
  counts: { savedJobs: number; applications: number };
  /** Whether they have a private calendar feed of their interviews (which an admin may end). */
  hasCalendarFeed: boolean;
  recentAudit: UserAuditSummary[];
}
