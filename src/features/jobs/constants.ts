/** Jobs shown per page of results; "Load more" fetches the next page. */
export const JOB_PAGE_SIZE = 20;
/** Minimum-salary choices offered (yearly, USD). */
export const MIN_SALARY_CHOICES = [40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000];
/** Autocomplete asks for suggestions once this many characters are typed… */
export const SUGGEST_MIN_LENGTH = 2;
/** …and this long after the last key press (ms). */
export const SUGGEST_DEBOUNCE_MS = 250;
/** Filters offer at most this many of the most frequent cities and skills. */
export const FACET_VALUES_SHOWN = 6;

/** The status filter of the company's postings list. */
export const POSTING_STATUS_FILTERS = ['all', 'open', 'closed'] as const;
export type PostingStatusFilter = (typeof POSTING_STATUS_FILTERS)[number];
/** The draft of the posting form (src/lib/drafts): one for a new posting, one per edited posting. */
export const postingDraftName = (jobId?: string) => (jobId ? `posting:${jobId}` : 'posting:new');
/** Typing one of these in the skills field adds the skill typed so far. */
export const SKILL_SEPARATORS = [',', 'Enter'] as const;
