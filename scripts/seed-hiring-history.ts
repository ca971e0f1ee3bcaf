// The seeded company's hiring history, for the reports to mean something: two postings filled and
// closed a few months ago, 22 more applications over the last 90 days (people who applied and
// people the team added from the talent pool; some hired, some rejected at every stage, some still
// in the pipeline) with every move, and their interviews (held ones, a few cancelled, three coming
// up in the next days with the job seekers' notices). Fixed offsets from the reference day, so the
// report figures are known (scripts/seed-hiring-history.test.ts checks them by hand).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  applicationIdOf,
  talentPoolKey,
  type ApplicationDocument,
  type MovedApplicationDocument,
  type ApplicationStage,
} from '@contracts/application';
import { docPaths, pathOf } from '@contracts/collections';
import { DAY_MS } from '@contracts/fields';
import {
  interviewAttributesOf,
  type InterviewDocument,
  type InterviewKind,
} from '@contracts/interview';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';
import type { Locale } from '@contracts/locales';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import type { SeedDoc } from './lib/seed-doc.ts';
import { checkSeedDocs } from './lib/seed-write.ts';
import { generateCandidates } from './seed-candidates.ts';
import { companyPostings, SEEDED_COMPANY_NAME, type SeedJob } from './seed-postings.ts';

const HOUR_MS = 3_600_000;

type Teammate = 'omar' | 'mia';
const TEAM = {
  omar: ACCOUNTS.employer,
  mia: ACCOUNTS.member,
} as const;

/** Two postings of the past, filled and closed (fixed ids, like the company's other postings). */
function historicPostings(today: Date): SeedJob[] {
  const postings = [
    {
      id: 'northwind-backend-engineer',
      title: 'Backend Engineer',
      location: 'Berlin, Germany',
      remote: true,
      type: 'Full-time',
      experience: 'Senior',
      salary: 118_000,
      skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'APIs'],
      daysAgo: 88,
      paragraphs: [
        'Northwind Talent is looking for a Backend Engineer to build the services behind our hiring platform: the pipeline, search and the integrations our customers rely on.',
        'What we look for: production experience with Node.js and TypeScript, a solid grasp of relational databases, and care for APIs other teams enjoy using.',
      ],
    },
    {
      id: 'northwind-customer-success',
      title: 'Customer Success Manager',
      location: 'London, United Kingdom',
      remote: false,
      type: 'Full-time',
      experience: 'Mid level',
      salary: 68_000,
      skills: ['Onboarding', 'Communication', 'CRM', 'Training'],
      daysAgo: 75,
      paragraphs: [
        'Help the companies that hire with Northwind Talent get the most out of it: onboarding, training and regular check-ins with their recruiting teams.',
        'What we look for: two or more years in customer success or account management for a software product, and clear, friendly communication.',
      ],
    },
  ] as const;
  return postings.map(({ daysAgo, paragraphs, skills, ...posting }) => {
    const at = new Date(today.getTime() - daysAgo * DAY_MS);
    return {
      ...posting,
      skills: [...skills],
      status: 'closed',
      company: SEEDED_COMPANY_NAME,
      description: paragraphs.join('\n\n'),
      postedDate: at.toISOString(),
      applyUrl: '',
      keywords: searchTokens(posting.title, SEEDED_COMPANY_NAME, [...skills]),
      locationKey: locationKey(posting.location),
      companyId: COMPANY_ID,
      createdBy: ACCOUNTS.employer.uid,
      createdAt: Timestamp.fromDate(at),
      updatedAt: Timestamp.fromDate(at),
    };
  });
}

