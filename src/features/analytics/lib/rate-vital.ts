// The rating of a web vital: contracts/analytics.ts, where the admin console's overview reads it too.
export { rateVital } from '@contracts/analytics';
