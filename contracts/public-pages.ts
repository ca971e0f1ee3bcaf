// The public pages anyone may open without an account, rendered by the publicPages function
// behind Hosting rewrites: a job's page (/jobs/<id>/<readable slug>), the board (/jobs) and the
// sitemap; robots.txt, which the build writes (Cloud Functions answer /robots.txt with 404 before
// any function sees it); their cache lifetimes; and the tombstone a deleted posting leaves so its
// page can answer 410 Gone.
import * as z from 'zod/mini';
import { timestampField } from './fields.js';

/**
 * The site's icon, named by every page (index.html, the prerendered pages, the public pages): a
 * 32×32 PNG (public/favicon.png). Not an SVG: Chromium draws an SVG icon by setting up a page of
 * its own on the page's main thread, 7-10 ms of work at every first visit on a 2-core machine
 * (a task Lighthouse's phone counts four times over); a PNG is decoded in 0.1 ms.
 */
export const FAVICON = { href: '/favicon.png', type: 'image/png', size: 32 } as const;

export const PUBLIC_PATHS = {
  board: '/jobs',
  jobPrefix: '/jobs/',
  sitemap: '/sitemap.xml',
} as const;

/** Longest readable slug after a job's id (words of its title). */
const SLUG_MAX = 60;

/** The words of a job's title as a path segment: lower-case letters and digits joined by '-'. */
export function jobSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** A job's public page, with its readable slug when the title gives one. */
export function publicJobPath(jobId: string, title: string): string {
  const slug = jobSlug(title);
  return `${PUBLIC_PATHS.jobPrefix}${encodeURIComponent(jobId)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
}

/**
 * How long a browser (max-age) and the Hosting CDN (s-maxage) keep a public page or the sitemap.
 * Together under a minute: a posting closed now is shown closed, and gone from the sitemap,
 * within a minute everywhere.
 */
export const PUBLIC_CACHE_SECONDS = { browser: 20, edge: 30 } as const;

/**
 * robots.txt: everything may be crawled but the dashboards and the sign-in pages; the sitemap is
 * named when the site's address is known (the protocol wants it absolute).
 */
export function robotsTxt(siteUrl: string | null): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /auth',
    ...(siteUrl ? [`Sitemap: ${siteUrl.replace(/\/+$/, '')}${PUBLIC_PATHS.sitemap}`] : []),
    '',
  ].join('\n');
}

/** URLs in one sitemap file (the protocol's limit); more make a sitemap index. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** deletedJobs/{jobId}: written by the server when a posting is deleted; nobody else reads it. */
export const deletedJobSchema = z.object({
  deletedAt: timestampField,
});
export type DeletedJobDocument = z.infer<typeof deletedJobSchema>;
