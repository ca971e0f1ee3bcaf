// The documents of a company's candidate mails, read through their contracts: its own templates
// (companies/{cid}/mailTemplates/{kind}_{locale}) and its response promise
// (companies/{cid}/settings/responsePromise).
import { docPaths, pathOf } from '@contracts/collections';
import type { TimestampLike } from '@contracts/fields';
import { mailTemplateSchema, type CandidateMailKind } from '@contracts/mail-templates';
import { DEFAULT_LOCALE, type Locale } from '@contracts/locales';
import {
  DEFAULT_RESPONSE_DAYS,
  RESPONSE_PROMISE_DOC,
  responsePromiseSchema,
} from '@contracts/response-promise';
import type { ReadingFirestore } from '@/lib/firebase/firestore-sdk';
import { schemaConverter } from '@/lib/firebase/converters';

const REJECTION: CandidateMailKind = 'rejection';

/** A company's own template as the editor shows it. */
export interface OwnTemplate {
  id: string;
  kind: CandidateMailKind;
  locale: Locale;
  subject: string;
  body: string;
  /** ISO text; empty while the save is on its way. */
  updatedAt: string;
}

export const templateConverter = schemaConverter(
  mailTemplateSchema,
  {
    kind: REJECTION,
    locale: DEFAULT_LOCALE,
    subject: '',
    body: '',
    updatedAt: null as TimestampLike | null,
  },
  ({ kind, locale, subject, body, updatedAt }, id): OwnTemplate => ({
    id,
    kind,
    locale,
    subject,
    body,
    updatedAt: updatedAt?.toDate().toISOString() ?? '',
  }),
);

export const templatesCollection = (fs: ReadingFirestore, companyId: string) =>
  fs.collection(fs.db, pathOf(docPaths.mailTemplates(companyId))).withConverter(templateConverter);

export const templateDoc = (fs: ReadingFirestore, companyId: string, templateId: string) =>
  fs.doc(fs.db, pathOf(docPaths.mailTemplate(companyId, templateId)));

/** The promise's days, the default when the company has set none. */
export const promiseConverter = schemaConverter(
  responsePromiseSchema,
  { days: DEFAULT_RESPONSE_DAYS },
  ({ days }) => days,
);

export const promiseDoc = (fs: ReadingFirestore, companyId: string) =>
  fs.doc(fs.db, pathOf(docPaths.setting(companyId, RESPONSE_PROMISE_DOC)));
