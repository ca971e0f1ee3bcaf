// The contracts (../../contracts) as the functions use them: the one place the functions reach
// outside their package. tsc compiles them into lib/contracts next to lib/functions.
export * from '../../contracts/analytics.js';
export * from '../../contracts/analytics-schemas.js';
export * from '../../contracts/audit.js';
export * from '../../contracts/collections.js';
export * from '../../contracts/feedback.js';
export * from '../../contracts/fields.js';
export * from '../../contracts/api.js';
