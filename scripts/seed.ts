// Seeds the local suite with deterministic demo data (fixed random seed): the accounts of every
// role, a company and its team, 2,000+ jobs, sample candidates, the feature suggestions and some
// audit history. `npm run seed` re-runs it against a running suite, replacing what is there.
import { faker, fakerDE, fakerEN_GB, fakerES, fakerFR, fakerIT, type Faker } from '@faker-js/faker';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from './lib/accounts.ts';
import type { SeedDoc } from './lib/seed-doc.ts';
import { emulatorEnv, hostPort, PROJECT_ID } from './lib/emulator-config.ts';
import { seedBilling } from './seed-billing.ts';
import { FEATURE_STATUS_SEED, generateFeedback } from './seed-feedback.ts';
import { ANALYTICS_SEED_SCHEMAS, generateAnalytics } from './seed-platform-analytics.ts';
import { chainAuditHistory } from './seed-audit-chain.ts';
import {
  applicationIdOf,
  applicationSchema,
  matchScore,
  stageEventSchema,
  teamNoteSchema,
  type ApplicationDocument,
  type MovedApplicationDocument,
  type ApplicationStage,
} from '@contracts/application';
import { auditExpiry, auditLogSchema } from '@contracts/audit';
import { chainHeadSchema } from '@contracts/audit-chain';
import { candidateSchema } from '@contracts/candidate';
import { COLLECTIONS, pathOf, docPaths } from '@contracts/collections';
import { companySchema, memberSchema } from '@contracts/company';
import {
  featureSchema,
  FEATURE_SUGGESTIONS,
  feedbackSchema,
  voterSchema,
} from '@contracts/feedback';
import { DAY_MS } from '@contracts/fields';
import { interviewNoticeSchema, interviewSchema } from '@contracts/interview';
import { postingSchema, type PostingDocument } from '@contracts/job';
import { EXPERIENCE_LEVELS, JOB_FAMILIES, JOB_TYPES } from '@contracts/job-catalogue';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';
import { ALL_TEAM_PERMISSIONS } from '@contracts/roles';
import { userProfileSchema } from '@contracts/user';
import { userSearchTokens } from '@contracts/user-admin';

export const SEED = 20_261_122;
export const DEFAULT_JOB_COUNT = 2_000;
export const CANDIDATE_COUNT = 40;
const BATCH_SIZE = 400;

export { FEATURE_SUGGESTIONS };
/** Suggestions the demo account has already voted for. */
export const DEMO_VOTES = ['salary-negotiation'] as const;

const ALL_TEAM_FLAGS = ALL_TEAM_PERMISSIONS;
/** The team member's flags: a recruiter who screens and interviews but does not manage the team. */
const MEMBER_TEAM_FLAGS = {
  ...ALL_TEAM_FLAGS,
  canManageTeam: false,
  canManageBilling: false,
  canDeleteJobs: false,
  canManageIntegrations: false,
};

/** Reference "today" of the data: SEED_REFERENCE_DATE, else the start of the current UTC day. */
export function referenceDate(): Date {
  const pinned = process.env.SEED_REFERENCE_DATE;
  const date = pinned ? new Date(pinned) : new Date();
  date.setUTCHours(0, 0, 0, 0);
  return date;
}

function cityPool(): string[] {
  const sources: [Faker, string][] = [
    [faker, 'United States'],
    [fakerEN_GB, 'United Kingdom'],
    [fakerDE, 'Germany'],
    [fakerFR, 'France'],
    [fakerES, 'Spain'],
    [fakerIT, 'Italy'],
  ];
  return sources.flatMap(([localeFaker, country]) => {
    localeFaker.seed(SEED);
    const names = localeFaker.definitions.location.city_name ?? [];
    const count = Math.min(names.length, country === 'United States' ? 60 : 20);
    return localeFaker.helpers.arrayElements(names, count).map((city) => `${city}, ${country}`);
  });
}

/**
 * A stored job: the job, the fields it is searched by and its status. The board's sample jobs are
 * open and belong to no company (`companyId` and `createdBy` empty).
 */
export type SeedJob = PostingDocument;

