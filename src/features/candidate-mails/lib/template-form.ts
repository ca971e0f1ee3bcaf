// The template editor's form: a subject and a body within their limits, naming only the merge
// fields the kind offers; an unknown one is refused by name (`{{nme}}`), so a typo never reaches
// a candidate as an empty gap.
import * as z from 'zod/mini';
import {
  mailTemplateTextSchema,
  unknownMergeFields,
  type CandidateMailKind,
} from '@contracts/mail-templates';
import { formMessage } from '@/lib/forms/form-errors';

/** Refuses a text naming a merge field the kind does not offer, naming the first such field. */
const knownFieldsOnly = (kind: CandidateMailKind) =>
  z.refine<string>((text) => unknownMergeFields(kind, text).length === 0, {
    error: (issue) =>
      formMessage('candidateMails.errors.unknownField', {
        field: unknownMergeFields(kind, String(issue.input))[0] ?? '',
      }),
  });

/** The form's schema for a kind. */
export const templateFormSchema = (kind: CandidateMailKind) =>
  z.object({
    subject: mailTemplateTextSchema.def.shape.subject.check(knownFieldsOnly(kind)),
    body: mailTemplateTextSchema.def.shape.body.check(knownFieldsOnly(kind)),
  });

export type TemplateFormValues = z.infer<ReturnType<typeof templateFormSchema>>;