/** Job seekers in the history (profiles only, like the other seeded applicants: no sign-in). */
const HISTORY_APPLICANTS = {
  tomas: { name: 'Tomás Álvarez', locale: 'es' },
  aiko: { name: 'Aiko Tanaka', locale: 'en' },
  grace: { name: 'Grace Okafor', locale: 'en' },
  lukas: { name: 'Lukas Brandt', locale: 'de' },
  sofia: { name: 'Sofia Marino', locale: 'it' },
  yusuf: { name: 'Yusuf Demir', locale: 'en' },
  emma: { name: 'Emma Laurent', locale: 'fr' },
  chen: { name: 'Chen Wei', locale: 'en' },
  priya: { name: 'Priya Nair', locale: 'en' },
  jonas: { name: 'Jonas Berg', locale: 'de' },
  ines: { name: 'Inês Costa', locale: 'es' },
  fatima: { name: 'Fatima Zahra', locale: 'ar' },
  daniel: { name: 'Daniel Kim', locale: 'en' },
  amara: { name: 'Amara Singh', locale: 'en' },
  mateo: { name: 'Mateo Rossi', locale: 'it' },
  hannah: { name: 'Hannah Müller', locale: 'de' },
  olu: { name: 'Olu Adeyemi', locale: 'en' },
} as const satisfies Record<string, { name: string; locale: Locale }>;
type ApplicantKey = keyof typeof HISTORY_APPLICANTS;

const historyApplicantUid = (key: ApplicantKey) => `seeker-${key}`;

interface Move {
  to: ApplicationStage;
  by: Teammate;
  daysAgo: number;
  reason?: string;
  shared?: boolean;
}

interface PlannedInterview {
  /** Days from the reference day it starts on (negative: in the past), and the UTC hour. */
  day: number;
  hour: number;
  /** When it was scheduled (days ago), by whom. */
  scheduledDaysAgo: number;
  by: Teammate;
  interviewers: Teammate[];
  kind: InterviewKind;
  durationMinutes: number;
  /** Days ago it was cancelled; absent: it stands. */
  cancelledDaysAgo?: number;
}

interface PlannedApplication {
  /** An applicant (job seeker) or the n-th oldest candidate of the talent pool. */
  person: { applicant: ApplicantKey } | { pool: number; addedBy: Teammate };
  jobId: string;
  daysAgo: number;
  moves: Move[];
  interviews?: PlannedInterview[];
}

const REASONS = {
  experience: 'We chose a candidate with more production experience for this role.',
  fit: 'Another candidate’s background matched the team’s needs more closely.',
  declined: 'The candidate declined our offer (accepted a counter-offer).',
  skills: 'The portfolio did not show the research skills the role needs.',
} as const;

