// A job's public page (complete without JavaScript: the facts, skills, whole description, date
// posted and Apply), and the pages of a deleted (410) or unknown (404) job.
import {
  LINKED_PATHS,
  PUBLIC_PATHS,
  publicJobPath,
  RESPONSE_RATE_WINDOW_DAYS,
  type Locale,
} from '../contracts.js';
import { escapeHtml, localisedUrl, renderPage, type PageFrame } from './html.js';
import { safeApplyUrl, vocabularyKey } from '../domain.js';
import { jobPostingLd, type PublicJob } from './public-job.js';
import type { Translate } from './texts.js';

/** What every public page is rendered with: the visitor's language and the site's address. */
export interface PageContext {
  locale: Locale;
  t: Translate;
  origin: string;
  langChosen: boolean;
  now: Date;
}

/** Where Apply leads for a job people apply to on this site: its form in the app, opened. */
export const inAppApplyPath = (jobId: string) =>
  `${LINKED_PATHS.jobSeekerJob.replace(':jobId', encodeURIComponent(jobId))}?apply=1`;

/** A catalogue value in the visitor's language (the stored text when it is not the catalogue's). */
export function catalogueLabel(t: Translate, group: 'types' | 'levels', value: string): string {
  const key = `${group}.${vocabularyKey(value)}`;
  const label = t(key);
  return label === key ? value : label;
}

function fact(label: string, value: string): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd dir="auto">${escapeHtml(value)}</dd></div>`;
}

function applyBlock(job: PublicJob, t: Translate): string {
  if (!job.open) return '';
  const external = safeApplyUrl(job.applyUrl);
  if (external) {
    return `<div class="apply"><a class="btn" href="${escapeHtml(external)}" rel="noopener nofollow">${escapeHtml(t('job.applyExternal'))}</a></div>`;
  }
  if (!job.companyId) return '';
  return `<div class="apply"><a class="btn" href="${escapeHtml(inAppApplyPath(job.id))}">${escapeHtml(t('job.apply'))}</a><p class="muted">${escapeHtml(t('job.applyHint'))}</p></div>`;
}

/** The place as shown: the city, "Remote", or "Remote (city)". */
function placeOf(job: PublicJob, t: Translate): string {
  if (!job.remote) return job.location;
  return job.location ? t('job.remoteFrom', { place: job.location }) : t('job.remote');
}

/** A company's response rate (companyStats/{cid}): a share from 0 to 1 and its promise in days. */
export interface PublicResponseRate {
  rate: number;
  days: number;
}

/** The company's response rate under its name, with what it means; nothing without one. */
function responseRateBlock(stats: PublicResponseRate | null, t: Translate, locale: Locale): string {
  if (!stats) return '';
  const rate = new Intl.NumberFormat(locale, { style: 'percent' }).format(stats.rate);
  const days = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(stats.days);
  return `<p><strong>${escapeHtml(t('job.responseRate', { rate, days }))}</strong><br><span class="muted">${escapeHtml(t('job.responseRateHint', { window: String(RESPONSE_RATE_WINDOW_DAYS) }))}</span></p>`;
}

/**
 * A job's whole page; closed postings say so, keep no Apply and are kept out of the index. The
 * company's response rate shows under its name when it has one.
 */
export function renderJobPage(
  job: PublicJob,
  context: PageContext,
  responseRate: PublicResponseRate | null = null,
): string {
  const { t, locale, origin } = context;
  const path = publicJobPath(job.id, job.title);
  const type = catalogueLabel(t, 'types', job.type);
  const experience = catalogueLabel(t, 'levels', job.experience);
  const place = placeOf(job, t);
  const posted = Date.parse(job.postedDate);
  const facts = [
    fact(t('job.place'), place),
    fact(t('job.type'), type),
    fact(t('job.experience'), experience),
    job.salary > 0
      ? fact(
          t('job.salary'),
          t('job.salaryPerYear', {
            amount: new Intl.NumberFormat(locale, {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: 0,
            }).format(job.salary),
          }),
        )
      : '',
    Number.isNaN(posted)
      ? ''
      : `<div><dt>${escapeHtml(t('job.posted'))}</dt><dd><time datetime="${escapeHtml(new Date(posted).toISOString())}">${escapeHtml(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(posted))}</time></dd></div>`,
  ].join('');
  const closed = job.open
    ? ''
    : `<div class="alert" role="status"><strong>${escapeHtml(t('job.closedTitle'))}</strong>${escapeHtml(t('job.closedBody'))}</div>`;
  const skills =
    job.skills.length > 0
      ? `<h2>${escapeHtml(t('job.skills'))}</h2><ul class="chips">${job.skills.map((skill) => `<li dir="auto">${escapeHtml(skill)}</li>`).join('')}</ul>`
      : '';
  const body = `<article class="card" aria-labelledby="job-title">
${closed}<h1 id="job-title" dir="auto">${escapeHtml(job.title)}</h1>
<p class="company" dir="auto">${escapeHtml(job.company)}</p>
${responseRateBlock(responseRate, t, locale)}
<dl class="facts">${facts}</dl>
${skills}
<h2>${escapeHtml(t('job.description'))}</h2>
<div class="desc" dir="auto">${escapeHtml(job.description)}</div>
${applyBlock(job, t)}
</article>`;
  const frame: PageFrame = {
    locale,
    t,
    origin,
    path,
    langChosen: context.langChosen,
    title: t('job.titleAt', { title: job.title, company: job.company }),
    description: t('job.summary', {
      title: job.title,
      company: job.company,
      place,
      type,
      experience,
    }),
    noindex: !job.open,
    jsonLd: jobPostingLd(job, localisedUrl(origin, path, null), context.now),
    body,
  };
  return renderPage(frame);
}

/** The page of a deleted job (410) or of an id no job ever had (404). */
export function renderMissingJobPage(
  kind: 'gone' | 'notFound',
  path: string,
  context: PageContext,
): string {
  const { t } = context;
  const langQuery = context.langChosen ? `?lang=${context.locale}` : '';
  return renderPage({
    locale: context.locale,
    t,
    origin: context.origin,
    path,
    langChosen: context.langChosen,
    title: t(`${kind}.title`),
    description: t(`${kind}.body`),
    noindex: true,
    body: `<div class="card"><h1>${escapeHtml(t(`${kind}.title`))}</h1><p>${escapeHtml(t(`${kind}.body`))}</p><p><a class="btn" href="${PUBLIC_PATHS.board}${langQuery}">${escapeHtml(t('nav.board'))}</a></p></div>`,
  });
}