export function generateJobs(count: number, today: Date): SeedJob[] {
  faker.seed(SEED);
  const cities = cityPool();
  faker.seed(SEED);
  const companies = Array.from({ length: 180 }, () => faker.company.name());
  return Array.from({ length: count }, (_, index) => {
    const family = faker.helpers.arrayElement(JOB_FAMILIES);
    const level = faker.helpers.weightedArrayElement<(typeof EXPERIENCE_LEVELS)[number]>([
      { weight: 2, value: EXPERIENCE_LEVELS[0] },
      { weight: 4, value: EXPERIENCE_LEVELS[1] },
      { weight: 3, value: EXPERIENCE_LEVELS[2] },
      { weight: 1, value: EXPERIENCE_LEVELS[3] },
      { weight: 0.4, value: EXPERIENCE_LEVELS[4] },
    ]);
    const type = faker.helpers.weightedArrayElement<(typeof JOB_TYPES)[number]>([
      { weight: 12, value: JOB_TYPES[0] },
      { weight: 2, value: JOB_TYPES[1] },
      { weight: 3, value: JOB_TYPES[2] },
      { weight: 1, value: JOB_TYPES[3] },
      { weight: 1, value: JOB_TYPES[4] },
    ]);
    const company = faker.helpers.arrayElement(companies);
    const title = [level.prefix, family.title].filter(Boolean).join(' ');
    const remote = faker.datatype.boolean({ probability: 0.3 });
    const skills = faker.helpers.arrayElements(family.skills, {
      min: 3,
      max: family.skills.length,
    });
    const typeFactor = type === 'Internship' ? 0.35 : type === 'Part-time' ? 0.55 : 1;
    const salary =
      Math.round(
        (family.baseSalary *
          level.factor *
          typeFactor *
          faker.number.float({ min: 0.85, max: 1.2 })) /
          1000,
      ) * 1000;
    const postedDate = faker.date.recent({ days: 60, refDate: today }).toISOString();
    const slug = faker.helpers.slugify(`${title}-${company}`).toLowerCase();
    const description = [
      `${company} is hiring a ${title} to join its team${remote ? ' (remote-friendly)' : ''}.`,
      faker.company.catchPhrase() + '.',
      `You will ${faker.company.buzzPhrase()} and work closely with ${faker.person.jobArea().toLowerCase()} colleagues.`,
      `What we look for: ${skills.join(', ')}.`,
      `${level.level} · ${type}.`,
    ].join('\n\n');
    const id = `job-${String(index + 1).padStart(6, '0')}`;
    const location = faker.helpers.arrayElement(cities);
    return {
      id,
      title,
      company,
      location,
      remote,
      description,
      postedDate,
      applyUrl: `https://careers.example.com/${slug}/${id}`,
      salary,
      type,
      skills,
      experience: level.level,
      keywords: searchTokens(title, company, skills),
      locationKey: locationKey(location),
      status: 'open' as const,
      companyId: '',
      createdBy: '',
    };
  });
}

/** The seeded company's name (its document and its postings carry it). */
export const SEEDED_COMPANY_NAME = 'Northwind Talent';

/**
 * The seeded company's own postings, created by its owner: three open (on the board) and one
 * closed (seen by the team only). Fixed ids, so that tests and demos can name them.
 */