/** The history, oldest postings first. Times are days before the reference day (00:00 UTC). */
export const HISTORY_PLAN: readonly PlannedApplication[] = [
  // Backend Engineer (posted 88 days ago, filled)
  {
    person: { applicant: 'tomas' },
    jobId: 'northwind-backend-engineer',
    daysAgo: 86.6,
    moves: [
      { to: 'screening', by: 'omar', daysAgo: 85 },
      { to: 'interview', by: 'omar', daysAgo: 82 },
      { to: 'offer', by: 'omar', daysAgo: 75 },
      { to: 'hired', by: 'omar', daysAgo: 71.6 },
    ],
    interviews: [
      {
        day: -80,
        hour: 9,
        scheduledDaysAgo: 82,
        by: 'omar',
        interviewers: ['omar', 'mia'],
        kind: 'video',
        durationMinutes: 60,
      },
    ],
  },
  {
    person: { applicant: 'aiko' },
    jobId: 'northwind-backend-engineer',
    daysAgo: 85.5,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 84 },
      { to: 'interview', by: 'mia', daysAgo: 81 },
      { to: 'rejected', by: 'omar', daysAgo: 76, reason: REASONS.fit, shared: true },
    ],
    interviews: [
      {
        day: -79,
        hour: 14,
        scheduledDaysAgo: 81,
        by: 'mia',
        interviewers: ['omar'],
        kind: 'video',
        durationMinutes: 60,
      },
    ],
  },
  {
    person: { applicant: 'grace' },
    jobId: 'northwind-backend-engineer',
    daysAgo: 84.25,
    moves: [{ to: 'rejected', by: 'mia', daysAgo: 83, reason: REASONS.experience }],
  },
  {
    person: { applicant: 'lukas' },
    jobId: 'northwind-backend-engineer',
    daysAgo: 83.5,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 82 },
      { to: 'interview', by: 'omar', daysAgo: 80 },
      { to: 'offer', by: 'omar', daysAgo: 74 },
      { to: 'rejected', by: 'omar', daysAgo: 70, reason: REASONS.declined },
    ],
    interviews: [
      {
        day: -78,
        hour: 10,
        scheduledDaysAgo: 80,
        by: 'omar',
        interviewers: ['omar'],
        kind: 'onSite',
        durationMinutes: 90,
        cancelledDaysAgo: 79,
      },
      {
        day: -77,
        hour: 15,
        scheduledDaysAgo: 79,
        by: 'omar',
        interviewers: ['omar', 'mia'],
        kind: 'video',
        durationMinutes: 60,
      },
    ],
  },
  // Customer Success Manager (posted 75 days ago, filled)
  {
    person: { applicant: 'sofia' },
    jobId: 'northwind-customer-success',
    daysAgo: 73.4,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 72 },
      { to: 'rejected', by: 'mia', daysAgo: 69, reason: REASONS.fit, shared: true },
    ],
  },
  {
    person: { applicant: 'yusuf' },
    jobId: 'northwind-customer-success',
    daysAgo: 72.3,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 70 },
      { to: 'interview', by: 'mia', daysAgo: 67 },
      { to: 'offer', by: 'omar', daysAgo: 61 },
      { to: 'hired', by: 'omar', daysAgo: 57.3 },
    ],
    interviews: [
      {
        day: -65,
        hour: 11,
        scheduledDaysAgo: 67,
        by: 'mia',
        interviewers: ['mia'],
        kind: 'onSite',
        durationMinutes: 45,
      },
    ],
  },
  {
    person: { applicant: 'emma' },
    jobId: 'northwind-customer-success',
    daysAgo: 71.1,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 69 },
      { to: 'interview', by: 'mia', daysAgo: 66 },
      { to: 'rejected', by: 'mia', daysAgo: 62, reason: REASONS.fit, shared: true },
    ],
    interviews: [
      {
        day: -64,
        hour: 13,
        scheduledDaysAgo: 66,
        by: 'mia',
        interviewers: ['mia'],
        kind: 'phone',
        durationMinutes: 30,
      },
    ],
  },
  // Data Analyst Intern (posted 45 days ago, filled and closed)
  {
    person: { applicant: 'chen' },
    jobId: 'northwind-data-analyst-intern',
    daysAgo: 43.5,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 42 },
      { to: 'interview', by: 'mia', daysAgo: 39 },
      { to: 'offer', by: 'omar', daysAgo: 34 },
      { to: 'hired', by: 'omar', daysAgo: 31.5 },
    ],
    interviews: [
      {
        day: -37,
        hour: 9.5,
        scheduledDaysAgo: 39,
        by: 'mia',
        interviewers: ['mia'],
        kind: 'video',
        durationMinutes: 45,
      },
    ],
  },
  {
    person: { applicant: 'priya' },
    jobId: 'northwind-data-analyst-intern',
    daysAgo: 42.2,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 41 },
      { to: 'interview', by: 'mia', daysAgo: 38 },
      { to: 'rejected', by: 'mia', daysAgo: 35, reason: REASONS.experience, shared: true },
    ],
    interviews: [
      {
        day: -36,
        hour: 10,
        scheduledDaysAgo: 38,
        by: 'mia',
        interviewers: ['mia'],
        kind: 'video',
        durationMinutes: 45,
        cancelledDaysAgo: 37,
      },
      {
        day: -36,
        hour: 14,
        scheduledDaysAgo: 37,
        by: 'mia',
        interviewers: ['mia'],
        kind: 'video',
        durationMinutes: 45,
      },
    ],
  },
  {
    person: { applicant: 'jonas' },
    jobId: 'northwind-data-analyst-intern',
    daysAgo: 41,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 40 },
      { to: 'rejected', by: 'mia', daysAgo: 38, reason: REASONS.experience },
    ],
  },
  {
    person: { applicant: 'ines' },
    jobId: 'northwind-data-analyst-intern',
    daysAgo: 40.4,
    moves: [{ to: 'rejected', by: 'mia', daysAgo: 39.5, reason: REASONS.experience, shared: true }],
  },
  // Technical Recruiter (posted 14 days ago, open)
  {
    person: { pool: 0, addedBy: 'mia' },
    jobId: 'northwind-technical-recruiter',
    daysAgo: 13,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 12.5 },
      { to: 'interview', by: 'mia', daysAgo: 11 },
      { to: 'offer', by: 'omar', daysAgo: 6 },
      { to: 'hired', by: 'omar', daysAgo: 3 },
    ],
    interviews: [
      {
        day: -9,
        hour: 10,
        scheduledDaysAgo: 11,
        by: 'mia',
        interviewers: ['mia', 'omar'],
        kind: 'phone',
        durationMinutes: 45,
      },
    ],
  },
  {
    person: { applicant: 'fatima' },
    jobId: 'northwind-technical-recruiter',
    daysAgo: 12.6,
    moves: [
      { to: 'screening', by: 'omar', daysAgo: 11 },
      { to: 'interview', by: 'omar', daysAgo: 3 },
    ],
    interviews: [
      {
        day: 2,
        hour: 10,
        scheduledDaysAgo: 3,
        by: 'omar',
        interviewers: ['omar', 'mia'],
        kind: 'onSite',
        durationMinutes: 60,
      },
    ],
  },
  {
    person: { pool: 1, addedBy: 'omar' },
    jobId: 'northwind-technical-recruiter',
    daysAgo: 12,
    moves: [
      { to: 'screening', by: 'omar', daysAgo: 11.5 },
      { to: 'interview', by: 'omar', daysAgo: 10 },
      { to: 'rejected', by: 'omar', daysAgo: 7, reason: REASONS.fit },
    ],
    interviews: [
      {
        day: -8,
        hour: 16,
        scheduledDaysAgo: 10,
        by: 'omar',
        interviewers: ['omar'],
        kind: 'video',
        durationMinutes: 45,
      },
    ],
  },
  {
    person: { applicant: 'daniel' },
    jobId: 'northwind-technical-recruiter',
    daysAgo: 10.3,
    moves: [{ to: 'screening', by: 'mia', daysAgo: 9 }],
  },
  // Product Designer (posted 9 days ago, open)
  {
    person: { applicant: 'amara' },
    jobId: 'northwind-product-designer',
    daysAgo: 8.2,
    moves: [
      { to: 'screening', by: 'mia', daysAgo: 6 },
      { to: 'interview', by: 'mia', daysAgo: 4 },
    ],
    interviews: [
      {
        day: 1,
        hour: 15,
        scheduledDaysAgo: 4,
        by: 'mia',
        interviewers: ['mia'],
        kind: 'video',
        durationMinutes: 60,
        cancelledDaysAgo: 2,
      },
      {
        day: 3,
        hour: 15,
        scheduledDaysAgo: 2,
        by: 'mia',
        interviewers: ['mia', 'omar'],
        kind: 'video',
        durationMinutes: 60,
      },
    ],
  },
  {
    person: { pool: 2, addedBy: 'mia' },
    jobId: 'northwind-product-designer',
    daysAgo: 7.5,
    moves: [{ to: 'screening', by: 'mia', daysAgo: 7 }],
  },
  {
    person: { applicant: 'mateo' },
    jobId: 'northwind-product-designer',
    daysAgo: 6.5,
    moves: [{ to: 'rejected', by: 'mia', daysAgo: 5, reason: REASONS.skills, shared: true }],
  },
  {
    person: { pool: 3, addedBy: 'mia' },
    jobId: 'northwind-product-designer',
    daysAgo: 6,
    moves: [{ to: 'rejected', by: 'mia', daysAgo: 5.5, reason: REASONS.skills }],
  },
  // Senior Frontend Engineer (posted 3 days ago, open)
  {
    person: { applicant: 'hannah' },
    jobId: 'northwind-frontend-engineer',
    daysAgo: 2.7,
    moves: [
      { to: 'screening', by: 'omar', daysAgo: 2 },
      { to: 'interview', by: 'omar', daysAgo: 1 },
    ],
    interviews: [
      {
        day: 4,
        hour: 9,
        scheduledDaysAgo: 1,
        by: 'omar',
        interviewers: ['omar', 'mia'],
        kind: 'video',
        durationMinutes: 60,
      },
    ],
  },
  {
    person: { pool: 4, addedBy: 'omar' },
    jobId: 'northwind-frontend-engineer',
    daysAgo: 2.2,
    moves: [],
  },
  {
    person: { applicant: 'olu' },
    jobId: 'northwind-frontend-engineer',
    daysAgo: 1.6,
    moves: [],
  },
];

