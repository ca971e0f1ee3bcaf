// Seeds the local suite with deterministic demo data (fixed random seed): the accounts of every
// role, a company and its team, 2,000+ jobs, sample candidates, the feature suggestions and some
// audit history. `npm run seed` re-runs it against a running suite, replacing what is there.
import { faker, fakerDE, fakerEN_GB, fakerES, fakerFR, fakerIT, type Faker } from '@faker-js/faker';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from './lib/accounts.ts';
import { emulatorEnv, hostPort, PROJECT_ID } from './lib/emulator-config.ts';
import { auditExpiry, auditLogSchema } from '@contracts/audit';
import { candidateSchema } from '@contracts/candidate';
import { COLLECTIONS, pathOf, docPaths } from '@contracts/collections';
import { companySchema, memberSchema } from '@contracts/company';
import { featureSchema, FEATURE_SUGGESTIONS, voterSchema } from '@contracts/feedback';
import { DAY_MS } from '@contracts/fields';
import { jobDocumentSchema, type JobDocument } from '@contracts/job';
import { EXPERIENCE_LEVELS, JOB_FAMILIES, JOB_TYPES } from '@contracts/job-catalogue';
import { locationKey, searchTokens } from '@contracts/job-search-tokens';
import { ALL_TEAM_PERMISSIONS } from '@contracts/roles';
import { userProfileSchema } from '@contracts/user';

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

/** A stored job: the job and the fields it is searched by. */
export type SeedJob = JobDocument;

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
    };
  });
}

function generateCandidates(today: Date) {
  faker.seed(SEED + 1);
  const cities = cityPool();
  faker.seed(SEED + 1);
  return Array.from({ length: CANDIDATE_COUNT }, (_, index) => {
    const family = faker.helpers.arrayElement(JOB_FAMILIES);
    const low = Math.round((family.baseSalary * faker.number.float({ min: 0.8, max: 1 })) / 1000);
    return {
      id: `candidate-${String(index + 1).padStart(3, '0')}`,
      companyId: COMPANY_ID,
      name: faker.person.fullName(),
      title: family.title,
      location: faker.helpers.arrayElement(cities),
      skills: faker.helpers.arrayElements(family.skills, { min: 3, max: 5 }),
      experience: `${faker.number.int({ min: 1, max: 15 })} years`,
      education: `${faker.helpers.arrayElement(['BSc', 'BA', 'MSc', 'MBA', 'PhD'])} ${faker.helpers.arrayElement(['Computer Science', 'Economics', 'Design', 'Business', 'Mathematics', 'Nursing', 'Education'])}`,
      matchScore: faker.number.int({ min: 55, max: 98 }),
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

/** A document to write, checked against its collection's contract first. */
interface SeedDoc {
  path: string;
  data: Record<string, unknown>;
}

/** The contract of each seeded collection, by the collection's place in the path. */
const SCHEMAS: Record<string, { safeParse(data: unknown): { success: boolean; error?: unknown } }> =
  {
    [COLLECTIONS.users]: userProfileSchema,
    [COLLECTIONS.companies]: companySchema,
    [`${COLLECTIONS.companies}/${COLLECTIONS.members}`]: memberSchema,
    [COLLECTIONS.jobs]: jobDocumentSchema,
    [COLLECTIONS.candidates]: candidateSchema,
    [COLLECTIONS.features]: featureSchema,
    [`${COLLECTIONS.features}/${COLLECTIONS.voters}`]: voterSchema,
    [COLLECTIONS.auditLogs]: auditLogSchema,
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

async function writeAll(db: Firestore, docs: SeedDoc[]) {
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
    await clearEmulators();
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

    const candidates = generateCandidates(today);
    for (const candidate of candidates)
      docs.push({ path: pathOf(docPaths.candidate(candidate.id)), data: candidate });

    for (const feature of FEATURE_SUGGESTIONS) {
      docs.push({
        path: pathOf(docPaths.feature(feature.id)),
        data: { title: feature.title, votes: feature.votes },
      });
    }
    for (const featureId of DEMO_VOTES) {
      docs.push({
        path: pathOf(docPaths.voter(featureId, ACCOUNTS.demo.uid)),
        data: { uid: ACCOUNTS.demo.uid, votedAt: createdAt },
      });
    }

    const audit = generateAuditHistory(today);
    audit.forEach((entry, index) => {
      docs.push({
        path: pathOf(docPaths.auditLog(`seed-${String(index + 1).padStart(3, '0')}`)),
        data: entry,
      });
    });

    await writeAll(db, docs);
    return {
      accounts: Object.keys(ACCOUNTS).length,
      jobs: jobs.length,
      candidates: candidates.length,
      features: FEATURE_SUGGESTIONS.length,
      auditEntries: audit.length,
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
