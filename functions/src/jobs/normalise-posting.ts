// A company's posting (jobs/{id} with a companyId) as the server vouches for it. The team writes
// it from the browser, where the words it is found by and its date could be anything: here
// `keywords` and `locationKey` are computed again from the posting's own title, company, skills
// and location (contracts/job-search-tokens.ts), and `postedDate` is never later than the
// posting's creation (a posting dated in the future would head the "newest" search for ever).
// The board's sample jobs (companyId '') are the seed's and left alone.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, locationKey, POSTING_LIMITS, searchTokens } from '../contracts.js';

type NormaliseOutcome = 'updated' | 'unchanged' | 'skipped';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((entry, index) => entry === b[index]);

/**
 * The fields of a posting that differ from what the server computes, with the computed values
 * (empty: the posting is as it should be). `postedDate` becomes the creation's instant (ISO 8601)
 * when the stored one is later or is not a date; without a creation time it is left as it is.
 */
export function postingCorrections(posting: DocumentData): Record<string, unknown> {
  const corrections: Record<string, unknown> = {};
  // the first POSTING_LIMITS.keywordsMax, as the posting form stores them (and the rules allow)
  const keywords = searchTokens(
    text(posting.title),
    text(posting.company),
    texts(posting.skills),
  ).slice(0, POSTING_LIMITS.keywordsMax);
  if (!sameList(posting.keywords, keywords)) corrections.keywords = keywords;
  const key = locationKey(text(posting.location));
  if (posting.locationKey !== key) corrections.locationKey = key;
  const createdAt: unknown = posting.createdAt;
  if (createdAt instanceof Timestamp) {
    const posted = Date.parse(text(posting.postedDate));
    if (Number.isNaN(posted) || posted > createdAt.toMillis()) {
      corrections.postedDate = createdAt.toDate().toISOString();
    }
  }
  return corrections;
}

/** Whether a stored job is a company's posting (the seed's sample jobs have companyId ''). */
export const isCompanyPosting = (job: DocumentData | undefined): job is DocumentData =>
  text(job?.companyId) !== '';

/**
 * Corrects the posting jobs/{jobId} as it is now (read in a transaction, so an older event never
 * undoes a newer write). Writes only what differs: its own write finds nothing more to do.
 */
export function normalisePosting(firestore: Firestore, jobId: string): Promise<NormaliseOutcome> {
  const ref = firestore.collection(COLLECTIONS.jobs).doc(jobId);
  return firestore.runTransaction(async (tx) => {
    const job = await tx.get(ref);
    const data = job.data();
    if (!job.exists || !isCompanyPosting(data)) return 'skipped';
    const corrections = postingCorrections(data);
    if (Object.keys(corrections).length === 0) return 'unchanged';
    tx.update(ref, corrections);
    return 'updated';
  });
}
