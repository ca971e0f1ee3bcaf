/** The roles a profile can carry. Any other value is an unknown role with no dashboard. */
export const ROLES = ['admin', 'employer', 'jobSeeker'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a person may choose when creating an account; admin is never self-chosen. */
export const SELF_SERVICE_ROLES = ['jobSeeker', 'employer'] as const satisfies readonly Role[];
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
