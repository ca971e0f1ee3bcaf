// Facts about users that need no schema (no zod here: the app's first load imports these).

export const DISPLAY_NAME_MAX_LENGTH = 120;

/** The demo account's user id (spec §3). */
export const DEMO_USER_ID = 'demo-user';
/** A user id containing this marks a demo user (spec §4). */
const DEMO_USER_MARKER = 'demo';

/**
 * The product's rule for demo users, kept exactly as specified: any user id containing `demo`.
 * A demo user's saved jobs are the two samples and their removals do nothing. (Not to be confused
 * with `env.mode === 'offline'`, a build without Firebase, or the auth store's
 * `localDemoSession`, the demo account signed in without Firebase.)
 */
export function isDemoUserId(userId: string | null | undefined): boolean {
  return typeof userId === 'string' && userId.includes(DEMO_USER_MARKER);
}