export function companyPostings(today: Date): SeedJob[] {
  const postings: (Pick<
    SeedJob,
    'id' | 'title' | 'location' | 'remote' | 'type' | 'experience' | 'salary' | 'skills' | 'status'
  > & { daysAgo: number; paragraphs: string[] })[] = [
    {
      id: 'northwind-frontend-engineer',
      title: 'Senior Frontend Engineer',
      location: 'Berlin, Germany',
      remote: true,
      type: 'Full-time',
      experience: 'Senior',
      salary: 125_000,
      skills: ['React', 'TypeScript', 'Accessibility', 'Testing', 'CSS'],
      status: 'open',
      daysAgo: 3,
      paragraphs: [
        'Northwind Talent builds the hiring platform that small and mid-sized companies use to find, screen and hire people. We are looking for a Senior Frontend Engineer to shape the screens recruiters spend their day in.',
        'You will own features from the first sketch to production: the candidate pipeline, the posting editor and the interview planner. You will work with a product designer and two backend engineers, review code, and help us keep the app fast, accessible and translated into six languages (including Arabic, right to left).',
        'What we look for: several years of building React applications in TypeScript; a habit of testing what you build; a working knowledge of WCAG and screen readers; care for CSS that works in every language and theme.',
        'We offer a remote-friendly team with an office in Berlin, four weeks of focus time a year for learning, and a hardware budget of your choice.',
      ],
    },
    {
      id: 'northwind-product-designer',
      title: 'Product Designer',
      location: 'Lisbon, Portugal',
      remote: true,
      type: 'Full-time',
      experience: 'Mid level',
      salary: 92_000,
      skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Accessibility'],
      status: 'open',
      daysAgo: 9,
      paragraphs: [
        'Northwind Talent is hiring a Product Designer to make hiring feel fair and calm, for recruiters and for the people who apply.',
        'You will run interviews with recruiters and job seekers, turn what you learn into prototypes, test them, and grow our design system together with the frontend team. You decide with us what we build next.',
        'What we look for: a portfolio that shows your process, not only the results; fluency in Figma; experience with user research; a strong sense for accessible, readable interfaces.',
      ],
    },
    {
      id: 'northwind-technical-recruiter',
      title: 'Technical Recruiter',
      location: 'London, United Kingdom',
      remote: false,
      type: 'Full-time',
      experience: 'Mid level',
      salary: 74_000,
      skills: ['Sourcing', 'Interviewing', 'ATS', 'Employer Branding', 'Negotiation'],
      status: 'open',
      daysAgo: 14,
      paragraphs: [
        'We use our own product to grow our team, and we need a Technical Recruiter in our London office to lead the way.',
        'You will partner with engineering and design leads, write postings people want to read, source candidates, run first interviews and guide every candidate through a quick and respectful process.',
        'What we look for: two or more years of recruiting engineers or designers; confidence with sourcing tools and an ATS; clear, warm communication; good judgement in offer negotiations.',
      ],
    },
    {
      id: 'northwind-data-analyst-intern',
      title: 'Data Analyst Intern',
      location: 'Berlin, Germany',
      remote: false,
      type: 'Internship',
      experience: 'Entry level',
      salary: 30_000,
      skills: ['SQL', 'Python', 'Excel', 'Reporting'],
      status: 'closed',
      daysAgo: 45,
      paragraphs: [
        'A six-month internship in our Berlin office: help us understand how companies hire with Northwind Talent, and which parts of the process slow them down.',
        'You will write SQL against our analytics warehouse, build reports for the product team and present what you find. A data analyst mentors you throughout.',
        'What we look for: students of statistics, economics, computer science or a related field; first experience with SQL and Python; curiosity and clear writing.',
      ],
    },
  ];
  return postings.map(({ daysAgo, paragraphs, ...posting }) => {
    const at = new Date(today.getTime() - daysAgo * DAY_MS);
    return {
      ...posting,
      company: SEEDED_COMPANY_NAME,
      description: paragraphs.join('\n\n'),
      postedDate: at.toISOString(),
      applyUrl: '',
      keywords: searchTokens(posting.title, SEEDED_COMPANY_NAME, posting.skills),
      locationKey: locationKey(posting.location),
      companyId: COMPANY_ID,
      createdBy: ACCOUNTS.employer.uid,
      createdAt: Timestamp.fromDate(at),
      updatedAt: Timestamp.fromDate(at),
    };
  });
}

/**
 * The spec's sample candidates: the talent pool of the seeded company. Each comes from an
 * occupation whose skills overlap the company's open postings, so that the pool has people to add
 * to them; `matchScore` is the candidate's best match with those postings (`matchScore` of
 * contracts/application.ts: the share of a job's skills the candidate lists).
 */
