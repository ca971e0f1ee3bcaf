/** Profile fetch: tries in all, and the pause between two tries. */
export const PROFILE_FETCH_ATTEMPTS = 3;
export const PROFILE_FETCH_RETRY_MS = 1_000;
export const PASSWORD_MIN_LENGTH = 8;
export { DISPLAY_NAME_MAX_LENGTH } from '@contracts/user-rules';
/** Session-storage key of the demo session used when no Firebase configuration exists. */
export const DEMO_SESSION_KEY = 'demoSession';
export { DEMO_USER_ID } from '@contracts/user-rules';

export const AUTH_ERRORS = {
  profileLoad: 'Failed to load user profile',
  generic: 'Authentication error occurred',
} as const;
