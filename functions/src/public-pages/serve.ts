// The publicPages function's requests (Hosting rewrites /jobs, /jobs/** and /sitemap.xml to
// it): a job's page (200, or 410 for a deleted posting, 404 for an unknown id), the board and
// the sitemap. Every answer may be cached by browsers and the CDN for less than a minute together
// (PUBLIC_CACHE_SECONDS), varies by language, and reads nothing but open postings' public fields
// and the deleted postings' tombstones (and, under a posting's company name, its public response
// rate: companyStats/{cid}).
import type { Request, Response } from 'express';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  companyStatsSchema,
  HTTP_STATUS,
  PUBLIC_CACHE_SECONDS,
  PUBLIC_PATHS,
  publicJobPath,
} from '../contracts.js';
import type { BoardAnswer } from './board.js';
import {
  renderJobPage,
  renderMissingJobPage,
  type PageContext,
  type PublicResponseRate,
} from './job-page.js';
import { publicJobOf } from './public-job.js';
import { sitemapIndexXml, sitemapPlan, sitemapXml } from './sitemap.js';
import { pickLocale, translator } from './texts.js';

export interface PublicPagesOptions {
  firestore: () => Firestore;
  now?: () => Date;
  /** URLs per sitemap file (SITEMAP_PAGE_SIZE; a test passes a small one). */
  sitemapPageSize: number;
  /** The board: the search page at /jobs (public-pages/board.ts). */
  board: (req: Request, res: Response, context: PageContext) => Promise<BoardAnswer>;
}

const CACHE_CONTROL = `public, max-age=${PUBLIC_CACHE_SECONDS.browser}, s-maxage=${PUBLIC_CACHE_SECONDS.edge}`;

const one = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/**
 * The site's address for canonical and shared links: APP_URL when set (the deployed site, or the
 * local suite's Hosting), else the host Hosting forwarded the request for.
 */
export function siteOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.APP_URL?.trim().replace(/\/+$/, '') ?? '';
  if (/^https?:\/\/[^/\s]+$/.test(configured)) return configured;
  const forwarded = one(req.headers['x-forwarded-host']);
  const host = typeof forwarded === 'string' ? forwarded : (req.headers.host ?? 'localhost');
  return `https://${host.split(',')[0]!.trim()}`;
}

/** Whether Firestore takes this as a document id (else no job has it). */
const validDocumentId = (id: string) =>
  id.length > 0 &&
  Buffer.byteLength(id) <= 1_500 &&
  !id.includes('/') &&
  id !== '.' &&
  id !== '..' &&
  !/^__.*__$/.test(id);

/**
 * An answer in the visitor's language. A passing refusal (a search limited or failed just now) is
 * never cached: the CDN would otherwise answer it to everyone for a while.
 */
function send(res: Response, status: number, type: string, body: string): void {
  const passing = status === HTTP_STATUS.tooManyRequests || status >= HTTP_STATUS.internalError;
  res
    .status(status)
    .set('Content-Type', `${type}; charset=utf-8`)
    .set('Cache-Control', passing ? 'no-store' : CACHE_CONTROL)
    .set('Vary', 'Accept-Language')
    .send(body);
}

/** A company's public response rate (companyStats/{cid}), or null while it has none. */
async function responseRateOf(
  firestore: Firestore,
  companyId: string,
): Promise<PublicResponseRate | null> {
  const stats = companyStatsSchema.safeParse(
    (await firestore.collection(COLLECTIONS.companyStats).doc(companyId).get()).data(),
  );
  return stats.success && stats.data.responseRate !== null
    ? { rate: stats.data.responseRate, days: stats.data.promiseDays }
    : null;
}

async function jobPage(
  firestore: Firestore,
  jobId: string,
  context: PageContext,
  res: Response,
): Promise<void> {
  const snapshot = jobId ? await firestore.collection(COLLECTIONS.jobs).doc(jobId).get() : null;
  if (snapshot?.exists) {
    const job = publicJobOf(snapshot);
    const rate = job.companyId ? await responseRateOf(firestore, job.companyId) : null;
    send(res, HTTP_STATUS.ok, 'text/html', renderJobPage(job, context, rate));
    return;
  }
  const path = `${PUBLIC_PATHS.jobPrefix}${encodeURIComponent(jobId)}`;
  const tombstone = jobId
    ? await firestore.collection(COLLECTIONS.deletedJobs).doc(jobId).get()
    : null;
  if (tombstone?.exists) {
    send(res, HTTP_STATUS.gone, 'text/html', renderMissingJobPage('gone', path, context));
    return;
  }
  send(res, HTTP_STATUS.notFound, 'text/html', renderMissingJobPage('notFound', path, context));
}

async function sitemap(
  firestore: Firestore,
  origin: string,
  page: string | undefined,
  pageSize: number,
  res: Response,
): Promise<void> {
  const open = firestore.collection(COLLECTIONS.jobs).where('status', '==', 'open');
  const total = (await open.count().get()).data().count;
  const plan = sitemapPlan(total, pageSize, page);
  if (plan.kind === 'missing') {
    send(res, HTTP_STATUS.notFound, 'text/plain', 'No such sitemap\n');
    return;
  }
  if (plan.kind === 'index') {
    send(res, HTTP_STATUS.ok, 'application/xml', sitemapIndexXml(origin, plan.pages));
    return;
  }
  const jobs = await open
    .orderBy(FieldPath.documentId())
    .offset(plan.offset)
    .limit(plan.limit)
    .select('title', 'postedDate', 'updatedAt', 'status')
    .get();
  const entries = jobs.docs.map((doc) => {
    const job = publicJobOf(doc);
    return { loc: `${origin}${publicJobPath(job.id, job.title)}`, lastmod: job.updated };
  });
  send(res, HTTP_STATUS.ok, 'application/xml', sitemapXml(entries));
}

/** The handler of every public page. */
export function publicPagesHandler(options: PublicPagesOptions) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      send(res, HTTP_STATUS.methodNotAllowed, 'text/plain', 'Method not allowed\n');
      return;
    }
    const origin = siteOrigin(req);
    const lang = one(req.query.lang);
    const locale = pickLocale(lang, req.headers['accept-language']);
    const context: PageContext = {
      locale,
      t: translator(locale),
      origin,
      langChosen: lang === locale,
      now: options.now?.() ?? new Date(),
    };
    const path = req.path.replace(/\/+$/, '') || '/';
    if (path === PUBLIC_PATHS.sitemap) {
      const page = one(req.query.page);
      await sitemap(
        options.firestore(),
        origin,
        typeof page === 'string' ? page : undefined,
        options.sitemapPageSize,
        res,
      );
      return;
    }
    if (path === PUBLIC_PATHS.board) {
      const { status, html } = await options.board(req, res, context);
      send(res, status, 'text/html', html);
      return;
    }
    const segments = path.startsWith(PUBLIC_PATHS.jobPrefix)
      ? path.slice(PUBLIC_PATHS.jobPrefix.length).split('/')
      : [];
    // /jobs/<id> or /jobs/<id>/<slug>: a job's page
    if (segments.length === 1 || segments.length === 2) {
      let jobId = '';
      try {
        jobId = decodeURIComponent(segments[0]!);
      } catch {
        jobId = '';
      }
      await jobPage(options.firestore(), validDocumentId(jobId) ? jobId : '', context, res);
      return;
    }
    send(res, HTTP_STATUS.notFound, 'text/html', renderMissingJobPage('notFound', path, context));
  };
}