export function generateCandidates(today: Date) {
  const openPostings = companyPostings(today).filter((posting) => posting.status === 'open');
  const wanted = new Set(
    openPostings.flatMap((posting) => posting.skills.map((s) => s.toLowerCase())),
  );
  const families = JOB_FAMILIES.filter((family) =>
    family.skills.some((skill) => wanted.has(skill.toLowerCase())),
  );
  faker.seed(SEED + 1);
  const cities = cityPool();
  faker.seed(SEED + 1);
  return Array.from({ length: CANDIDATE_COUNT }, (_, index) => {
    const family = faker.helpers.arrayElement(families);
    const low = Math.round((family.baseSalary * faker.number.float({ min: 0.8, max: 1 })) / 1000);
    // at least one skill a posting asks for, then a few more of the occupation's
    const asked = faker.helpers.arrayElement(
      family.skills.filter((skill) => wanted.has(skill.toLowerCase())),
    );
    const skills = faker.helpers.shuffle([
      asked,
      ...faker.helpers.arrayElements(
        family.skills.filter((skill) => skill !== asked),
        { min: 2, max: 4 },
      ),
    ]);
    return {
      id: `candidate-${String(index + 1).padStart(3, '0')}`,
      companyId: COMPANY_ID,
      name: faker.person.fullName(),
      title: family.title,
      location: faker.helpers.arrayElement(cities),
      skills,
      experience: `${faker.number.int({ min: 1, max: 15 })} years`,
      education: `${faker.helpers.arrayElement(['BSc', 'BA', 'MSc', 'MBA', 'PhD'])} ${faker.helpers.arrayElement(['Computer Science', 'Economics', 'Design', 'Business', 'Mathematics', 'Psychology', 'Media Studies'])}`,
      matchScore: Math.max(0, ...openPostings.map((posting) => matchScore(posting.skills, skills))),
      imageUrl: null,
      availability: faker.helpers.arrayElement([
        'Immediately',
        'In 2 weeks',
        'In 1 month',
        'In 3 months',
      ]),
      salary: `$${low}k – $${low + faker.number.int({ min: 10, max: 30 })}k`,
      createdAt: Timestamp.fromDate(faker.date.recent({ days: 30, refDate: today })),
    };
  });
}

/** Job seekers (not the demo sign-ins: Sam starts with no application) who applied to the company. */
export const SEEDED_APPLICANTS = [
  {
    uid: 'seeker-lena',
    displayName: 'Lena Fischer',
    email: 'lena.fischer@example.com',
    locale: 'de',
  },
  { uid: 'seeker-kenji', displayName: 'Kenji Sato', email: 'kenji.sato@example.com', locale: 'en' },
  {
    uid: 'seeker-noor',
    displayName: 'Noor Haddad',
    email: 'noor.haddad@example.com',
    locale: 'ar',
  },
] as const;

/** A move in a seeded application's history: from, to, by whom, how many days ago. */
interface SeedMove {
  to: ApplicationStage;
  by: { uid: string; displayName: string };
  daysAgo: number;
  reason?: string;
  shared?: boolean;
}

/**
 * Three applications to the company's open postings, at different stages, each with the moves
 * that brought it there (who and when) and, for one, a note of the team.
 */
