// The public board (/jobs): a plain GET form (it works without JavaScript) whose results come from
// the search engine, each linking to the job's public page, with the next page as a link. What the
// visitor typed stays in the form whatever happens; a refused or failed search says why in their
// language. Signed-out searches are counted per address (lib/rate-limit.ts).
import type { Request, Response } from 'express';
import {
  EXPERIENCE_VALUES,
  HTTP_STATUS,
  JOB_SEARCH_LIMITS,
  JOB_TYPE_VALUES,
  PUBLIC_PATHS,
  jobSearchRequestSchema,
  publicJobPath,
  type HighlightPiece,
  type JobSearchHit,
  type JobSearchRequest,
  type JobSearchResponse,
} from '../contracts.js';
import {
  JOB_SORTS,
  filtersFromParams,
  paramsFromFilters,
  searchRequestFromFilters,
  type JobSearchFilters,
} from '../domain.js';
import { escapeHtml, renderPage } from './html.js';
import { catalogueLabel, type PageContext } from './job-page.js';

/** The sort select's labels (public.json's `board` texts). */
const SORT_LABELS = {
  relevance: 'board.bestMatch',
  newest: 'board.newest',
  salary: 'board.highestSalary',
} as const satisfies Record<(typeof JOB_SORTS)[number], string>;

export interface BoardOptions {
  search: (request: JobSearchRequest) => Promise<JobSearchResponse>;
  /** Whether a failed search was refused for its input (400) rather than unavailable (503). */
  refusedInput?: (error: unknown) => boolean;
  /** Whether this visitor may search now (the rate limit; sets its headers on `res`). */
  allow: (req: Request, res: Response) => Promise<boolean>;
}

export interface BoardAnswer {
  status: number;
  html: string;
}

const piecesHtml = (pieces: readonly HighlightPiece[]) =>
  pieces
    .map((piece) => (piece.hit ? `<mark>${escapeHtml(piece.text)}</mark>` : escapeHtml(piece.text)))
    .join('');

function options<T extends string>(
  values: readonly T[],
  chosen: string,
  label: (value: T) => string,
) {
  return values
    .map(
      (value) =>
        `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(label(value))}</option>`,
    )
    .join('');
}

/** The search form, filled with what the visitor asked for. */
function formHtml(filters: JobSearchFilters, context: PageContext): string {
  const { t } = context;
  const field = (name: string, label: string, input: string, hint = '') =>
    `<div><label for="f-${name}">${escapeHtml(label)}</label>${input}${hint ? `<p class="hint" id="f-${name}-hint">${escapeHtml(hint)}</p>` : ''}</div>`;
  const any = `<option value="">${escapeHtml(t('board.any'))}</option>`;
  return `<form class="search card" method="get" action="${PUBLIC_PATHS.board}" role="search" aria-label="${escapeHtml(t('board.legend'))}">
${context.langChosen ? `<input type="hidden" name="lang" value="${context.locale}">` : ''}
${field('q', t('board.keyword'), `<input id="f-q" name="q" type="search" maxlength="${JOB_SEARCH_LIMITS.textMax}" value="${escapeHtml(filters.q)}" aria-describedby="f-q-hint" dir="auto">`, t('board.keywordHint'))}
${field('location', t('board.location'), `<input id="f-location" name="location" maxlength="${JOB_SEARCH_LIMITS.textMax}" value="${escapeHtml(filters.location)}" autocomplete="address-level2" dir="auto">`)}
${field('type', t('board.type'), `<select id="f-type" name="type">${any}${options(JOB_TYPE_VALUES, filters.type, (value) => catalogueLabel(t, 'types', value))}</select>`)}
${field('experience', t('board.experience'), `<select id="f-experience" name="experience">${any}${options(EXPERIENCE_VALUES, filters.experience, (value) => catalogueLabel(t, 'levels', value))}</select>`)}
${field('minSalary', t('board.minSalary'), `<input id="f-minSalary" name="minSalary" type="number" inputmode="numeric" min="1" max="${JOB_SEARCH_LIMITS.minSalaryMax}" step="1" value="${filters.minSalary ?? ''}">`)}
${field('sort', t('board.sort'), `<select id="f-sort" name="sort">${options(JOB_SORTS, filters.sort, (value) => t(SORT_LABELS[value]))}</select>`)}
<div class="check"><input id="f-remote" name="remote" type="checkbox" value="1"${filters.remote ? ' checked' : ''}><label for="f-remote">${escapeHtml(t('board.remote'))}</label></div>
<div><button class="btn" type="submit">${escapeHtml(t('board.search'))}</button></div>
</form>`;
}

