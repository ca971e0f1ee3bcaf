// A job (spec §3), as the public board stores it in jobs/{jobId}, and as a person saves it in
// users/{uid}/savedJobs/{jobId}. The limits are those firestore.rules enforces.
import * as z from 'zod/mini';
import { EXPERIENCE_LEVELS, JOB_TYPES } from './job-catalogue.js';
import { requiredText, textField } from './fields.js';

export const JOB_LIMITS = {
  title: 200,
  company: 200,
  location: 200,
  description: 20_000,
  postedDate: 40,
  applyUrl: 2_000,
  type: 40,
  skills: 50,
  experience: 40,
  savedAt: { min: 10, max: 40 },
} as const;

/** The twelve fields of a job. `salary` is a yearly amount in USD; `postedDate` ISO 8601. */
export const jobSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: requiredText(JOB_LIMITS.title),
  company: textField(JOB_LIMITS.company),
  location: textField(JOB_LIMITS.location),
  remote: z.boolean(),
  description: textField(JOB_LIMITS.description),
  postedDate: textField(JOB_LIMITS.postedDate),
  applyUrl: textField(JOB_LIMITS.applyUrl),
  salary: z.number(),
  type: textField(JOB_LIMITS.type),
  skills: z.array(z.string()).check(z.maxLength(JOB_LIMITS.skills)),
  experience: textField(JOB_LIMITS.experience),
});
export type Job = z.infer<typeof jobSchema>;

/** A job on the board: the job and the words and city it is found by (see job-search-tokens). */
export const jobDocumentSchema = z.extend(jobSchema, {
  keywords: z.array(z.string()),
  locationKey: z.string(),
});
export type JobDocument = z.infer<typeof jobDocumentSchema>;

/** A saved job: the job's fields and when it was saved (ISO 8601, set at saving). */
export const savedJobSchema = z.extend(jobSchema, {
  savedAt: z
    .string()
    .check(z.minLength(JOB_LIMITS.savedAt.min), z.maxLength(JOB_LIMITS.savedAt.max)),
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
export const JOB_FIELDS = Object.keys(jobSchema.def.shape) as (keyof Job)[];

/** Just the job's own fields of a value that holds more (a stored job, a saved one). */
export function pickJob(value: Job): Job {
  return Object.fromEntries(JOB_FIELDS.map((field) => [field, value[field]])) as Job;
}
