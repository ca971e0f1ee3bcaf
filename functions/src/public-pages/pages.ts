// The public pages as the publicPages function serves them: postings read from Firestore, the
// board's results from the search engine (lib/search), signed-out searches counted per address.
import type { Request, Response } from 'express';
import { SITEMAP_PAGE_SIZE } from '../contracts.js';
import { adminDb } from '../lib/admin.js';
import { clientAddress, withinRateLimit, type RateLimit } from '../lib/rate-limit.js';
import { searchJobs, SearchInputError } from '../lib/search/index.js';
import { boardPage } from './board.js';
import { publicPagesHandler } from './serve.js';

/** The board's searches per address and minute (a repeated search is answered by the CDN). */
const BOARD_RATE: RateLimit = { scope: 'public-board:address', limit: 60, windowMs: 60_000 };

export const servePublicPages = publicPagesHandler({
  firestore: adminDb,
  sitemapPageSize: SITEMAP_PAGE_SIZE,
  board: boardPage({
    search: (request) => searchJobs(request),
    refusedInput: (error) => error instanceof SearchInputError,
    allow: (req: Request, res: Response) =>
      withinRateLimit(res, BOARD_RATE, clientAddress(req.headers, req.socket?.remoteAddress)),
  }),
});
