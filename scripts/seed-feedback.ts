// The feedback inbox's seed: where each built-in feature stands, and a month of feedback in several
// languages about several screens, some of it dictated, from seeded people.
import { Timestamp } from 'firebase-admin/firestore';
import { docPaths, pathOf } from '@contracts/collections';
import { DAY_MS } from '@contracts/fields';
import type { BuiltInFeatureId, FeatureStatus } from '@contracts/feedback';
import { ACCOUNTS } from './lib/accounts.ts';
import type { SeedDoc } from './lib/seed-doc.ts';

/**
 * Where the built-in features stand: one is built, two are under way. The journeys vote on the
 * interview practice, the career path and the learning recommendations, so those stay open.
 */
export const FEATURE_STATUS_SEED: Record<BuiltInFeatureId, FeatureStatus> = {
  'ai-resume-analyzer': 'done',
  'interview-practice': 'in_progress',
  'salary-negotiation': 'planned',
  'career-path-visualization': 'under_review',
  'learning-recommendations': 'under_review',
};

interface SeedFeedback {
  author: string;
  daysAgo: number;
  locale: 'en' | 'de' | 'it' | 'fr' | 'es' | 'ar';
  dictated: boolean;
  source: 'panel' | 'dialog';
  context: { title: string; description: string; component: string } | null;
  text: string;
}

const SEARCH = {
  title: 'Search jobs',
  description: 'Searching and filtering the job board.',
  component: 'Job search',
};
const SAVED = {
  title: 'Saved jobs',
  description: 'The jobs you kept for later.',
  component: 'Saved jobs',
};
const EMPLOYER = {
  title: 'Your hiring dashboard',
  description: 'Your overview of hiring, candidates and your team.',
  component: 'Employer dashboard',
};
const CANDIDATES = {
  title: 'Candidates',
  description: 'Screening the people who applied.',
  component: 'Candidates',
};

/** Twelve pieces of feedback over the last 30 days. */
export const FEEDBACK_SEED: readonly SeedFeedback[] = [
  {
    author: ACCOUNTS.jobSeeker.uid,
    daysAgo: 1,
    locale: 'en',
    dictated: false,
    source: 'panel',
    context: SEARCH,
    text: 'The salary filter should let me type an exact number, not only pick a band.',
  },
  {
    author: 'seeker-lena',
    daysAgo: 2,
    locale: 'de',
    dictated: true,
    source: 'panel',
    context: SEARCH,
    text: 'Ich hätte gern eine Karte mit den Stellen in meiner Nähe.',
  },
  {
    author: ACCOUNTS.employer.uid,
    daysAgo: 3,
    locale: 'en',
    dictated: false,
    source: 'panel',
    context: EMPLOYER,
    text: 'Please show how long each candidate has been waiting for an answer.',
  },
  {
    author: 'seeker-noor',
    daysAgo: 4,
    locale: 'ar',
    dictated: true,
    source: 'dialog',
    context: null,
    text: 'أرجو إضافة تنبيه بالبريد عند نشر وظيفة تناسب دوري المستهدف.',
  },
  {
    author: ACCOUNTS.member.uid,
    daysAgo: 6,
    locale: 'en',
    dictated: false,
    source: 'panel',
    context: CANDIDATES,
    text: 'Bulk-moving five candidates to screening takes too many clicks.',
  },
  {
    author: 'seeker-kenji',
    daysAgo: 8,
    locale: 'en',
    dictated: false,
    source: 'panel',
    context: SAVED,
    text: 'Saved jobs that closed should say so instead of disappearing.',
  },
  {
    author: ACCOUNTS.demo.uid,
    daysAgo: 10,
    locale: 'es',
    dictated: false,
    source: 'panel',
    context: SEARCH,
    text: 'Me gustaría guardar una búsqueda y recibir avisos.',
  },
  {
    author: ACCOUNTS.jobSeeker.uid,
    daysAgo: 13,
    locale: 'fr',
    dictated: true,
    source: 'dialog',
    context: null,
    text: 'La version mobile est agréable, mais le texte des offres est trop petit.',
  },
  {
    author: ACCOUNTS.employer.uid,
    daysAgo: 16,
    locale: 'en',
    dictated: true,
    source: 'panel',
    context: CANDIDATES,
    text: 'I would like to compare two candidates side by side.',
  },
  {
    author: 'seeker-lena',
    daysAgo: 20,
    locale: 'it',
    dictated: false,
    source: 'panel',
    context: SAVED,
    text: 'Vorrei aggiungere note personali alle offerte salvate.',
  },
  {
    author: ACCOUNTS.member.uid,
    daysAgo: 24,
    locale: 'de',
    dictated: false,
    source: 'panel',
    context: EMPLOYER,
    text: 'Die Übersicht könnte die Interviews dieser Woche zeigen.',
  },
  {
    author: 'seeker-kenji',
    daysAgo: 29,
    locale: 'en',
    dictated: false,
    source: 'dialog',
    context: null,
    text: 'Sign-in with a magic link would be handy.',
  },
];

/** The seeded feedback documents (the discount trigger is off while seeding: none is granted). */
export function generateFeedback(today: Date): SeedDoc[] {
  return FEEDBACK_SEED.map((item, index) => ({
    path: pathOf(docPaths.feedback(`seed-feedback-${String(index + 1).padStart(2, '0')}`)),
    data: {
      authorUid: item.author,
      text: item.text,
      context: item.context,
      locale: item.locale,
      source: item.source,
      dictated: item.dictated,
      createdAt: Timestamp.fromMillis(today.getTime() - item.daysAgo * DAY_MS - index * 3_600_000),
    },
  }));
}