export function generateApplications(
  today: Date,
): { path: string; data: Record<string, unknown> }[] {
  const postings = new Map(companyPostings(today).map((posting) => [posting.id, posting]));
  const [lena, kenji, noor] = SEEDED_APPLICANTS;
  const { employer: omar, member: mia } = ACCOUNTS;
  const plan: {
    person: (typeof SEEDED_APPLICANTS)[number];
    jobId: string;
    daysAgo: number;
    profile: Omit<ApplicationDocument['candidate'], 'name' | 'email' | 'imageUrl'>;
    note: string;
    moves: SeedMove[];
    teamNote?: { by: { uid: string; displayName: string }; text: string; daysAgo: number };
  }[] = [
    {
      person: lena,
      jobId: 'northwind-frontend-engineer',
      daysAgo: 2.5,
      profile: {
        title: 'Frontend Developer',
        location: 'Hamburg, Germany',
        skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
        experience: '6 years',
        education: 'BSc Media Informatics',
        availability: 'In 1 month',
        salary: '$110k – $125k',
      },
      note: 'I have built accessible design systems in React for the last four years and would love to work on a product used in six languages.',
      moves: [
        { to: 'screening', by: omar, daysAgo: 2 },
        { to: 'interview', by: mia, daysAgo: 1 },
      ],
      teamNote: {
        by: mia,
        text: 'Strong portfolio; the screen-reader demo was excellent. Ask about testing in the interview.',
        daysAgo: 1,
      },
    },
    {
      person: kenji,
      jobId: 'northwind-product-designer',
      daysAgo: 7,
      profile: {
        title: 'UX Designer',
        location: 'Porto, Portugal',
        skills: ['Figma', 'Prototyping', 'User Research'],
        experience: '3 years',
        education: 'BA Design',
        availability: 'Immediately',
        salary: '$80k – $95k',
      },
      note: '',
      moves: [{ to: 'screening', by: mia, daysAgo: 5 }],
    },
    {
      person: noor,
      jobId: 'northwind-technical-recruiter',
      daysAgo: 12,
      profile: {
        title: 'Recruitment Coordinator',
        location: 'London, United Kingdom',
        skills: ['Sourcing', 'ATS', 'Communication'],
        experience: '1 year',
        education: 'BA Psychology',
        availability: 'In 2 weeks',
        salary: '$55k – $65k',
      },
      note: 'I coordinate interviews for an engineering agency and want to grow into recruiting.',
      moves: [
        { to: 'screening', by: omar, daysAgo: 10 },
        {
          to: 'rejected',
          by: omar,
          daysAgo: 8,
          reason: 'We are looking for someone with more experience of recruiting engineers.',
          shared: true,
        },
      ],
    },
  ];
  const at = (daysAgo: number) => Timestamp.fromMillis(today.getTime() - daysAgo * DAY_MS);
  return plan.flatMap(({ person, jobId, daysAgo, profile, note, moves, teamNote }) => {
    const posting = postings.get(jobId);
    if (!posting) throw new Error(`Seed: no posting ${jobId} to apply to`);
    const id = applicationIdOf(jobId, person.uid);
    const last = moves.at(-1);
    const application: MovedApplicationDocument = {
      jobId,
      jobTitle: posting.title,
      companyId: COMPANY_ID,
      companyName: posting.company,
      source: 'applicant',
      applicantUid: person.uid,
      candidateId: null,
      candidate: { ...profile, name: person.displayName, email: person.email, imageUrl: null },
      note,
      locale: person.locale,
      stage: last?.to ?? 'applied',
      sharedReason: last?.shared ? (last.reason ?? null) : null,
      createdAt: at(daysAgo),
      stageChangedAt: at(last?.daysAgo ?? daysAgo),
      stageChangedBy: last?.by.uid ?? person.uid,
      // the last move names its event, as the app's moves do
      ...(last ? { stageEventId: `seed-${moves.length}` } : {}),
    };
    let from: ApplicationStage = 'applied';
    const events = moves.map((move, index) => {
      const event = {
        path: pathOf(docPaths.stageEvent(id, `seed-${index + 1}`)),
        data: {
          from,
          to: move.to,
          by: move.by.uid,
          byName: move.by.displayName,
          at: at(move.daysAgo),
          reason: move.reason ?? null,
          reasonShared: move.shared ?? false,
        },
      };
      from = move.to;
      return event;
    });
    const notes = teamNote
      ? [
          {
            path: pathOf(docPaths.note(id, 'seed-1')),
            data: {
              text: teamNote.text,
              authorUid: teamNote.by.uid,
              authorName: teamNote.by.displayName,
              createdAt: at(teamNote.daysAgo),
            },
          },
        ]
      : [];
    return [
      {
        path: pathOf(docPaths.user(person.uid)),
        data: {
          uid: person.uid,
          role: 'jobSeeker',
          displayName: person.displayName,
          email: person.email,
          locale: person.locale,
          createdAt: at(30),
        },
      },
      { path: pathOf(docPaths.application(id)), data: { ...application } },
      ...events,
      ...notes,
    ];
  });
}

function generateAuditHistory(today: Date) {
  faker.seed(SEED + 2);
  const people = Object.values(ACCOUNTS).filter((account) => account.role !== 'guest');
  const actions = ['LOGIN', 'LOGIN', 'LOGIN', 'LOGOUT', 'PASSWORD_RESET', 'VIEW_SENSITIVE_DATA'];
  const entries: Record<string, unknown>[] = Array.from({ length: 40 }, () => {
    const person = faker.helpers.arrayElement(people);
    const action = faker.helpers.arrayElement(actions);
    const at = faker.date.recent({ days: 20, refDate: today });
    return {
      action,
      userId: person.uid,
      userEmail: person.email,
      userRole: person.role,
      success: true,
      errorMessage: null,
      targetResource: action === 'VIEW_SENSITIVE_DATA' ? 'candidates' : null,
      targetResourceId: action === 'VIEW_SENSITIVE_DATA' ? 'candidate-001' : null,
      metadata: action === 'LOGOUT' ? { reason: 'user_logout' } : {},
      timestamp: Timestamp.fromDate(at),
      expireAt: Timestamp.fromMillis(auditExpiry(at.getTime())),
    };
  });
  entries.push({
    action: 'UPDATE_PERMISSIONS',
    userId: ACCOUNTS.employer.uid,
    userEmail: ACCOUNTS.employer.email,
    userRole: 'employer',
    success: true,
    errorMessage: null,
    targetResource: 'teamMembers',
    targetResourceId: ACCOUNTS.member.uid,
    metadata: { permissions: MEMBER_TEAM_FLAGS },
    timestamp: Timestamp.fromMillis(today.getTime() - 3 * DAY_MS),
    expireAt: Timestamp.fromMillis(auditExpiry(today.getTime() - 3 * DAY_MS)),
  });
  return entries;
}

