// companies/{companyId}/mailTemplates/{kind}_{locale}: a company's own wording of a mail to its
// candidates (a rejection, a stage update, an invitation to book an interview, a "still under
// review" status mail), one document per kind and language. The body is plain text with merge
// fields (`{{firstName}}`); domain/mail-template.ts renders it safely, and the functions fall back
// to the platform's template (public/locales/<lng>/mail.json) when a company has none.
import * as z from 'zod/mini';
import { timestampField } from './fields.js';
import { LOCALES, type Locale } from './locales.js';

/** The mails to a candidate a company may word itself. */
export const CANDIDATE_MAIL_KINDS = [
  'rejection',
  'stageUpdate',
  'bookingInvite',
  'stillUnderReview',
] as const;
export type CandidateMailKind = (typeof CANDIDATE_MAIL_KINDS)[number];

/** Every merge field a template may name, in the order the editor offers them. */
export const MERGE_FIELDS = ['firstName', 'jobTitle', 'company', 'stage', 'bookingLink'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/**
 * The merge fields each kind may name: a stage update names the new stage, an invitation to book
 * names the booking link (the only link a template's mail carries).
 */
export const KIND_MERGE_FIELDS: Record<CandidateMailKind, readonly MergeField[]> = {
  rejection: ['firstName', 'jobTitle', 'company'],
  stageUpdate: ['firstName', 'jobTitle', 'company', 'stage'],
  bookingInvite: ['firstName', 'jobTitle', 'company', 'bookingLink'],
  stillUnderReview: ['firstName', 'jobTitle', 'company', 'stage'],
};

/** The values a mail of a kind is rendered with (text; `stage` already named in its language). */
export type MergeValues = Partial<Record<MergeField, string>>;

/** Limits (firestore.rules enforces the same). */
export const MAIL_TEMPLATE_LIMITS = {
  subjectMax: 200,
  bodyMax: 5_000,
} as const;

/** A template's document id: its kind and language (firestore.rules checks it is built so). */
export const mailTemplateIdOf = (kind: CandidateMailKind, locale: Locale) => `${kind}_${locale}`;

/** A merge field in a template's text: `{{ name }}` (spaces inside the braces allowed). */
export const MERGE_FIELD_PATTERN = /{{\s*(\w+)\s*}}/g;

/** The merge fields a text names, in order, each once. */
export function mergeFieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(MERGE_FIELD_PATTERN)].map((match) => match[1] ?? ''))];
}

/** The names a text uses that a kind does not offer (empty when every one is known). */
export function unknownMergeFields(kind: CandidateMailKind, text: string): string[] {
  const known: readonly string[] = KIND_MERGE_FIELDS[kind];
  return mergeFieldsIn(text).filter((name) => !known.includes(name));
}

/** What a template is saved with: its subject and body. Merge fields are checked per kind. */
export const mailTemplateTextSchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAIL_TEMPLATE_LIMITS.subjectMax)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAIL_TEMPLATE_LIMITS.bodyMax)),
});
export type MailTemplateText = z.infer<typeof mailTemplateTextSchema>;

export const mailTemplateSchema = z.object({
  kind: z.enum(CANDIDATE_MAIL_KINDS),
  locale: z.enum(LOCALES),
  subject: z.string().check(z.minLength(1), z.maxLength(MAIL_TEMPLATE_LIMITS.subjectMax)),
  body: z.string().check(z.minLength(1), z.maxLength(MAIL_TEMPLATE_LIMITS.bodyMax)),
  updatedBy: z.string().check(z.minLength(1)),
  updatedAt: timestampField,
});
export type MailTemplateDocument = z.infer<typeof mailTemplateSchema>;

/** The fields of a template (firestore.rules allows exactly these). */
export const MAIL_TEMPLATE_FIELDS = Object.keys(
  mailTemplateSchema.def.shape,
) as (keyof MailTemplateDocument)[];

/** A stored template the server may use: well formed and naming only its kind's merge fields. */
export function usableTemplate(data: unknown): MailTemplateDocument | null {
  const parsed = mailTemplateSchema.safeParse(data);
  if (!parsed.success) return null;
  const { kind, subject, body } = parsed.data;
  return unknownMergeFields(kind, subject).length === 0 &&
    unknownMergeFields(kind, body).length === 0
    ? parsed.data
    : null;
}
