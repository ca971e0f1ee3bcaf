// The saved-search alert run (the schedule `savedSearchAlerts`, every 15 minutes): a function of
// the time it runs at. It reads every saved search that is not paused, keeps those due at `now`
// on their person's clock (domain/alert-schedule.ts), asks the search engine for each one's
// postings published since its last alert (with ALERT_OVERLAP_MS to spare, for postings indexed
// late), leaves out the jobs it mailed before, and queues ONE digest per person. Each person's
// searches are claimed in one transaction with the mail, so a run repeated for the same `now`, or
// two runs at once, mail nothing twice; a search that finds nothing new is claimed all the same.
import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  ALERT_OVERLAP_MS,
  ALERT_UNSUBSCRIBE_PATH,
  COLLECTIONS,
  JOB_SEARCH_LIMITS,
  LINKED_PATHS,
  SAVED_SEARCH_LIMITS,
  type AlertFrequency,
  type JobSearchHit,
  type JobSearchRequestInput,
  type JobSearchResponse,
} from '../contracts.js';
import {
  alertTimeZone,
  filtersFromParams,
  isAlertDue,
  searchRequestFromFilters,
} from '../domain.js';
import { adminDb } from '../lib/admin.js';
import { appUrl } from '../lib/mail/config.js';
import { isMailAddress, mailDocumentOf } from '../lib/mail/queue-mail.js';
import type { DigestSection } from '../lib/mail/render.js';
import { searchJobs } from '../lib/search/index.js';
import { profileRef } from '../lib/refs.js';
import { textOf } from '../lib/snapshot.js';
import { alertsTokenSecret, unsubscribeToken } from './unsubscribe-token.js';

/** The engine's search (functions/src/lib/search), passed in so tests can give their own. */
export type SearchJobs = (request: JobSearchRequestInput) => Promise<JobSearchResponse>;

/**
 * mailed: a digest was queued; nothing-new: the due searches were claimed, with nothing to mail;
 * not-due: no search of the person's was due; skipped: no address, a disabled account, or
 * another run claimed them first; failed: the engine failed (the searches stay due).
 */
export type AlertOutcome = 'mailed' | 'nothing-new' | 'not-due' | 'skipped' | 'failed';

export interface AlertRunOptions {
  search: SearchJobs;
  /** The app's address for the links (lib/mail/config.ts appUrl). */
  appUrl: string;
  /** ALERTS_TOKEN_SECRET (unsubscribe-token.ts). */
  secret: string;
}

/** Saved searches read per page of the run. */
const RUN_PAGE_SIZE = 300;

interface DueSearch {
  id: string;
  name: string;
  hits: JobSearchHit[];
}

const timeOf = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : null;
const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
const frequencyOf = (search: DocumentSnapshot) => textOf(search, 'frequency') as AlertFrequency;

/** Whether the stored search is due at `now` for a person in `timeZone`. */
function due(search: DocumentSnapshot, now: Date, timeZone: string): boolean {
  const createdAt = timeOf(search.get('createdAt'));
  if (!search.exists || search.get('paused') !== false || !createdAt) return false;
  const lastAlertAt = timeOf(search.get('lastAlertAt'));
  return isAlertDue({ frequency: frequencyOf(search), createdAt, lastAlertAt }, now, timeZone);
}

/** The engine's request for a saved search: its filters, newest first, since its last alert. */
export function alertRequest(search: DocumentSnapshot): JobSearchRequestInput {
  const since = timeOf(search.get('lastAlertAt')) ?? timeOf(search.get('createdAt')) ?? new Date();
  const filters = filtersFromParams(new URLSearchParams(textOf(search, 'query')));
  return {
    ...searchRequestFromFilters(filters),
    sort: 'newest',
    limit: JOB_SEARCH_LIMITS.pageSizeMax,
    postedAfter: new Date(since.getTime() - ALERT_OVERLAP_MS).toISOString(),
  };
}

/** Every saved search that is not paused, by its person's uid, read a page at a time. */
async function activeSearchesByPerson(
  firestore: Firestore,
): Promise<Map<string, QueryDocumentSnapshot[]>> {
  const byPerson = new Map<string, QueryDocumentSnapshot[]>();
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = firestore
      .collectionGroup(COLLECTIONS.savedSearches)
      .where('paused', '==', false)
      .orderBy(FieldPath.documentId())
      .limit(RUN_PAGE_SIZE);
    if (last) page = page.startAfter(last);
    const { docs } = await page.get();
    for (const search of docs) {
      const uid = search.ref.parent.parent?.id;
      if (uid) byPerson.set(uid, [...(byPerson.get(uid) ?? []), search]);
    }
    if (docs.length < RUN_PAGE_SIZE) return byPerson;
    last = docs[docs.length - 1];
  }
}