/**
 * Runs `write` with the functions emulator's background triggers off (the Emulator Hub's switch).
 * The seed's documents are complete as written (postings carry their search words, the billing
 * history its invoices), and 2,000 posting triggers plus the seeded applications' mails would keep
 * the functions emulator busy, slowing the first minute of the product and of the tests. Without a
 * functions emulator to switch (a suite without one), the seed writes all the same.
 */
async function withTriggersOff<T>(write: () => Promise<T>): Promise<T> {
  const toggle = async (state: 'disable' | 'enable') => {
    try {
      const response = await fetch(
        `http://${hostPort('hub')}/functions/${state}BackgroundTriggers`,
        { method: 'PUT' },
      );
      return response.ok;
    } catch {
      return false;
    }
  };
  const switched = await toggle('disable');
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (switched) await toggle('enable');
    throw error;
  }
  if (switched && !(await toggle('enable'))) {
    throw new Error('Seed: the functions emulator did not switch its triggers back on');
  }
  return result;
}

async function clearEmulators(): Promise<void> {
  const targets = [
    `http://${hostPort('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `http://${hostPort('auth')}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ];
  for (const url of targets) {
    const response = await fetch(url, { method: 'DELETE' }).catch(() => null);
    if (!response?.ok) {
      throw new Error(
        `The local Firebase suite does not answer at ${new URL(url).host}: start it with npm start first.`,
      );
    }
  }
}

/** The contract of each seeded collection, by the collection's place in the path. */
const SCHEMAS: Record<string, { safeParse(data: unknown): { success: boolean; error?: unknown } }> =
  {
    [COLLECTIONS.users]: userProfileSchema,
    [COLLECTIONS.companies]: companySchema,
    [`${COLLECTIONS.companies}/${COLLECTIONS.members}`]: memberSchema,
    [COLLECTIONS.jobs]: postingSchema,
    [COLLECTIONS.candidates]: candidateSchema,
    [COLLECTIONS.applications]: applicationSchema,
    [`${COLLECTIONS.applications}/${COLLECTIONS.stageEvents}`]: stageEventSchema,
    [COLLECTIONS.interviews]: interviewSchema,
    [COLLECTIONS.interviewNotices]: interviewNoticeSchema,
    [`${COLLECTIONS.applications}/${COLLECTIONS.notes}`]: teamNoteSchema,
    [COLLECTIONS.features]: featureSchema,
    [COLLECTIONS.feedback]: feedbackSchema,
    ...ANALYTICS_SEED_SCHEMAS,
    [`${COLLECTIONS.features}/${COLLECTIONS.voters}`]: voterSchema,
    [COLLECTIONS.auditLogs]: auditLogSchema,
    [COLLECTIONS.auditChain]: chainHeadSchema,
  };

/** Refuses seed data that its contract does not accept (the app reads it with that contract). */
export function checkSeedDocs(docs: readonly SeedDoc[]): void {
  for (const { path, data } of docs) {
    const collection = path
      .split('/')
      .filter((_, index) => index % 2 === 0)
      .join('/');
    const schema = SCHEMAS[collection];
    if (!schema) throw new Error(`Seed: no contract for ${path}`);
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new Error(`Seed: ${path} does not match its contract: ${String(result.error)}`);
    }
  }
}

/**
 * The fields the functions' triggers would add, which are off while seeding: each profile's search
 * tokens (functions/src/user-admin/search-tokens.ts).
 */
export function withTriggerFields({ path, data }: SeedDoc): SeedDoc {
  const [collection, , sub] = path.split('/');
  if (collection !== COLLECTIONS.users || sub !== undefined) return { path, data };
  const { displayName, email } = data as { displayName?: string; email?: string | null };
  return { path, data: { ...data, searchTokens: userSearchTokens({ displayName, email }) } };
}

