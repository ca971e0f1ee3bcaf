// Seeds the local suite with deterministic demo data (fixed random seed): the accounts of every
// role, a company and its team, 2,000+ jobs, sample candidates, the feature suggestions and some
// audit history. `npm run seed` re-runs it against a running suite, replacing what is there.
// Each part of the data has its module (scripts/seed-*.ts); this one composes them and writes.
import { faker } from '@faker-js/faker';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from './lib/accounts.ts';
import type { SeedDoc } from './lib/seed-doc.ts';
import { emulatorEnv, hostPort, PROJECT_ID } from './lib/emulator-config.ts';
import { referenceDate, SEED } from './lib/seed-reference.ts';
import { writeSeedDocs } from './lib/seed-write.ts';
import { seedBilling } from './seed-billing.ts';
import { generateApplications, generateCandidates } from './seed-candidates.ts';
import { FEATURE_STATUS_SEED, generateFeedback } from './seed-feedback.ts';
import { generateHiringHistory, writeHiringHistory } from './seed-hiring-history.ts';
import { generateResponses } from './seed-responses.ts';
import { generateAnalytics } from './seed-platform-analytics.ts';
import { companyPostings, DEFAULT_JOB_COUNT, generateJobs } from './seed-postings.ts';
import { chainAuditHistory } from './seed-audit-chain.ts';
import { rebuildSearchIndex } from './search-rebuild.ts';
import { auditExpiry } from '@contracts/audit';
import { pathOf, docPaths } from '@contracts/collections';
import { FEATURE_SUGGESTIONS } from '@contracts/feedback';
import { DAY_MS } from '@contracts/fields';
import { ALL_TEAM_PERMISSIONS } from '@contracts/roles';
import { DEFAULT_WORKING_HOURS, WEEKDAYS, type WorkingHours } from '@contracts/booking';

export { FEATURE_SUGGESTIONS };
/** Suggestions the demo account has already voted for. */
const DEMO_VOTES = ['salary-negotiation'] as const;

const ALL_TEAM_FLAGS = ALL_TEAM_PERMISSIONS;
/** The team member's flags: a recruiter who screens and interviews but does not manage the team. */
const MEMBER_TEAM_FLAGS = {
  ...ALL_TEAM_FLAGS,
  canManageTeam: false,
  canManageBilling: false,
  canDeleteJobs: false,
  canManageIntegrations: false,
};

/**
 * The team's working hours, which booking links offer: the owner in Berlin, the recruiter in
 * Tokyo, both Monday to Friday, so their hours meet from 15:00 to 18:00 in Tokyo (in the morning
 * in Berlin).
 */
const WORKING_HOURS: Record<string, { timeZone: string; workingHours: WorkingHours }> = {
  [ACCOUNTS.employer.uid]: { timeZone: 'Europe/Berlin', workingHours: DEFAULT_WORKING_HOURS },
  [ACCOUNTS.member.uid]: {
    timeZone: 'Asia/Tokyo',
    workingHours: Object.fromEntries(
      WEEKDAYS.slice(0, 5).map((day) => [day, [{ start: '15:00', end: '18:00' }]]),
    ),
  },
};

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

interface SeedSummary {
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
          ...WORKING_HOURS[account.uid],
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
    const applications = generateApplications(today);
    docs.push(...applications);
    // the promise, templates and response rate, from every seeded application (history included)
    docs.push(...generateResponses(today, [...applications, ...generateHiringHistory(today)]));

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
      await writeSeedDocs(db, docs);
      await seedBilling(db, today);
      await writeHiringHistory(db, today);
    });
    // written with triggers off: the search engine takes the whole board at once
    await rebuildSearchIndex(db);
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