/** A digest's section of a search: its new jobs, linked, and the link that stops its alerts. */
function sectionOf(search: DueSearch, uid: string, options: AlertRunOptions): DigestSection | null {
  if (search.hits.length === 0) return null;
  const listed = search.hits.slice(0, SAVED_SEARCH_LIMITS.jobsPerDigest);
  return {
    name: search.name,
    jobs: listed.map((hit) => ({
      title: hit.title,
      company: hit.company,
      location: hit.location,
      remote: hit.remote,
      salary: hit.salary,
      link: `${options.appUrl}${LINKED_PATHS.jobSeekerJobs}/${encodeURIComponent(hit.id)}`,
    })),
    more: search.hits.length - listed.length,
    stopLink: unsubscribeLink(options, uid, [search.id]),
  };
}

export const unsubscribeLink = (options: AlertRunOptions, uid: string, ids: string[]) =>
  `${options.appUrl}${ALERT_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(
    { uid, savedSearchIds: ids },
    options.secret,
  )}`;

/** One person's due searches: searched, then claimed with their digest in one transaction. */
async function alertPerson(
  firestore: Firestore,
  uid: string,
  searches: QueryDocumentSnapshot[],
  now: Date,
  options: AlertRunOptions,
): Promise<AlertOutcome> {
  const profile = await profileRef(firestore, uid).get();
  const timeZone = alertTimeZone(profile.get('timeZone'));
  const dueNow = searches.filter((search) => due(search, now, timeZone));
  if (dueNow.length === 0) return 'not-due';
  const to = textOf(profile, 'email');
  if (!isMailAddress(to) || profile.get('disabled') === true) return 'skipped';

  const found = new Map<string, JobSearchHit[]>();
  try {
    for (const search of dueNow) {
      found.set(search.id, (await options.search(alertRequest(search))).hits);
    }
  } catch (error) {
    logger.warn('saved-search alert search failed', { uid, error: String(error) });
    return 'failed';
  }

  return firestore.runTransaction(async (tx) => {
    const fresh = await tx.getAll(...dueNow.map((search) => search.ref));
    const claimed = fresh.filter((search) => due(search, now, timeZone));
    if (claimed.length === 0) return 'skipped';
    const sections: DigestSection[] = [];
    let count = 0;
    for (const search of claimed) {
      const mailed = idsOf(search.get('mailedJobIds'));
      const hits = (found.get(search.id) ?? []).filter((hit) => !mailed.includes(hit.id));
      const section = sectionOf(
        { id: search.id, name: textOf(search, 'name'), hits },
        uid,
        options,
      );
      if (section) sections.push(section);
      count += hits.length;
      tx.update(search.ref, {
        lastAlertAt: Timestamp.fromDate(now),
        mailedJobIds: [...mailed, ...hits.map((hit) => hit.id)].slice(
          -SAVED_SEARCH_LIMITS.mailedJobIdsMax,
        ),
      });
    }
    if (count === 0) return 'nothing-new';
    const mail = mailDocumentOf({
      to,
      locale: textOf(profile, 'locale'),
      template: 'savedSearchAlert',
      params: {
        count: String(count),
        link: `${options.appUrl}${LINKED_PATHS.savedSearches}`,
        name: textOf(profile, 'displayName'),
      },
      digest: sections,
      unsubscribeUrl: unsubscribeLink(
        options,
        uid,
        claimed.map((search) => search.id),
      ),
    });
    tx.create(firestore.collection(COLLECTIONS.mail).doc(`alert-${uid}-${now.getTime()}`), mail);
    return 'mailed';
  });
}

/**
 * Alerts every person with a saved search due at `now`: one digest each when something is new.
 * Returns each person's outcome by uid (people with nothing due are left out).
 */
export async function runSavedSearchAlerts(
  firestore: Firestore,
  now: Date,
  options: AlertRunOptions,
): Promise<Record<string, AlertOutcome>> {
  const outcomes: Record<string, AlertOutcome> = {};
  for (const [uid, searches] of await activeSearchesByPerson(firestore)) {
    const outcome = await alertPerson(firestore, uid, searches, now, options).catch(
      (error: unknown) => {
        logger.error('saved-search alert failed', { uid, error: String(error) });
        return 'failed' as const;
      },
    );
    if (outcome !== 'not-due') outcomes[uid] = outcome;
  }
  return outcomes;
}

/** The schedule's run at `now`: the project's database, the engine, APP_URL and the token secret. */
export function runDueAlerts(now: Date): Promise<Record<string, AlertOutcome>> {
  return runSavedSearchAlerts(adminDb(), now, {
    search: (request) => searchJobs(request),
    appUrl: appUrl(),
    secret: alertsTokenSecret(),
  });
}
