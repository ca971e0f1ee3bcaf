// A mail to a candidate in the company's own words: its template of that kind in the recipient's
// language (companies/{cid}/mailTemplates/{kind}_{locale}, contracts/mail-templates.ts), else the
// platform's template (public/locales/<lng>/mail.json). What callers queue: a rejection, a stage
// update, an invitation to book an interview, a "still under review" status mail.
//
//   const mail = await renderCandidateMail({ companyId, kind: 'rejection', locale, fields });
//   await queueMail({ to, ...mail }, { id });
import type { Firestore } from 'firebase-admin/firestore';
import {
  docPaths,
  mailTemplateIdOf,
  pathOf,
  usableTemplate,
  type ApplicationStage,
  type CandidateMailKind,
  type MailTemplate,
} from '../../contracts.js';
import { firstNameOf, renderTemplate } from '../../domain.js';
import { adminDb } from '../admin.js';
import { mailLocaleOf, renderMail, renderOwnMail, type MailParams } from './render.js';
import { ENGLISH_MAIL_TEXTS, MAIL_TEXTS } from './templates.js';

/** What a candidate's mail is about. */
export interface CandidateMailFields {
  /** The candidate's full name (a template's `firstName` is its first word); may be empty. */
  name: string;
  jobTitle: string;
  companyName: string;
  /** The stage the application is in (a stage update, a status mail). */
  stage?: ApplicationStage;
  /** The candidate's booking page (an invitation to book). */
  bookingLink?: string;
  /** The reason shared with a rejected candidate; empty or absent when the team shares none. */
  reason?: string;
  /** The candidate's applications page: the platform's stage and status mails link to it. */
  applicationsLink?: string;
}

export interface CandidateMailRequest {
  firestore?: Firestore;
  companyId: string;
  kind: CandidateMailKind;
  /** The recipient's language (one of the six; another value gets English). */
  locale: string;
  fields: CandidateMailFields;
}

/** A rendered mail, ready for queueMail (with `to`): the platform's template and its values too. */
export interface CandidateMail {
  locale: string;
  template: MailTemplate;
  params: MailParams;
  content: { subject: string; text: string; html: string };
  /** Whether the company's own template wrote it. */
  own: boolean;
}

/** The platform's template of each kind. */
const PLATFORM_TEMPLATE: Record<CandidateMailKind, MailTemplate> = {
  rejection: 'rejection',
  stageUpdate: 'stageChanged',
  bookingInvite: 'bookingInvite',
  stillUnderReview: 'stillUnderReview',
};

/** The platform template's parameters for the fields. */
function platformParams(kind: CandidateMailKind, fields: CandidateMailFields): MailParams {
  const common = { name: fields.name, jobTitle: fields.jobTitle, companyName: fields.companyName };
  const link = fields.applicationsLink ?? '';
  switch (kind) {
    case 'rejection':
      return { ...common, ...(fields.reason?.trim() ? { reason: fields.reason } : {}) };
    case 'stageUpdate':
    case 'stillUnderReview':
      return { ...common, stage: fields.stage ?? 'applied', link };
    case 'bookingInvite':
      return { ...common, link: fields.bookingLink ?? '' };
  }
}

/** The company's template of `kind` in `locale` when it has a usable one. */
async function ownTemplate(
  firestore: Firestore,
  companyId: string,
  kind: CandidateMailKind,
  locale: string,
) {
  if (!companyId) return null;
  const id = mailTemplateIdOf(kind, mailLocaleOf(locale));
  const snapshot = await firestore.doc(pathOf(docPaths.mailTemplate(companyId, id))).get();
  const template = usableTemplate(snapshot.data());
  return template?.kind === kind ? template : null;
}

/** Renders a candidate's mail of `kind` in the company's words, else the platform's. */
export async function renderCandidateMail({
  firestore = adminDb(),
  companyId,
  kind,
  locale,
  fields,
}: CandidateMailRequest): Promise<CandidateMail> {
  const language = mailLocaleOf(locale);
  const template = PLATFORM_TEMPLATE[kind];
  const params = platformParams(kind, fields);
  const own = await ownTemplate(firestore, companyId, kind, language);
  if (!own) {
    return {
      locale: language,
      template,
      params,
      content: renderMail(template, language, params),
      own: false,
    };
  }
  const stages = { ...ENGLISH_MAIL_TEXTS.stages, ...MAIL_TEXTS[language].stages };
  const rendered = renderTemplate(own, {
    firstName: firstNameOf(fields.name),
    jobTitle: fields.jobTitle,
    company: fields.companyName,
    stage: fields.stage ? stages[fields.stage] : '',
    bookingLink: fields.bookingLink ?? '',
  });
  return {
    locale: language,
    template,
    params,
    content: renderOwnMail(language, rendered, kind === 'rejection' ? fields.reason : ''),
    own: true,
  };
}