function hitHtml(hit: JobSearchHit, context: PageContext): string {
  const { t } = context;
  const langQuery = context.langChosen ? `?lang=${context.locale}` : '';
  const place = hit.remote
    ? hit.location
      ? t('job.remoteFrom', { place: hit.location })
      : t('job.remote')
    : hit.location;
  const facts = [hit.company, place, catalogueLabel(t, 'types', hit.type)]
    .filter(Boolean)
    .join(' · ');
  const title =
    hit.titleHighlight.length > 0 ? piecesHtml(hit.titleHighlight) : escapeHtml(hit.title);
  return `<li class="card"><h2 dir="auto"><a href="${escapeHtml(publicJobPath(hit.id, hit.title) + langQuery)}">${title}</a></h2><p class="muted" dir="auto">${escapeHtml(facts)}</p>${hit.snippet.length > 0 ? `<p dir="auto">${piecesHtml(hit.snippet)}</p>` : ''}</li>`;
}

/** The board's page: the form, then the results, a note, or why there are none. */
export function renderBoard(
  filters: JobSearchFilters,
  outcome:
    | { kind: 'results'; response: JobSearchResponse; nextHref: string | null }
    | { kind: 'refused'; reason: 'invalid' | 'rateLimited' | 'failed' },
  context: PageContext,
): string {
  const { t } = context;
  let results: string;
  if (outcome.kind === 'refused') {
    results = `<div class="alert error" role="alert">${escapeHtml(t(`board.${outcome.reason}`))}</div>`;
  } else {
    const { response, nextHref } = outcome;
    const count = new Intl.NumberFormat(context.locale).format(response.total);
    results = [
      `<h2 id="results">${escapeHtml(t('board.results', { count }))}</h2>`,
      response.didYouMean
        ? `<p>${escapeHtml(t('board.didYouMean', { query: response.didYouMean }))}</p>`
        : '',
      response.hits.length === 0
        ? `<p>${escapeHtml(t('board.empty'))}</p>`
        : `<ul class="results" aria-labelledby="results">${response.hits.map((hit) => hitHtml(hit, context)).join('')}</ul>`,
      nextHref
        ? `<p class="pager"><a class="btn" href="${escapeHtml(nextHref)}" rel="next">${escapeHtml(t('board.more'))}</a></p>`
        : '',
    ].join('');
  }
  return renderPage({
    locale: context.locale,
    t,
    origin: context.origin,
    path: PUBLIC_PATHS.board,
    langChosen: context.langChosen,
    title: t('board.title'),
    description: t('board.description'),
    body: `<h1>${escapeHtml(t('board.title'))}</h1><p class="muted">${escapeHtml(t('board.description'))}</p>${formHtml(filters, context)}${results}`,
  });
}

/** The board: reads the query, searches (when the visitor may), renders. */
export function boardPage(board: BoardOptions) {
  return async (req: Request, res: Response, context: PageContext): Promise<BoardAnswer> => {
    const query = new URL(req.originalUrl || req.url, 'http://x').searchParams;
    const filters = filtersFromParams(query);
    const cursor = query.get('cursor') ?? undefined;
    const request = jobSearchRequestSchema.safeParse({
      ...searchRequestFromFilters(filters),
      ...(cursor ? { cursor } : {}),
    });
    if (!request.success) {
      return {
        status: HTTP_STATUS.badRequest,
        html: renderBoard(filters, { kind: 'refused', reason: 'invalid' }, context),
      };
    }
    if (!(await board.allow(req, res))) {
      return {
        status: HTTP_STATUS.tooManyRequests,
        html: renderBoard(filters, { kind: 'refused', reason: 'rateLimited' }, context),
      };
    }
    let response: JobSearchResponse;
    try {
      response = await board.search(request.data);
    } catch (error) {
      const invalid = board.refusedInput?.(error) ?? false;
      return {
        status: invalid ? HTTP_STATUS.badRequest : HTTP_STATUS.serviceUnavailable,
        html: renderBoard(
          filters,
          { kind: 'refused', reason: invalid ? 'invalid' : 'failed' },
          context,
        ),
      };
    }
    const next = paramsFromFilters(filters);
    if (context.langChosen) next.set('lang', context.locale);
    if (response.nextCursor) next.set('cursor', response.nextCursor);
    return {
      status: HTTP_STATUS.ok,
      html: renderBoard(
        filters,
        {
          kind: 'results',
          response,
          nextHref: response.nextCursor ? `${PUBLIC_PATHS.board}?${next.toString()}` : null,
        },
        context,
      ),
    };
  };
}
