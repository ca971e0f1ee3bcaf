// A company's mail template (contracts/mail-templates.ts) rendered with its merge fields: a
// one-line subject, the plain text, and the body as safe HTML. The template is plain text: its
// own words and every value are escaped, so markup in either shows as text; blank lines part
// paragraphs, single line breaks become <br>; the booking link, when it is a web address, is the
// only link. The functions wrap the HTML in the mail's layout; the editor's preview shows the
// same paragraphs (templateParagraphs) without any HTML at all.
import {
  KIND_MERGE_FIELDS,
  MERGE_FIELD_PATTERN,
  type CandidateMailKind,
  type MergeField,
  type MergeValues,
} from '../contracts/mail-templates.js';

/** Text as HTML: the five characters that could start markup or end an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A web address (http or https) as written, or null for anything else. */
export function webAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A piece of a rendered line: words, or the booking link. */
export type TemplateSegment = { text: string; href?: undefined } | { text: string; href: string };
/** A paragraph: its lines, each a list of segments. */
export type TemplateParagraph = TemplateSegment[][];

export interface TemplateToRender {
  kind: CandidateMailKind;
  subject: string;
  body: string;
}

export interface RenderedTemplate {
  subject: string;
  text: string;
  /** The body's paragraphs as HTML (`<p>`…`</p>`), every character of text escaped. */
  html: string;
}

/** A merge field's value: empty for a name the kind does not offer or a value not given. */
function valueOf(kind: CandidateMailKind, name: string, values: MergeValues): string {
  const known: readonly string[] = KIND_MERGE_FIELDS[kind];
  return known.includes(name) ? (values[name as MergeField] ?? '').trim() : '';
}

/** A line's segments: its words with the values filled in, the booking link as a link. */
function segmentsOf(line: string, kind: CandidateMailKind, values: MergeValues): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  const push = (text: string) => {
    if (!text) return;
    const previous = segments.at(-1);
    if (previous && previous.href === undefined) previous.text += text;
    else segments.push({ text });
  };
  let last = 0;
  for (const match of line.matchAll(MERGE_FIELD_PATTERN)) {
    push(line.slice(last, match.index));
    const name = match[1] ?? '';
    const value = valueOf(kind, name, values);
    const href = name === 'bookingLink' ? webAddress(value) : null;
    if (href) segments.push({ text: value, href });
    else push(value);
    last = match.index + match[0].length;
  }
  push(line.slice(last));
  return segments;
}

/** The body's paragraphs (parted by blank lines) with their lines and segments. */
export function templateParagraphs(
  kind: CandidateMailKind,
  body: string,
  values: MergeValues,
): TemplateParagraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split('\n').map((line) => segmentsOf(line, kind, values)));
}

/** A text with its merge fields filled in as plain text. */
function filled(text: string, kind: CandidateMailKind, values: MergeValues): string {
  return text.replace(MERGE_FIELD_PATTERN, (_, name: string) => valueOf(kind, name, values));
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;font-size:16px;line-height:1.5;';
const LINK_STYLE = 'color:#1d4ed8;word-break:break-all;';

const segmentHtml = (segment: TemplateSegment) =>
  segment.href === undefined
    ? escapeHtml(segment.text)
    : `<a href="${escapeHtml(segment.href)}" style="${LINK_STYLE}">${escapeHtml(segment.text)}</a>`;

/** Renders a template with its values: subject, plain text and the body as escaped HTML. */
export function renderTemplate(template: TemplateToRender, values: MergeValues): RenderedTemplate {
  const paragraphs = templateParagraphs(template.kind, template.body, values);
  return {
    subject: filled(template.subject, template.kind, values).replace(/\s+/g, ' ').trim(),
    text: paragraphs
      .map((lines) => lines.map((line) => line.map((s) => s.text).join('')).join('\n'))
      .join('\n\n'),
    html: paragraphs
      .map(
        (lines) =>
          `<p style="${PARAGRAPH_STYLE}">${lines.map((line) => line.map(segmentHtml).join('')).join('<br>')}</p>`,
      )
      .join(''),
  };
}

/** A person's first name: the first word of their name (empty for none). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
