// The contracts (../../contracts) as the functions use them: the one place the functions reach
// outside their package. tsc compiles them into lib/contracts next to lib/functions.
export * from '../../contracts/analytics.js';
export * from '../../contracts/analytics-schemas.js';
export * from '../../contracts/audit.js';
// the audit trail's hash chain as stored (functions/src/audit)
export * from '../../contracts/audit-chain.js';
export * from '../../contracts/user-admin.js';
export * from '../../contracts/platform-analytics.js';
export * from '../../contracts/collections.js';
export * from '../../contracts/feedback.js';
export * from '../../contracts/fields.js';
export * from '../../contracts/api.js';
// every callable's input and result, and the input schemas the server checks (lib/callable.ts)
export * from '../../contracts/callables.js';
export * from '../../contracts/callable-inputs.js';
export * from '../../contracts/company.js';
export * from '../../contracts/job.js';
export * from '../../contracts/job-search-tokens.js';
// the job search API's request and answer (functions/src/lib/search, functions/src/search)
export * from '../../contracts/job-search.js';
export * from '../../contracts/locales.js';
export * from '../../contracts/roles.js';
export * from '../../contracts/user.js';
// the mail queue and the applications it writes about (functions/src/mail)
export * from '../../contracts/application.js';
export * from '../../contracts/mail.js';
// the app's pages that mails link to
export * from '../../contracts/links.js';
// the candidates of a company's talent pool (functions/src/team/create-company.ts)
export * from '../../contracts/candidate.js';
// subscriptions, invoices and renewals (functions/src/billing)
export * from '../../contracts/billing.js';
// the hiring report's request and answer (functions/src/reports)
export * from '../../contracts/reports.js';
// webhooks, their secrets and deliveries (functions/src/integrations)
export * from '../../contracts/integrations.js';
// interviews and their calendar feeds (functions/src/interviews)
export * from '../../contracts/interview.js';
// candidate self-scheduling: booking links, working hours, busy cells (functions/src/interviews)
export * from '../../contracts/booking.js';
// the public job pages, the sitemap and the deleted postings' tombstones (functions/src/public-pages)
export * from '../../contracts/public-pages.js';
// saved searches and their alerts (functions/src/alerts)
export * from '../../contracts/saved-search.js';
// companies' own mail templates, the response promise and the public response rate
export * from '../../contracts/mail-templates.js';
export * from '../../contracts/response-promise.js';
// bulk actions on a company's candidates (functions/src/candidates)
export * from '../../contracts/bulk-action.js';
