/** Jobs shown per page of results; "Load more" fetches the next page. */
export const JOB_PAGE_SIZE = 20;
/**
 * A search whose filters are not all served by the index (several keywords, exact skills) reads
 * at most this many pages of candidates to fill one page of results.
 */
export const MAX_SCAN_BATCHES = 3;
/** "Jobs for your target role" reads at most this many pages to fill its short list. */
export const MAX_MATCH_PAGES = 3;
/** Minimum-salary choices offered (yearly, USD). */
export const MIN_SALARY_CHOICES = [40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000];

/** The status filter of the company's postings list. */
export const POSTING_STATUS_FILTERS = ['all', 'open', 'closed'] as const;
export type PostingStatusFilter = (typeof POSTING_STATUS_FILTERS)[number];
/** The draft of the posting form (src/lib/drafts): one for a new posting, one per edited posting. */
export const postingDraftName = (jobId?: string) => (jobId ? `posting:${jobId}` : 'posting:new');
/** Typing one of these in the skills field adds the skill typed so far. */
export const SKILL_SEPARATORS = [',', 'Enter'] as const;
