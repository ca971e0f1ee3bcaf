// Renders a mail from its template (public/locales/<lng>/mail.json) in the recipient's language:
// a subject, a plain-text body and an HTML body with a simple inline-styled layout (mail clients
// ignore style sheets). Every parameter is escaped in the HTML; the templates' own words too. A
// digest (a saved-search alert) adds its sections of linked jobs after the body.
import {
  APPLICATION_STAGES,
  DEFAULT_LOCALE,
  INTERVIEW_KINDS,
  LOCALES,
  type ApplicationStage,
  type InterviewKind,
  type Locale,
  type MailTemplate,
} from '../../contracts.js';
import { escapeHtml, webAddress, type RenderedTemplate } from '../../domain.js';
import { ENGLISH_MAIL_TEXTS, MAIL_TEXTS, type MailTexts } from './templates.js';

const PRODUCT_NAME = 'Jobs';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A template's values, as text (stored on the mail document as they were given). */
export type MailParams = Record<string, string>;

/**
 * The parameters of each template. Required ones must be given (as text, possibly empty); an
 * optional one may be left out. A line of a template is left out when one of its values is
 * empty (a rejection without a shared reason has no reason paragraph; a person without a name is
 * greeted without it). `stage` is a stage's id (`interview`): the mail names it in the
 * recipient's language. `expiresAt` is an ISO 8601 instant: the mail shows its date (UTC).
 * `kind` is an interview kind's id (`video`), named in the recipient's language; an interview's
 * `when` and `duration` come written in it (domain/interview-ics.ts formats them).
 */
export const MAIL_TEMPLATE_PARAMS = {
  invitation: { required: ['companyName', 'inviterName', 'link', 'expiresAt'], optional: [] },
  applicationReceived: { required: ['name', 'jobTitle', 'companyName', 'link'], optional: [] },
  stageChanged: { required: ['name', 'jobTitle', 'companyName', 'stage', 'link'], optional: [] },
  rejection: { required: ['name', 'jobTitle', 'companyName'], optional: ['reason'] },
  stillUnderReview: {
    required: ['name', 'jobTitle', 'companyName', 'stage', 'link'],
    optional: [],
  },
  bookingInvite: { required: ['name', 'jobTitle', 'companyName', 'link'], optional: [] },
  interviewInvitation: {
    required: ['name', 'jobTitle', 'companyName', 'when', 'duration', 'kind'],
    optional: ['candidateName', 'location', 'link'],
  },
  interviewUpdated: {
    required: ['name', 'jobTitle', 'companyName', 'when', 'duration', 'kind'],
    optional: ['candidateName', 'location', 'link'],
  },
  interviewCancelled: {
    required: ['name', 'jobTitle', 'companyName', 'when'],
    optional: ['candidateName', 'link'],
  },
  savedSearchAlert: { required: ['count', 'link'], optional: ['name'] },
} as const satisfies Record<
  MailTemplate,
  { required: readonly string[]; optional: readonly string[] }
>;

/** A job a digest lists: its title links to it in the app. */
export interface DigestJob {
  title: string;
  company: string;
  location: string;
  remote: boolean;
  /** A yearly amount in USD (contracts/job.ts); 0 when the posting names none. */
  salary: number;
  link: string;
}

/** A digest's section: a saved search's name, its new jobs and the link that stops its alerts. */
export interface DigestSection {
  name: string;
  jobs: DigestJob[];
  /** New jobs beyond those listed. */
  more: number;
  stopLink: string;
}

export const isMailLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The locale a mail is written in: the one asked for when there is such a language, else English. */
export const mailLocaleOf = (value: unknown): Locale =>
  isMailLocale(value) ? value : DEFAULT_LOCALE;

const isStage = (value: string): value is ApplicationStage =>
  (APPLICATION_STAGES as readonly string[]).includes(value);

const isKind = (value: string): value is InterviewKind =>
  (INTERVIEW_KINDS as readonly string[]).includes(value);

/** The lines a template may have, in the order they appear. */
interface TemplateTexts {
  subject: string;
  heading: string;
  greeting?: string;
  body: string;
  /** An interview mail to an interviewer: who the candidate is. */
  candidate?: string;
  /** An interview's time, duration and kind (one per line). */
  details?: string;
  /** An interview's place or link. */
  location?: string;
  reason?: string;
  action?: string;
  expires?: string;
  note?: string;
}

interface Texts {
  template: TemplateTexts;
  layout: MailTexts['layout'];
  stages: MailTexts['stages'];
  kinds: MailTexts['kinds'];
  digest: MailTexts['digest'];
}

/** A locale's texts, English filling in whatever the locale's file lacks. */
function textsOf(template: MailTemplate, locale: Locale): Texts {
  const local = MAIL_TEXTS[locale];
  return {
    template: { ...ENGLISH_MAIL_TEXTS[template], ...local[template] },
    layout: { ...ENGLISH_MAIL_TEXTS.layout, ...local.layout },
    stages: { ...ENGLISH_MAIL_TEXTS.stages, ...local.stages },
    kinds: { ...ENGLISH_MAIL_TEXTS.kinds, ...local.kinds },
    digest: { ...ENGLISH_MAIL_TEXTS.digest, ...local.digest },
  };
}

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/** The names of the placeholders in a text (`{{name}}`). */
const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

const asHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
const asIs = (text: string) => text;
/** A subject is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** Fills a template text's placeholders; `encode` encodes its own words and the values alike. */
function fill(text: string, values: MailParams, encode: (text: string) => string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    out += encode(text.slice(last, match.index)) + encode(values[match[1] ?? ''] ?? '');
    last = match.index + match[0].length;
  }
  return out + encode(text.slice(last));
}

/** A line is shown only when all its values are there. */
const complete = (text: string | undefined, values: MailParams): text is string =>
  text !== undefined && placeholdersOf(text).every((name) => (values[name] ?? '') !== '');

function dateText(value: string, locale: Locale): string {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The values as the mail shows them: trimmed, the stage named, the date formatted. */
function valuesOf(template: MailTemplate, params: MailParams, texts: Texts, locale: Locale) {
  const { required, optional } = MAIL_TEMPLATE_PARAMS[template];
  const values: MailParams = {};
  for (const name of [...required, ...optional] as string[]) {
    const value: unknown = params[name];
    if (value === undefined && (optional as readonly string[]).includes(name)) continue;
    if (typeof value !== 'string') {
      throw new TypeError(`The ${template} mail needs the parameter "${name}" (text).`);
    }
    values[name] = value.trim();
  }
  if (values.stage !== undefined) {
    if (!isStage(values.stage)) throw new TypeError(`Unknown stage "${values.stage}".`);
    values.stage = texts.stages[values.stage];
  }
  if (values.kind !== undefined) {
    if (!isKind(values.kind)) throw new TypeError(`Unknown interview kind "${values.kind}".`);
    values.kind = texts.kinds[values.kind];
  }
  if (values.expiresAt) values.expiresAt = dateText(values.expiresAt, locale);
  return values;
}

const COLORS = {
  page: '#f3f4f6',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#6b7280',
  brand: '#1d4ed8',
  quote: '#eff6ff',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A job's second line: its company, place and salary, as far as it has them. */
function jobDetails(job: DigestJob, texts: Texts, locale: Locale): string {
  const place = [job.location.trim(), job.remote ? texts.digest.remote : '']
    .filter(Boolean)
    .join(', ');
  const salary =
    job.salary > 0
      ? fill(
          texts.digest.salary,
          {
            amount: new Intl.NumberFormat(locale, {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: 0,
            }).format(job.salary),
          },
          asIs,
        )
      : '';
  return [job.company.trim(), place, salary].filter(Boolean).join(' · ');
}

/** A digest's sections as plain text and as HTML blocks. */
function digestParts(sections: readonly DigestSection[], texts: Texts, locale: Locale) {
  const text: string[] = [];
  const html: string[] = [];
  for (const section of sections) {
    const jobs = section.jobs.map((job) => ({ job, details: jobDetails(job, texts, locale) }));
    const more =
      section.more > 0 ? fill(texts.digest.more, { count: String(section.more) }, asIs) : '';
    const stop = webAddress(section.stopLink);
    text.push(
      [
        section.name,
        ...jobs.map(({ job, details }) => `- ${job.title}\n  ${details}\n  ${job.link}`),
        ...(more ? [more] : []),
        ...(stop ? [`${texts.digest.stop}: ${stop}`] : []),
      ].join('\n'),
    );
    const items = jobs
      .map(({ job, details }) => {
        const link = webAddress(job.link);
        const title = link
          ? `<a href="${escapeHtml(link)}" style="color:${COLORS.brand};font-weight:bold;">${escapeHtml(job.title)}</a>`
          : `<strong>${escapeHtml(job.title)}</strong>`;
        return `<li style="margin:0 0 12px;">${title}<br><span style="color:${COLORS.muted};font-size:14px;">${escapeHtml(details)}</span></li>`;
      })
      .join('');
    html.push(
      `<h2 style="margin:24px 0 12px;font-size:18px;line-height:1.3;">${escapeHtml(section.name)}</h2>`,
      `<ul style="margin:0 0 12px;padding-inline-start:20px;font-size:16px;line-height:1.4;">${items}</ul>`,
      ...(more ? [`<p style="margin:0 0 8px;font-size:14px;">${escapeHtml(more)}</p>`] : []),
      ...(stop
        ? [
            `<p style="margin:0 0 16px;font-size:13px;"><a href="${escapeHtml(stop)}" style="color:${COLORS.muted};">${escapeHtml(texts.digest.stop)}</a></p>`,
          ]
        : []),
    );
  }
  return { text, html };
}

/** Renders `template` in `locale` (English when there is no such language) with `params`. */
export function renderMail(
  template: MailTemplate,
  locale: string,
  params: MailParams,
  digest: readonly DigestSection[] = [],
): RenderedMail {
  const language = mailLocaleOf(locale);
  const texts = textsOf(template, language);
  const t = texts.template;
  const values = valuesOf(template, params, texts, language);
  const link = webAddress(values.link);

  const greeting =
    t.greeting === undefined
      ? undefined
      : complete(t.greeting, values)
        ? t.greeting
        : texts.layout.greetingPlain;
  const reason = complete(t.reason, values) ? t.reason : undefined;
  // an interview's lines: each shown when its values are there
  const details = [t.candidate, t.details, t.location].filter((line): line is string =>
    complete(line, values),
  );
  const expires = complete(t.expires, values) ? t.expires : undefined;
  const action = t.action !== undefined && link ? t.action : undefined;

  const subject = fill(t.subject, values, (text) => oneLine(text)).trim();
  const sections = digestParts(digest, texts, language);

  // plain text
  const textParts = [fill(t.heading, values, asIs)];
  if (greeting) textParts.push(fill(greeting, values, asIs));
  textParts.push(fill(t.body, values, asIs));
  for (const line of details) textParts.push(fill(line, values, asIs));
  textParts.push(...sections.text);
  if (reason) textParts.push(fill(reason, values, asIs));
  if (action && link) textParts.push(`${action}:\n${link}`);
  if (expires) textParts.push(fill(expires, values, asIs));
  if (t.note) textParts.push(fill(t.note, values, asIs));
  textParts.push(texts.layout.signature, `--\n${texts.layout.footer}`);
  const text = `${textParts.join('\n\n')}\n`;

  // HTML
  const blocks: string[] = [
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLORS.text};">${fill(t.heading, values, asHtml)}</h1>`,
  ];
  if (greeting) blocks.push(paragraph(fill(greeting, values, asHtml)));
  blocks.push(paragraph(fill(t.body, values, asHtml)));
  for (const line of details) blocks.push(paragraph(fill(line, values, asHtml)));
  blocks.push(...sections.html);
  if (reason) blocks.push(quote(fill(reason, values, asHtml), language));
  if (action && link) {
    const href = escapeHtml(link);
    blocks.push(
      `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:${COLORS.brand};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(action)}</a></p>`,
      paragraph(
        `${escapeHtml(texts.layout.linkHint)}<br><a href="${href}" style="color:${COLORS.brand};word-break:break-all;">${href}</a>`,
        `font-size:13px;color:${COLORS.muted};`,
      ),
    );
  }
  if (expires) blocks.push(paragraph(fill(expires, values, asHtml)));
  if (t.note) blocks.push(paragraph(fill(t.note, values, asHtml)));
  blocks.push(paragraph(escapeHtml(texts.layout.signature), 'margin:24px 0 0;'));

  return { subject, text, html: framedHtml(language, subject, blocks.join(''), texts) };
}

const paragraph = (html: string, style = '') =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;${style}">${html}</p>`;

/** A paragraph set apart (a rejection's shared reason), its bar on the side the text starts. */
const quote = (html: string, language: Locale) =>
  paragraph(
    html,
    `background:${COLORS.quote};${language === 'ar' ? 'border-right' : 'border-left'}:4px solid ${COLORS.brand};padding:12px 16px;`,
  );

/**
 * A company's own template (rendered by domain/mail-template.ts) in the mail's frame: its
 * paragraphs, then a rejection's shared reason in the platform's words, then the footer.
 */
export function renderOwnMail(locale: string, own: RenderedTemplate, reason = ''): RenderedMail {
  const language = mailLocaleOf(locale);
  const texts = textsOf('rejection', language);
  const shared = reason.trim();
  const reasonLine = shared && texts.template.reason ? texts.template.reason : '';
  const textParts = [own.text];
  let body = own.html;
  if (reasonLine) {
    textParts.push(fill(reasonLine, { reason: shared }, asIs));
    body += quote(fill(reasonLine, { reason: shared }, asHtml), language);
  }
  textParts.push(`--\n${texts.layout.footer}`);
  return {
    subject: own.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: framedHtml(language, own.subject, body, texts),
  };
}

/**
 * The mail's frame around its body's HTML: the product's header and the footer, right to left in
 * Arabic, every style inline (mail clients ignore style sheets).
 */
function framedHtml(language: Locale, subject: string, body: string, texts: Texts): string {
  const rtl = language === 'ar';
  const align = rtl ? 'right' : 'left';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${rtl ? 'rtl' : 'ltr'}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};padding:24px 12px;"><tr><td align="center">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${rtl ? 'rtl' : 'ltr'}" style="max-width:560px;background:${COLORS.card};border-radius:8px;font-family:${FONT};color:${COLORS.text};text-align:${align};">`,
    `<tr><td style="padding:20px 32px;background:${COLORS.brand};border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold;">${PRODUCT_NAME}</td></tr>`,
    `<tr><td style="padding:32px;">${body}</td></tr>`,
    `<tr><td style="padding:16px 32px 24px;font-size:12px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(texts.layout.footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
