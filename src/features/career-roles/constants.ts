/** Suggestions shown at most. */
export const MAX_ROLE_SUGGESTIONS = 5;
/** Skills a person can list at most, and the longest skill or location text. */
export const MAX_PERSON_SKILLS = 30;
export const MAX_ROLE_TEXT_LENGTH = 80;
/** Where a person's roles are kept: one local-storage entry per user. */
export const CAREER_ROLES_STORAGE_PREFIX = 'jobs.careerRoles.';
/** The type of a role unless said otherwise. */
export const DEFAULT_ROLE_TYPE = 'standard';
/** Confidence of a role the person picked themselves. */
export const PICKED_ROLE_CONFIDENCE = 1;