async function writeAll(db: Firestore, seeded: SeedDoc[]) {
  const docs = seeded.map(withTriggerFields);
  checkSeedDocs(docs);
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const { path, data } of docs.slice(start, start + BATCH_SIZE))
      batch.set(db.doc(path), data);
    await batch.commit();
  }
}

export interface SeedSummary {
  accounts: number;
  jobs: number;
  candidates: number;
  features: number;
  auditEntries: number;
}

export async function seed(options: { jobCount?: number } = {}): Promise<SeedSummary> {
  Object.assign(process.env, emulatorEnv());
  const today = referenceDate();
  const app: App = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    await withTriggersOff(clearEmulators);
    const auth = getAuth(app);
    const db = getFirestore(app);
    const docs: SeedDoc[] = [];
    const createdAt = Timestamp.fromMillis(today.getTime() - 120 * DAY_MS);

    for (const account of Object.values(ACCOUNTS)) {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        emailVerified: true,
      });
      docs.push({
        path: pathOf(docPaths.user(account.uid)),
        data: {
          uid: account.uid,
          role: account.role,
          displayName: account.displayName,
          email: account.email,
          createdAt,
          ...(account.role === 'employer' ? { companyId: COMPANY_ID } : {}),
        },
      });
    }

    docs.push({
      path: pathOf(docPaths.company(COMPANY_ID)),
      data: { name: 'Northwind Talent', ownerId: ACCOUNTS.employer.uid, createdAt },
    });
    // the owner has a member document too (every flag), so that the team is one query
    docs.push({
      path: pathOf(docPaths.member(COMPANY_ID, ACCOUNTS.employer.uid)),
      data: {
        uid: ACCOUNTS.employer.uid,
        email: ACCOUNTS.employer.email,
        displayName: ACCOUNTS.employer.displayName,
        permissions: ALL_TEAM_FLAGS,
        addedBy: ACCOUNTS.employer.uid,
        addedAt: createdAt,
      },
    });
    docs.push({
      path: pathOf(docPaths.member(COMPANY_ID, ACCOUNTS.member.uid)),
      data: {
        uid: ACCOUNTS.member.uid,
        email: ACCOUNTS.member.email,
        displayName: ACCOUNTS.member.displayName,
        permissions: MEMBER_TEAM_FLAGS,
        addedBy: ACCOUNTS.employer.uid,
        addedAt: createdAt,
      },
    });

    const jobs = generateJobs(options.jobCount ?? DEFAULT_JOB_COUNT, today);
    for (const job of jobs) docs.push({ path: pathOf(docPaths.job(job.id)), data: { ...job } });
    for (const posting of companyPostings(today)) {
      docs.push({ path: pathOf(docPaths.job(posting.id)), data: { ...posting } });
    }

    const candidates = generateCandidates(today);
    for (const candidate of candidates)
      docs.push({ path: pathOf(docPaths.candidate(candidate.id)), data: candidate });
    docs.push(...generateApplications(today));

    for (const feature of FEATURE_SUGGESTIONS) {
      docs.push({
        path: pathOf(docPaths.feature(feature.id)),
        data: {
          title: feature.title,
          votes: feature.votes,
          status: FEATURE_STATUS_SEED[feature.id],
        },
      });
    }
    docs.push(...generateFeedback(today));
    docs.push(...generateAnalytics(today));
    for (const featureId of DEMO_VOTES) {
      docs.push({
        path: pathOf(docPaths.voter(featureId, ACCOUNTS.demo.uid)),
        data: { uid: ACCOUNTS.demo.uid, votedAt: createdAt },
      });
    }

    // linked into the audit trail's hash chain as the server would have (triggers are off)
    const audit = chainAuditHistory(
      generateAuditHistory(today).map((entry, index) => ({
        path: pathOf(docPaths.auditLog(`seed-${String(index + 1).padStart(3, '0')}`)),
        data: entry,
      })),
    );
    docs.push(...audit.docs, audit.head);

    await withTriggersOff(async () => {
      await writeAll(db, docs);
      await seedBilling(db, today);
      await (await import('./seed-hiring-history.ts')).writeHiringHistory(db, today);
    });
    return {
      accounts: Object.keys(ACCOUNTS).length,
      jobs: jobs.length,
      candidates: candidates.length,
      features: FEATURE_SUGGESTIONS.length,
      auditEntries: audit.docs.length,
    };
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  seed()
    .then((summary) => {
      console.log(`Seeded in ${Date.now() - started} ms:`, summary);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
