// The apply form: what the person types (skills as one comma-separated text) and what is sent.
import * as z from 'zod/mini';
import {
  APPLICATION_LIMITS,
  applyInputSchema,
  type ApplicantProfile,
  type ApplyInput,
} from '@contracts/application';
import { formMessage } from '@/lib/forms/form-errors';
import { splitSkills } from './screening';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** The form's values, checked with the limits firestore.rules enforces. */
export const applyFormSchema = z.object({
  title: text(APPLICATION_LIMITS.fieldMax),
  location: text(APPLICATION_LIMITS.fieldMax),
  skills: z.string().check(
    z.refine((value) => splitSkills(value).length <= APPLICATION_LIMITS.skillsMax, {
      error: formMessage('forms.errors.tooMany', { count: APPLICATION_LIMITS.skillsMax }),
    }),
    z.refine(
      (value) => splitSkills(value).every((skill) => skill.length <= APPLICATION_LIMITS.skillMax),
      {
        error: formMessage('candidates.apply.skillTooLong', {
          count: APPLICATION_LIMITS.skillMax,
          max: APPLICATION_LIMITS.skillMax,
        }),
      },
    ),
  ),
  experience: text(APPLICATION_LIMITS.fieldMax),
  education: text(APPLICATION_LIMITS.fieldMax),
  availability: text(APPLICATION_LIMITS.fieldMax),
  salary: text(APPLICATION_LIMITS.fieldMax),
  note: text(APPLICATION_LIMITS.noteMax),
});
type ApplyFormValues = z.infer<typeof applyFormSchema>;

/** The empty form, or the person's profile from their previous application (never its note). */
export function applyFormDefaults(previous: ApplicantProfile | null | undefined): ApplyFormValues {
  return {
    title: previous?.title ?? '',
    location: previous?.location ?? '',
    skills: previous?.skills.join(', ') ?? '',
    experience: previous?.experience ?? '',
    education: previous?.education ?? '',
    availability: previous?.availability ?? '',
    salary: previous?.salary ?? '',
    note: '',
  };
}

/** What the form sends: the contract's apply input (skills as a list, each once). */
export function toApplyInput(values: ApplyFormValues): ApplyInput {
  const seen = new Set<string>();
  const skills = splitSkills(values.skills).filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return applyInputSchema.parse({ ...values, skills });
}
