// The frame of every public page and the escaping that keeps a posting's text inert: HTML text
// and attributes are escaped, the JSON-LD's JSON has `<`, `>`, `&` and the line separators as
// \u escapes (a posting holding `</script>` or `<!--` stays inside its script element).
import { FAVICON, LOCALES, type Locale } from '../contracts.js';
import { PUBLIC_STYLES } from './styles.js';
import type { Translate } from './texts.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or a quoted attribute's value. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** JSON that can sit inside a <script> element: nothing in it can end the element or a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The site's address plus a path and, when chosen, the language (`?lang=`). */
export function localisedUrl(origin: string, path: string, locale: Locale | null): string {
  const url = new URL(path, origin);
  if (locale) url.searchParams.set('lang', locale);
  return url.toString();
}

export interface PageFrame {
  locale: Locale;
  t: Translate;
  /** The site's address (https://host), for canonical and shared links. */
  origin: string;
  /** The page's own path with its query (without `lang`), for the language links. */
  path: string;
  /** Whether the language was chosen by `?lang=` (the canonical URL keeps it then). */
  langChosen: boolean;
  title: string;
  description: string;
  /** Kept out of search engines (closed, deleted or unknown jobs). */
  noindex?: boolean;
  /** JSON-LD of the page (rendered escaped). */
  jsonLd?: unknown;
  body: string;
}

/** A whole HTML page: head (meta, canonical, alternates, cards, styles, JSON-LD) and body. */
export function renderPage(frame: PageFrame): string {
  const { locale, t, origin, path } = frame;
  const canonical = localisedUrl(origin, path, frame.langChosen ? locale : null);
  const title = `${frame.title} · ${t('site')}`;
  const alternates = LOCALES.map(
    (lng) =>
      `<link rel="alternate" hreflang="${lng}" href="${escapeHtml(localisedUrl(origin, path, lng))}">`,
  ).join('');
  const languageLinks = LOCALES.map((lng) => {
    const name = new Intl.DisplayNames([lng], { type: 'language' }).of(lng) ?? lng;
    const current = lng === locale ? ' aria-current="true"' : '';
    const href = escapeHtml(localisedUrl(origin, path, lng).slice(origin.length));
    return `<li><a href="${href}" hreflang="${lng}" lang="${lng}"${current}>${escapeHtml(name)}</a></li>`;
  }).join('');
  const meta = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(frame.description)}">`,
    frame.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localisedUrl(origin, path, null))}">`,
    `<link rel="icon" href="${FAVICON.href}" type="${FAVICON.type}">`,
    '<meta name="color-scheme" content="light dark">',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(t('site'))}">`,
    `<meta property="og:title" content="${escapeHtml(frame.title)}">`,
    `<meta property="og:description" content="${escapeHtml(frame.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${locale}">`,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(frame.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(frame.description)}">`,
    `<style>${PUBLIC_STYLES}</style>`,
    frame.jsonLd === undefined
      ? ''
      : `<script type="application/ld+json">${jsonForScript(frame.jsonLd)}</script>`,
  ].join('');
  const langQuery = frame.langChosen ? `?lang=${locale}` : '';
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head>${meta}</head><body>
<a class="skip" href="#main">${escapeHtml(t('skip'))}</a>
<header class="top"><a class="brand" href="/jobs${langQuery}">${escapeHtml(t('site'))}</a><nav aria-label="${escapeHtml(t('site'))}"><a href="/jobs${langQuery}">${escapeHtml(t('nav.board'))}</a><a href="/auth/login">${escapeHtml(t('nav.signIn'))}</a></nav></header>
<main id="main">${frame.body}</main>
<footer class="langs"><nav aria-label="${escapeHtml(t('nav.language'))}"><ul>${languageLinks}</ul></nav></footer>
</body></html>`;
}
