// The admin console's seed: profiles carry their search tokens, the feature suggestions a status,
// the inbox a month of feedback, and the analytics overview two weeks of stored payloads whose
// figures make sense (the job search is the slowest page).
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@contracts/collections';
import { FEATURE_SUGGESTION_IDS } from '@contracts/feedback';
import { computeOverview } from '@contracts/platform-analytics';
import { userSearchTokens } from '@contracts/user-admin';
import { checkSeedDocs, withTriggerFields } from './lib/seed-write.ts';
import { FEATURE_STATUS_SEED, FEEDBACK_SEED, generateFeedback } from './seed-feedback.ts';
import { ANALYTICS_SEED_DAYS, generateAnalytics } from './seed-platform-analytics.ts';

const today = new Date('2026-11-23T12:00:00.000Z');

describe('the admin console seed', () => {
  it('gives every profile the search tokens the server would', () => {
    const profile = {
      uid: 'p',
      role: 'jobSeeker',
      displayName: 'Priya Raman',
      email: 'p@jobs.test',
    };
    const { data } = withTriggerFields({ path: `${COLLECTIONS.users}/p`, data: profile });
    expect(data.searchTokens).toEqual(userSearchTokens(profile));
    // a document under a profile is left as it is
    const saved = { path: `${COLLECTIONS.users}/p/savedJobs/j`, data: { id: 'j' } };
    expect(withTriggerFields(saved)).toEqual(saved);
  });

  it('sets a status on each built-in feature and keeps the ones the journeys vote on open', () => {
    expect(Object.keys(FEATURE_STATUS_SEED).sort()).toEqual([...FEATURE_SUGGESTION_IDS].sort());
    expect(FEATURE_STATUS_SEED['interview-practice']).not.toMatch(/done|declined/);
    expect(FEATURE_STATUS_SEED['career-path-visualization']).not.toMatch(/done|declined/);
    expect(FEATURE_STATUS_SEED['learning-recommendations']).not.toMatch(/done|declined/);
  });

  it('writes a month of feedback in several languages that passes its contract', () => {
    const docs = generateFeedback(today);
    expect(docs).toHaveLength(FEEDBACK_SEED.length);
    expect(() => checkSeedDocs(docs)).not.toThrow();
    expect(new Set(FEEDBACK_SEED.map((item) => item.locale)).size).toBeGreaterThanOrEqual(5);
    expect(FEEDBACK_SEED.some((item) => item.dictated)).toBe(true);
    expect(Math.max(...FEEDBACK_SEED.map((item) => item.daysAgo))).toBeLessThanOrEqual(30);
  });

  it('writes two weeks of analytics in their stored shape, with believable figures', () => {
    const docs = generateAnalytics(today);
    expect(() => checkSeedDocs(docs)).not.toThrow();
    const of = (collection: string) =>
      docs.filter((doc) => doc.path.startsWith(`${collection}/`)).map((doc) => doc.data);
    const vitals = of(COLLECTIONS.analyticsWebVitals) as {
      name: string;
      value: number;
      url: string;
    }[];
    const oldest = Math.min(
      ...docs.map((doc) => (doc.data.receivedAt as { toMillis(): number }).toMillis()),
    );
    expect(today.getTime() - oldest).toBeLessThan(ANALYTICS_SEED_DAYS * 86_400_000);
    const overview = computeOverview({
      vitals,
      errors: [],
      events: of(COLLECTIONS.analyticsEvents) as { eventName: string }[],
      api: [],
      truncated: { vitals: false, errors: false, events: false, api: false },
    });
    expect(overview.vitals.map((vital) => vital.name)).toEqual([
      'CLS',
      'FCP',
      'INP',
      'LCP',
      'TTFB',
    ]);
    const lcp = (path: string) => overview.pages.find((page) => page.path === path)?.p75.LCP ?? 0;
    expect(lcp('/dashboard/job-seeker/jobs')).toBeGreaterThan(lcp('/auth/login'));
    expect(overview.events[0]).toEqual({ name: 'page_view', count: 24 * ANALYTICS_SEED_DAYS });
    expect(of(COLLECTIONS.analyticsErrors).length).toBeGreaterThan(10);
  });
});
