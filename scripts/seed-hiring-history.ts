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
import type { Locale } from '@contracts/locales';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import type { SeedDoc } from './lib/seed-doc.ts';
import { checkSeedDocs } from './lib/seed-write.ts';
import { generateCandidates } from './seed-candidates.ts';
import {
  companyPosting,
  companyPostings,
  SEEDED_COMPANY_NAME,
  type CompanyPostingPlan,
  type SeedJob,
} from './seed-postings.ts';

const HOUR_MS = 3_600_000;

type Teammate = 'omar' | 'mia';
const TEAM = {
  omar: ACCOUNTS.employer,
  mia: ACCOUNTS.member,
} as const;

/** Two postings of the past, filled and closed (fixed ids, like the company's other postings). */
function historicPostings(today: Date): SeedJob[] {
  const postings: Omit<CompanyPostingPlan, 'status'>[] = [
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
  ];
  return postings.map((posting) => companyPosting(today, { ...posting, status: 'closed' }));
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

const REASONS = {
  experience: 'We chose a candidate with more production experience for this role.',
  fit: 'Another candidate’s background matched the team’s needs more closely.',
  declined: 'The candidate declined our offer (accepted a counter-offer).',
  skills: 'The portfolio did not show the research skills the role needs.',
} as const;

/** A move: the stage, who moved, when (days ago); a rejection gives its reason, told to the applicant or not. */
type PlannedMove = readonly [
  to: ApplicationStage,
  by: Teammate,
  daysAgo: number,
  reason?: keyof typeof REASONS,
  told?: 'shared',
];

/**
 * An interview: its kind and length, the day from the reference day it starts on (negative: in the
 * past) and the UTC hour, when it was scheduled (days ago) and by whom, the interviewers, and the
 * day it was cancelled (days ago; absent: it stands).
 */
type PlannedInterview = readonly [
  kind: InterviewKind,
  durationMinutes: number,
  day: number,
  hour: number,
  scheduledDaysAgo: number,
  by: Teammate,
  interviewers: readonly Teammate[],
  cancelledDaysAgo?: number,
];

interface PlannedApplication {
  /** An applicant (job seeker) or the n-th oldest candidate of the talent pool. */
  person: { applicant: ApplicantKey } | { pool: number; addedBy: Teammate };
  jobId: string;
  daysAgo: number;
  moves: readonly PlannedMove[];
  interviews?: readonly PlannedInterview[];
}

/** The applications to one posting. */
const applicationsTo = (
  jobId: string,
  applications: readonly Omit<PlannedApplication, 'jobId'>[],
): PlannedApplication[] => applications.map((application) => ({ ...application, jobId }));

/** The history, oldest postings first. Times are days before the reference day (00:00 UTC). */
export const HISTORY_PLAN: readonly PlannedApplication[] = [
  // Backend Engineer (posted 88 days ago, filled)
  ...applicationsTo('northwind-backend-engineer', [
    {
      person: { applicant: 'tomas' },
      daysAgo: 86.6,
      moves: [
        ['screening', 'omar', 85],
        ['interview', 'omar', 82],
        ['offer', 'omar', 75],
        ['hired', 'omar', 71.6],
      ],
      interviews: [['video', 60, -80, 9, 82, 'omar', ['omar', 'mia']]],
    },
    {
      person: { applicant: 'aiko' },
      daysAgo: 85.5,
      moves: [
        ['screening', 'mia', 84],
        ['interview', 'mia', 81],
        ['rejected', 'omar', 76, 'fit', 'shared'],
      ],
      interviews: [['video', 60, -79, 14, 81, 'mia', ['omar']]],
    },
    {
      person: { applicant: 'grace' },
      daysAgo: 84.25,
      moves: [['rejected', 'mia', 83, 'experience']],
    },
    {
      person: { applicant: 'lukas' },
      daysAgo: 83.5,
      moves: [
        ['screening', 'mia', 82],
        ['interview', 'omar', 80],
        ['offer', 'omar', 74],
        ['rejected', 'omar', 70, 'declined'],
      ],
      interviews: [
        ['onSite', 90, -78, 10, 80, 'omar', ['omar'], 79],
        ['video', 60, -77, 15, 79, 'omar', ['omar', 'mia']],
      ],
    },
  ]),
  // Customer Success Manager (posted 75 days ago, filled)
  ...applicationsTo('northwind-customer-success', [
    {
      person: { applicant: 'sofia' },
      daysAgo: 73.4,
      moves: [
        ['screening', 'mia', 72],
        ['rejected', 'mia', 69, 'fit', 'shared'],
      ],
    },
    {
      person: { applicant: 'yusuf' },
      daysAgo: 72.3,
      moves: [
        ['screening', 'mia', 70],
        ['interview', 'mia', 67],
        ['offer', 'omar', 61],
        ['hired', 'omar', 57.3],
      ],
      interviews: [['onSite', 45, -65, 11, 67, 'mia', ['mia']]],
    },
    {
      person: { applicant: 'emma' },
      daysAgo: 71.1,
      moves: [
        ['screening', 'mia', 69],
        ['interview', 'mia', 66],
        ['rejected', 'mia', 62, 'fit', 'shared'],
      ],
      interviews: [['phone', 30, -64, 13, 66, 'mia', ['mia']]],
    },
  ]),
  // Data Analyst Intern (posted 45 days ago, filled and closed)
  ...applicationsTo('northwind-data-analyst-intern', [
    {
      person: { applicant: 'chen' },
      daysAgo: 43.5,
      moves: [
        ['screening', 'mia', 42],
        ['interview', 'mia', 39],
        ['offer', 'omar', 34],
        ['hired', 'omar', 31.5],
      ],
      interviews: [['video', 45, -37, 9.5, 39, 'mia', ['mia']]],
    },
    {
      person: { applicant: 'priya' },
      daysAgo: 42.2,
      moves: [
        ['screening', 'mia', 41],
        ['interview', 'mia', 38],
        ['rejected', 'mia', 35, 'experience', 'shared'],
      ],
      interviews: [
        ['video', 45, -36, 10, 38, 'mia', ['mia'], 37],
        ['video', 45, -36, 14, 37, 'mia', ['mia']],
      ],
    },
    {
      person: { applicant: 'jonas' },
      daysAgo: 41,
      moves: [
        ['screening', 'mia', 40],
        ['rejected', 'mia', 38, 'experience'],
      ],
    },
    {
      person: { applicant: 'ines' },
      daysAgo: 40.4,
      moves: [['rejected', 'mia', 39.5, 'experience', 'shared']],
    },
  ]),
  // Technical Recruiter (posted 14 days ago, open)
  ...applicationsTo('northwind-technical-recruiter', [
    {
      person: { pool: 0, addedBy: 'mia' },
      daysAgo: 13,
      moves: [
        ['screening', 'mia', 12.5],
        ['interview', 'mia', 11],
        ['offer', 'omar', 6],
        ['hired', 'omar', 3],
      ],
      interviews: [['phone', 45, -9, 10, 11, 'mia', ['mia', 'omar']]],
    },
    {
      person: { applicant: 'fatima' },
      daysAgo: 12.6,
      moves: [
        ['screening', 'omar', 11],
        ['interview', 'omar', 3],
      ],
      interviews: [['onSite', 60, 2, 10, 3, 'omar', ['omar', 'mia']]],
    },
    {
      person: { pool: 1, addedBy: 'omar' },
      daysAgo: 12,
      moves: [
        ['screening', 'omar', 11.5],
        ['interview', 'omar', 10],
        ['rejected', 'omar', 7, 'fit'],
      ],
      interviews: [['video', 45, -8, 16, 10, 'omar', ['omar']]],
    },
    {
      person: { applicant: 'daniel' },
      daysAgo: 10.3,
      moves: [['screening', 'mia', 9]],
    },
  ]),
  // Product Designer (posted 9 days ago, open)
  ...applicationsTo('northwind-product-designer', [
    {
      person: { applicant: 'amara' },
      daysAgo: 8.2,
      moves: [
        ['screening', 'mia', 6],
        ['interview', 'mia', 4],
      ],
      interviews: [
        ['video', 60, 1, 15, 4, 'mia', ['mia'], 2],
        ['video', 60, 3, 15, 2, 'mia', ['mia', 'omar']],
      ],
    },
    {
      person: { pool: 2, addedBy: 'mia' },
      daysAgo: 7.5,
      moves: [['screening', 'mia', 7]],
    },
    {
      person: { applicant: 'mateo' },
      daysAgo: 6.5,
      moves: [['rejected', 'mia', 5, 'skills', 'shared']],
    },
    {
      person: { pool: 3, addedBy: 'mia' },
      daysAgo: 6,
      moves: [['rejected', 'mia', 5.5, 'skills']],
    },
  ]),
  // Senior Frontend Engineer (posted 3 days ago, open)
  ...applicationsTo('northwind-frontend-engineer', [
    {
      person: { applicant: 'hannah' },
      daysAgo: 2.7,
      moves: [
        ['screening', 'omar', 2],
        ['interview', 'omar', 1],
      ],
      interviews: [['video', 60, 4, 9, 1, 'omar', ['omar', 'mia']]],
    },
    {
      person: { pool: 4, addedBy: 'omar' },
      daysAgo: 2.2,
      moves: [],
    },
    {
      person: { applicant: 'olu' },
      daysAgo: 1.6,
      moves: [],
    },
  ]),
];

/** A move as the documents tell it: the reason written out, and whether the applicant was told it. */
interface Move {
  to: ApplicationStage;
  by: Teammate;
  daysAgo: number;
  reason: string | null;
  shared: boolean;
}
const moveOf = ([to, by, daysAgo, reason, told]: PlannedMove): Move => ({
  to,
  by,
  daysAgo,
  reason: reason ? REASONS[reason] : null,
  shared: told === 'shared',
});

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
    const planned = plan.moves.map(moveOf);
    const last = planned.at(-1);
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
      ...(last ? { stageEventId: `seed-${planned.length + (fromPool ? 1 : 0)}` } : {}),
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
    for (const move of planned) {
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

    for (const [
      kind,
      durationMinutes,
      day,
      hour,
      scheduledDaysAgo,
      scheduledBy,
      interviewers,
      cancelledDaysAgo,
    ] of plan.interviews ?? []) {
      interviewCount += 1;
      const interviewId = `seed-interview-${String(interviewCount).padStart(2, '0')}`;
      const scheduler = TEAM[scheduledBy];
      const startsAt = Timestamp.fromMillis(today.getTime() + day * DAY_MS + hour * HOUR_MS);
      const scheduledAt = at(scheduledDaysAgo);
      const updatedAt = cancelledDaysAgo === undefined ? scheduledAt : at(cancelledDaysAgo);
      const status = cancelledDaysAgo === undefined ? 'scheduled' : 'cancelled';
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
        durationMinutes,
        kind,
        location: locationOf(kind, interviewId, posting.location),
        interviewers: interviewers.map((who) => ({
          uid: TEAM[who].uid,
          name: TEAM[who].displayName,
          email: TEAM[who].email,
        })),
        interviewerUids: interviewers.map((who) => TEAM[who].uid),
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
            durationMinutes,
            kind,
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