/** The time zone each posting's interviews are scheduled in (its office). */
const timeZoneOf = (location: string) =>
  location.includes('London')
    ? 'Europe/London'
    : location.includes('Lisbon')
      ? 'Europe/Lisbon'
      : 'Europe/Berlin';

const locationOf = (kind: InterviewKind, interviewId: string, officeLocation: string) =>
  kind === 'video'
    ? `https://meet.northwind.example/${interviewId}`
    : kind === 'phone'
      ? '+44 20 7946 0321'
      : `Northwind Talent office, ${officeLocation}`;

/**
 * The documents of the history: two closed postings, the applicants' profiles, the applications
 * with their moves, the interviews and (for applicants) the interview notices.
 */
export function generateHiringHistory(today: Date): SeedDoc[] {
  const at = (daysAgo: number) =>
    Timestamp.fromMillis(Math.round(today.getTime() - daysAgo * DAY_MS));
  const postings = [...companyPostings(today), ...historicPostings(today)];
  const postingOf = new Map(postings.map((posting) => [posting.id, posting]));
  // the pool's oldest candidates, so each was in the pool before the team added them
  const pool = generateCandidates(today).sort(
    (a, b) => a.createdAt.toMillis() - b.createdAt.toMillis() || a.id.localeCompare(b.id),
  );
  const docs: SeedDoc[] = historicPostings(today).map((posting) => ({
    path: pathOf(docPaths.job(posting.id)),
    data: { ...posting },
  }));
  for (const [key, person] of Object.entries(HISTORY_APPLICANTS)) {
    const uid = historyApplicantUid(key as ApplicantKey);
    docs.push({
      path: pathOf(docPaths.user(uid)),
      data: {
        uid,
        role: 'jobSeeker',
        displayName: person.name,
        email: `${key}@example.com`,
        locale: person.locale,
        createdAt: at(100),
      },
    });
  }

  let interviewCount = 0;
  for (const plan of HISTORY_PLAN) {
    const posting = postingOf.get(plan.jobId);
    if (!posting) throw new Error(`Seed history: no posting ${plan.jobId}`);
    const createdAt = at(plan.daysAgo);
    let id: string;
    let source: ApplicationDocument['source'];
    let applicantUid: string | null = null;
    let candidateId: string | null = null;
    let candidate: ApplicationDocument['candidate'];
    let locale: Locale = 'en';
    let enteredBy: string;
    if ('applicant' in plan.person) {
      const key = plan.person.applicant;
      const person = HISTORY_APPLICANTS[key];
      applicantUid = historyApplicantUid(key);
      id = applicationIdOf(plan.jobId, applicantUid);
      source = 'applicant';
      locale = person.locale;
      enteredBy = applicantUid;
      candidate = {
        name: person.name,
        email: `${key}@example.com`,
        title: posting.title,
        location: posting.location,
        skills: posting.skills.slice(0, 3),
        experience: '3 years',
        education: 'BSc',
        availability: 'In 1 month',
        salary: '',
        imageUrl: null,
      };
    } else {
      const chosen = pool[plan.person.pool];
      if (!chosen || chosen.createdAt.toMillis() >= createdAt.toMillis()) {
        throw new Error(`Seed history: no pool candidate ${plan.person.pool} before ${plan.jobId}`);
      }
      candidateId = chosen.id;
      id = applicationIdOf(plan.jobId, talentPoolKey(chosen.id));
      source = 'talentPool';
      enteredBy = TEAM[plan.person.addedBy].uid;
      candidate = {
        name: chosen.name,
        email: '',
        title: chosen.title,
        location: chosen.location,
        skills: chosen.skills,
        experience: chosen.experience,
        education: chosen.education,
        availability: chosen.availability,
        salary: chosen.salary,
        imageUrl: chosen.imageUrl,
      };
    }
    const last = plan.moves.at(-1);
    const fromPool = !('applicant' in plan.person);
    const application: MovedApplicationDocument = {
      jobId: plan.jobId,
      jobTitle: posting.title,
      companyId: COMPANY_ID,
      companyName: SEEDED_COMPANY_NAME,
      source,
      applicantUid,
      candidateId,
      candidate,
      note: '',
      locale,
      stage: last?.to ?? 'applied',
      sharedReason: last?.shared ? (last.reason ?? null) : null,
      createdAt,
      stageChangedAt: last ? at(last.daysAgo) : createdAt,
      stageChangedBy: last ? TEAM[last.by].uid : enteredBy,
      // the last move names its event (a pool candidate's history starts with being added)
      ...(last ? { stageEventId: `seed-${plan.moves.length + (fromPool ? 1 : 0)}` } : {}),
    };
    docs.push({ path: pathOf(docPaths.application(id)), data: { ...application } });

    // a pool candidate's history starts with the team adding them (from nowhere to applied)
    const moves: {
      from: ApplicationStage | null;
      to: ApplicationStage;
      by: Teammate | null;
      daysAgo: number;
      move?: Move;
    }[] = [];
    if (!('applicant' in plan.person)) {
      moves.push({ from: null, to: 'applied', by: plan.person.addedBy, daysAgo: plan.daysAgo });
    }
    let from: ApplicationStage = 'applied';
    for (const move of plan.moves) {
      moves.push({ from, to: move.to, by: move.by, daysAgo: move.daysAgo, move });
      from = move.to;
    }
    moves.forEach((move, index) => {
      const by = move.by ? TEAM[move.by] : null;
      docs.push({
        path: pathOf(docPaths.stageEvent(id, `seed-${index + 1}`)),
        data: {
          from: move.from,
          to: move.to,
          by: by?.uid ?? enteredBy,
          byName: by?.displayName ?? candidate.name,
          at: at(move.daysAgo),
          reason: move.move?.reason ?? null,
          reasonShared: move.move?.shared ?? false,
        },
      });
    });

    for (const planned of plan.interviews ?? []) {
      interviewCount += 1;
      const interviewId = `seed-interview-${String(interviewCount).padStart(2, '0')}`;
      const scheduler = TEAM[planned.by];
      const startsAt = Timestamp.fromMillis(
        today.getTime() + planned.day * DAY_MS + planned.hour * HOUR_MS,
      );
      const scheduledAt = at(planned.scheduledDaysAgo);
      const updatedAt =
        planned.cancelledDaysAgo === undefined ? scheduledAt : at(planned.cancelledDaysAgo);
      const status = planned.cancelledDaysAgo === undefined ? 'scheduled' : 'cancelled';
      const timeZone = timeZoneOf(posting.location);
      const interview: InterviewDocument = {
        companyId: COMPANY_ID,
        applicationId: id,
        jobId: plan.jobId,
        jobTitle: posting.title,
        candidateName: candidate.name,
        applicantUid,
        startsAt,
        timeZone,
        durationMinutes: planned.durationMinutes,
        kind: planned.kind,
        location: locationOf(planned.kind, interviewId, posting.location),
        interviewers: planned.interviewers.map((who) => ({
          uid: TEAM[who].uid,
          name: TEAM[who].displayName,
          email: TEAM[who].email,
        })),
        interviewerUids: planned.interviewers.map((who) => TEAM[who].uid),
        attributes: interviewAttributesOf(posting.skills),
        status,
        sequence: status === 'cancelled' ? 1 : 0,
        scheduledBy: scheduler.uid,
        scheduledByName: scheduler.displayName,
        createdAt: scheduledAt,
        updatedAt,
      };
      docs.push({ path: pathOf(docPaths.interview(interviewId)), data: { ...interview } });
      if (applicantUid) {
        docs.push({
          path: pathOf(docPaths.interviewNotice(interviewId)),
          data: {
            applicantUid,
            applicationId: id,
            jobTitle: posting.title,
            companyName: SEEDED_COMPANY_NAME,
            startsAt,
            timeZone,
            durationMinutes: planned.durationMinutes,
            kind: planned.kind,
            status,
            updatedAt,
          },
        });
      }
    }
  }
  return docs;
}

/** Writes the history (after the rest of the seed); answers how many documents. */
export async function writeHiringHistory(db: Firestore, today: Date): Promise<number> {
  const docs = generateHiringHistory(today);
  checkSeedDocs(docs);
  const batch = db.batch();
  for (const { path, data } of docs) batch.set(db.doc(path), data);
  await batch.commit();
  return docs.length;
}
