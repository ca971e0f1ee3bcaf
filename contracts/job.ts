// A job (spec §3), as the public board stores it in jobs/{jobId}, and as a person saves it in
// users/{uid}/savedJobs/{jobId}. The limits are those firestore.rules enforces.
import * as z from 'zod/mini';
import { fieldNames, timestampField } from './fields.js';
import { EXPERIENCE_LEVELS, JOB_TYPES } from './job-catalogue.js';

/** A list of texts; entries of another type are left out (stored data may hold them). */
const textList = z.pipe(
  z.array(z.unknown()),
  z.transform((entries) => entries.filter((entry): entry is string => typeof entry === 'string')),
);

/**
 * The twelve fields of a job. `salary` is a yearly amount in USD; `postedDate` ISO 8601. The
 * limits of a saved copy are firestore.rules' (`validSavedJob`); the board's jobs are written by
 * the seed and, later, by employers' postings with their own limits.
 */
export const jobSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  description: z.string(),
  postedDate: z.string(),
  applyUrl: z.string(),
  salary: z.number(),
  type: z.string(),
  skills: textList,
  experience: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** A job on the board: the job and the words and city it is found by (see job-search-tokens). */
export const jobDocumentSchema = z.extend(jobSchema, {
  keywords: textList,
  locationKey: z.string(),
});
export type JobDocument = z.infer<typeof jobDocumentSchema>;

/** A saved job: the job's fields and when it was saved (ISO 8601, set at saving). */
export const savedJobSchema = z.extend(jobSchema, {
  savedAt: z.string(),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

/** The empty job: what a missing or mistyped stored field reads as. */
export const EMPTY_JOB: Omit<Job, 'id'> = {
  title: '',
  company: '',
  location: '',
  remote: false,
  description: '',
  postedDate: '',
  applyUrl: '',
  salary: 0,
  type: '',
  skills: [],
  experience: '',
};

export type JobType = (typeof JOB_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['level'];
export const JOB_TYPE_VALUES: readonly JobType[] = JOB_TYPES;
export const EXPERIENCE_VALUES: readonly ExperienceLevel[] = EXPERIENCE_LEVELS.map(
  (entry) => entry.level,
);

/** The names of a job's twelve fields. */
const JOB_FIELDS = fieldNames(jobSchema) as (keyof Job)[];

/** Just the job's own fields of a value that holds more (a stored job, a saved one). */
export function pickJob(value: Job): Job {
  return Object.fromEntries(JOB_FIELDS.map((field) => [field, value[field]])) as Job;
}

// ---------- employers' postings: jobs written by a company's team ----------

/** An open posting is on the board; a closed one is seen by its company's team only. */
export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Limits of a posting (firestore.rules enforces the same; the form shows them). */
export const POSTING_LIMITS = {
  titleMax: 120,
  locationMax: 120,
  descriptionMin: 30,
  descriptionMax: 10_000,
  skillsMin: 1,
  skillsMax: 20,
  skillMax: 40,
  salaryMax: 10_000_000,
  applyUrlMax: 2_000,
  /** keywords the search finds a posting by (title, company and skills give far fewer). */
  keywordsMax: 200,
} as const;

/**
 * A posting as stored in jobs/{jobId}: the board's job plus its status and company. Jobs the seed
 * puts on the board as sample market data carry `status: 'open'` and an empty `companyId`.
 */
export const postingSchema = z.extend(jobDocumentSchema, {
  status: z.enum(JOB_STATUSES),
  companyId: z.string(),
  createdBy: z.string(),
  createdAt: z.optional(timestampField),
  updatedAt: z.optional(timestampField),
});
export type PostingDocument = z.infer<typeof postingSchema>;

/** The fields firestore.rules lets a team write on a posting. */
export const POSTING_FIELDS = fieldNames(postingSchema) as (keyof PostingDocument)[];

const trimmed = (max: number, min = 1) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** What the posting form sends; the writer adds company, id, keywords, dates and status. */
export const postingInputSchema = z.object({
  title: trimmed(POSTING_LIMITS.titleMax),
  location: trimmed(POSTING_LIMITS.locationMax),
  remote: z.boolean(),
  type: z.enum(JOB_TYPES),
  experience: z.enum(
    EXPERIENCE_LEVELS.map((entry) => entry.level) as [ExperienceLevel, ...ExperienceLevel[]],
  ),
  salary: z.int().check(z.gte(0), z.lte(POSTING_LIMITS.salaryMax)),
  skills: z
    .array(trimmed(POSTING_LIMITS.skillMax))
    .check(z.minLength(POSTING_LIMITS.skillsMin), z.maxLength(POSTING_LIMITS.skillsMax)),
  description: trimmed(POSTING_LIMITS.descriptionMax, POSTING_LIMITS.descriptionMin),
  /** An external page to apply on, or empty: people then apply in the app. */
  applyUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https$/ }).check(z.maxLength(POSTING_LIMITS.applyUrlMax)),
  ]),
});
export type PostingInput = z.infer<typeof postingInputSchema>;
