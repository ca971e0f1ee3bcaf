// applications/{applicationId}: a person in a job's pipeline, with the team's notes
// (applications/{id}/notes) and the record of every move (applications/{id}/stageEvents).
// A job seeker reads their own application (stage, dates, a rejection reason only when shared);
// notes, moves and match scores are for the company's team with canScreenCandidates.
import * as z from 'zod/mini';
import { timestampField } from './fields.js';
import { LOCALES } from './locales.js';
import { DISPLAY_NAME_MAX_LENGTH } from './user-rules.js';

export const APPLICATION_STAGES = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** Where a person in a pipeline came from: they applied, or the team added them from the pool. */
export const APPLICATION_SOURCES = ['applicant', 'talentPool'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** Limits (firestore.rules enforces the same). */
export const APPLICATION_LIMITS = {
  noteMax: 1_000,
  fieldMax: 200,
  skillsMax: 30,
  skillMax: 40,
  teamNoteMax: 2_000,
  reasonMax: 1_000,
} as const;

/**
 * An application's id: the job's id and the person's (their uid, or `pool-<candidateId>` for the
 * talent pool), so a person is in a job's pipeline once. firestore.rules checks it is built so.
 */
export const applicationIdOf = (jobId: string, personKey: string) => `${jobId}_${personKey}`;
export const talentPoolKey = (candidateId: string) => `pool-${candidateId}`;

/** The person as the team screens them (a snapshot taken when they entered the pipeline). */
export const applicantProfileSchema = z.object({
  name: z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: z.string().check(z.maxLength(254)),
  title: z.string().check(z.maxLength(APPLICATION_LIMITS.fieldMax)),
  location: z.string().check(z.maxLength(APPLICATION_LIMITS.fieldMax)),
  skills: z
    .array(z.string().check(z.maxLength(APPLICATION_LIMITS.skillMax)))
    .check(z.maxLength(APPLICATION_LIMITS.skillsMax)),
  experience: z.string().check(z.maxLength(APPLICATION_LIMITS.fieldMax)),
  education: z.string().check(z.maxLength(APPLICATION_LIMITS.fieldMax)),
  availability: z.string().check(z.maxLength(APPLICATION_LIMITS.fieldMax)),
  salary: z.string().check(z.maxLength(APPLICATION_LIMITS.fieldMax)),
  imageUrl: z.nullable(z.string().check(z.maxLength(2_000))),
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

export const applicationSchema = z.object({
  jobId: z.string().check(z.minLength(1)),
  jobTitle: z.string(),
  companyId: z.string().check(z.minLength(1)),
  companyName: z.string(),
  source: z.enum(APPLICATION_SOURCES),
  /** The job seeker who applied; null for a talent-pool candidate. */
  applicantUid: z.nullable(z.string()),
  /** The talent-pool candidate; null for an applicant. */
  candidateId: z.nullable(z.string()),
  candidate: applicantProfileSchema,
  /** The applicant's note to the employer. */
  note: z.string().check(z.maxLength(APPLICATION_LIMITS.noteMax)),
  /** The language the applicant's mails are written in. */
  locale: z.enum(LOCALES),
  stage: z.enum(APPLICATION_STAGES),
  /** A rejection reason the team chose to share with the applicant; null otherwise. */
  sharedReason: z.nullable(z.string().check(z.maxLength(APPLICATION_LIMITS.reasonMax))),
  createdAt: timestampField,
  stageChangedAt: timestampField,
  stageChangedBy: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationSchema>;

/** The fields of an application (firestore.rules allows exactly these). */
export const APPLICATION_FIELDS = Object.keys(
  applicationSchema.def.shape,
) as (keyof ApplicationDocument)[];

/**
 * A move also names the stage event that records it (stageEventId, absent until the first move):
 * firestore.rules accept a move only together with a new event of the same batch that agrees
 * with it, so the funnel, built from the events, sees every move.
 */
export type MovedApplicationDocument = ApplicationDocument & { stageEventId?: string };

/** The fields a team changes when moving a candidate (firestore.rules allows only these). */
export const STAGE_CHANGE_FIELDS = [
  'stage',
  'sharedReason',
  'stageChangedAt',
  'stageChangedBy',
  'stageEventId',
] as const satisfies readonly (keyof MovedApplicationDocument)[];

/** applications/{id}/stageEvents/{id}: who moved the candidate, when, from where to where. */
export const stageEventSchema = z.object({
  from: z.nullable(z.enum(APPLICATION_STAGES)),
  to: z.enum(APPLICATION_STAGES),
  by: z.string().check(z.minLength(1)),
  byName: z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  at: timestampField,
  /** Why the candidate was rejected (team-only); null for other moves. */
  reason: z.nullable(z.string().check(z.maxLength(APPLICATION_LIMITS.reasonMax))),
  reasonShared: z.boolean(),
});
export type StageEventDocument = z.infer<typeof stageEventSchema>;

/** applications/{id}/notes/{id}: a note the team keeps about a candidate. */
export const teamNoteSchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(APPLICATION_LIMITS.teamNoteMax)),
  authorUid: z.string().check(z.minLength(1)),
  authorName: z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  createdAt: timestampField,
});
export type TeamNoteDocument = z.infer<typeof teamNoteSchema>;

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** What the apply form sends (name and email come from the profile). */
export const applyInputSchema = z.object({
  title: optionalText(APPLICATION_LIMITS.fieldMax),
  location: optionalText(APPLICATION_LIMITS.fieldMax),
  skills: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_LIMITS.skillMax)))
    .check(z.maxLength(APPLICATION_LIMITS.skillsMax)),
  experience: optionalText(APPLICATION_LIMITS.fieldMax),
  education: optionalText(APPLICATION_LIMITS.fieldMax),
  availability: optionalText(APPLICATION_LIMITS.fieldMax),
  salary: optionalText(APPLICATION_LIMITS.fieldMax),
  note: optionalText(APPLICATION_LIMITS.noteMax),
});
export type ApplyInput = z.infer<typeof applyInputSchema>;

/** A rejection: the reason is required; sharing it with the applicant is the team's choice. */
export const rejectionInputSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_LIMITS.reasonMax)),
  share: z.boolean(),
});
export type RejectionInput = z.infer<typeof rejectionInputSchema>;

export const teamNoteInputSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_LIMITS.teamNoteMax)),
});

/**
 * How well a person's skills cover a job's: the share of the job's skills (compared without case
 * or surrounding spaces) that the person lists, as a whole percentage, rounded. A job that lists
 * no skills matches nobody (0). Extra skills of the person neither add nor subtract.
 */
export function matchScore(jobSkills: readonly string[], personSkills: readonly string[]): number {
  const wanted = new Set(jobSkills.map((skill) => skill.trim().toLowerCase()).filter(Boolean));
  if (wanted.size === 0) return 0;
  const has = new Set(personSkills.map((skill) => skill.trim().toLowerCase()));
  let covered = 0;
  for (const skill of wanted) if (has.has(skill)) covered += 1;
  return Math.round((covered / wanted.size) * 100);
}
