// candidates/{candidateId}: the sample talent pool a company's team screens (spec §3).
import * as z from 'zod/mini';
import { timestampField } from './fields.js';

export const candidateSchema = z.object({
  id: z.string().check(z.minLength(1)),
  companyId: z.string().check(z.minLength(1)),
  name: z.string(),
  title: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  experience: z.string(),
  education: z.string(),
  matchScore: z.number(),
  imageUrl: z.nullable(z.string()),
  availability: z.string(),
  /** A range as text, e.g. `$90k – $110k`. */
  salary: z.string(),
  createdAt: timestampField,
});
export type CandidateDocument = z.infer<typeof candidateSchema>;
