// The domain logic (../../domain) as the functions use it: with the contracts, the only place the
// functions reach outside their package. tsc compiles it into lib/domain next to lib/functions.
// the audit trail's hash chain: linking and verifying (functions/src/audit)
export * from '../../domain/audit-chain.js';
// the hiring report's figures (functions/src/reports)
export * from '../../domain/reports.js';
// interviews as calendar events, and the time-zone arithmetic of mails (functions/src/interviews)
export * from '../../domain/interview-ics.js';
// the talent pool every new company starts with (functions/src/team/create-company.ts)
export * from '../../domain/samples/candidates.js';
// how a job's values are shown; a search's filters and their URL form (functions/src/public-pages)
export * from '../../domain/job-format.js';
export * from '../../domain/job-search-filters.js';
// when a saved search's alert is due, on the person's clock (functions/src/alerts)
export * from '../../domain/alert-schedule.js';
// a saved search's URL query as the search screen writes it (functions/src/alerts)
export * from '../../domain/job-search-params.js';
// a company's mail template rendered safely with its merge fields (functions/src/lib/mail)
export * from '../../domain/mail-template.js';
// a company's response rate from its applications' answers (functions/src/reports)
export * from '../../domain/response-rate.js';
// the slots a booking link offers and the busy cells a booking holds (functions/src/interviews)
export * from '../../domain/booking-slots.js';
