// How the seed writes its documents: each checked against its collection's contract first (the app
// reads it with that contract), with the fields the functions' triggers would add (they are off
// while seeding), in batches.
import type { Firestore } from 'firebase-admin/firestore';
import { applicationSchema, stageEventSchema, teamNoteSchema } from '@contracts/application';
import { auditLogSchema } from '@contracts/audit';
import { chainHeadSchema } from '@contracts/audit-chain';
import { candidateSchema } from '@contracts/candidate';
import { COLLECTIONS } from '@contracts/collections';
import { companySchema, memberSchema } from '@contracts/company';
import { featureSchema, feedbackSchema, voterSchema } from '@contracts/feedback';
import { interviewNoticeSchema, interviewSchema } from '@contracts/interview';
import { postingSchema } from '@contracts/job';
import { mailTemplateSchema } from '@contracts/mail-templates';
import { companyStatsSchema, responsePromiseSchema } from '@contracts/response-promise';
import { userProfileSchema } from '@contracts/user';
import { userSearchTokens } from '@contracts/user-admin';
import { ANALYTICS_SEED_SCHEMAS } from '../seed-platform-analytics.ts';
import type { SeedDoc } from './seed-doc.ts';

const BATCH_SIZE = 400;

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
    [`${COLLECTIONS.companies}/${COLLECTIONS.settings}`]: responsePromiseSchema,
    [`${COLLECTIONS.companies}/${COLLECTIONS.mailTemplates}`]: mailTemplateSchema,
    [COLLECTIONS.companyStats]: companyStatsSchema,
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

/** Writes the documents, checked and completed, in batches. */
export async function writeSeedDocs(db: Firestore, seeded: SeedDoc[]) {
  const docs = seeded.map(withTriggerFields);
  checkSeedDocs(docs);
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const { path, data } of docs.slice(start, start + BATCH_SIZE))
      batch.set(db.doc(path), data);
    await batch.commit();
  }
}
