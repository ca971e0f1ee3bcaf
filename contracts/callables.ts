// The callable functions (functions/src/team, functions/src/jobs): what a client may ask the
// server to decide, because it changes another person's rights or is an audited deletion.
// Each takes its input schema's shape; the server checks the caller's rights itself.
import * as z from 'zod/mini';
import { companyNameSchema, teamPermissionsSchema } from './company.js';

export const CALLABLES = {
  createCompany: 'createCompany',
  acceptInvitation: 'acceptInvitation',
  updateMemberPermissions: 'updateMemberPermissions',
  removeMember: 'removeMember',
  deleteTeam: 'deleteTeam',
  deleteJob: 'deleteJob',
} as const;
export type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

const id = z.string().check(z.minLength(1), z.maxLength(128));

/** An employer without a company creates one and becomes its owner (all ten flags). */
export const createCompanyInput = z.object({ name: companyNameSchema });
export type CreateCompanyResult = { companyId: string };

/** The invited person, signed in with the invited email, joins with the link's secret. */
export const acceptInvitationInput = z.object({
  companyId: id,
  invitationId: id,
  token: z.string().check(z.minLength(16), z.maxLength(128)),
});
export type AcceptInvitationResult = { companyId: string; companyName: string };

/** Audited UPDATE_PERMISSIONS. Never the owner's flags, never one's own. */
export const updateMemberPermissionsInput = z.object({
  companyId: id,
  uid: id,
  permissions: teamPermissionsSchema,
});

/** Never the owner. The removed person keeps their account, without a company. */
export const removeMemberInput = z.object({ companyId: id, uid: id });

/** The owner only, typing the company's name to confirm. Audited DELETE_TEAM. */
export const deleteTeamInput = z.object({ companyId: id, confirmName: z.string() });

/** canDeleteJobs in the job's company. Audited DELETE_JOB. */
export const deleteJobInput = z.object({ jobId: id });

/** The error reasons the callables answer with; the app translates each. */
export const CALLABLE_ERRORS = [
  'invalid-input',
  'not-signed-in',
  'forbidden',
  'not-found',
  'already-in-company',
  'invitation-expired',
  'invitation-used',
  'invitation-email-mismatch',
  'owner-protected',
  'confirmation-mismatch',
] as const;
export type CallableError = (typeof CALLABLE_ERRORS)[number];
