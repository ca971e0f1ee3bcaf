// /sitemap.xml: the open postings' public pages with their last change, split into files of
// SITEMAP_PAGE_SIZE URLs under a sitemap index when there are more.
import { PUBLIC_PATHS } from '../contracts.js';
import { escapeHtml } from './html.js';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO 8601, or '' when unknown. */
  lastmod: string;
}

/** What /sitemap.xml?page=… answers for `total` open postings. */
export type SitemapPlan =
  | { kind: 'index'; pages: number }
  | { kind: 'urls'; offset: number; limit: number }
  | { kind: 'missing' };

/**
 * Up to `pageSize` postings: one sitemap of them all (page 1 or no page). More: without a page,
 * the index of `ceil(total / pageSize)` sitemaps; page n, the n-th slice. Any other page: missing.
 */
export function sitemapPlan(
  total: number,
  pageSize: number,
  page: string | undefined,
): SitemapPlan {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === undefined) {
    return pages > 1 ? { kind: 'index', pages } : { kind: 'urls', offset: 0, limit: pageSize };
  }
  const n = /^[1-9]\d{0,6}$/.test(page) ? Number(page) : 0;
  if (n < 1 || n > pages) return { kind: 'missing' };
  return { kind: 'urls', offset: (n - 1) * pageSize, limit: pageSize };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap of URLs with their last change. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}

/** The index of `pages` sitemaps: /sitemap.xml?page=1 … ?page=n. */
export function sitemapIndexXml(origin: string, pages: number): string {
  const maps = Array.from(
    { length: pages },
    (_unused, index) =>
      `<sitemap><loc>${escapeHtml(`${origin}${PUBLIC_PATHS.sitemap}?page=${index + 1}`)}</loc></sitemap>`,
  ).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${maps}\n</sitemapindex>\n`;
}
