// Each company's response rate (domain/response-rate.ts), written where job seekers read it
// (companyStats/{cid}). An application is answered at the team's first move of it (the earliest
// of its stage events that leaves a stage; the stage's change time when an older application has
// none); talent-pool candidates are left out. Run by a daily schedule; a run at the same `now`
// writes the same figures.
import {
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DAY_MS,
  docPaths,
  pathOf,
  RESPONSE_RATE_WINDOW_DAYS,
  type CompanyStatsDocument,
} from '../contracts.js';
import { firstAnswerAt, responseRateOf, type ApplicationAnswer } from '../domain.js';
import { allCompanyIds, companyRef, responseDaysOfCompany } from '../lib/refs.js';

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** When the team first answered an application (domain/response-rate.ts), from its events. */
async function answeredAt(application: QueryDocumentSnapshot): Promise<number | null> {
  const events = await application.ref.collection(COLLECTIONS.stageEvents).get();
  return firstAnswerAt(
    events.docs.map((event) => ({
      from: event.get('from') as string | null | undefined,
      at: millisOf(event.get('at')),
    })),
    String(application.get('stage')),
    millisOf(application.get('stageChangedAt')),
  );
}

/** A company's figures at `now`, written to companyStats/{companyId}; null for a company gone. */
export async function computeResponseRate(
  firestore: Firestore,
  companyId: string,
  now: Date,
): Promise<CompanyStatsDocument | null> {
  const days = await responseDaysOfCompany(firestore, companyId);
  const since = Timestamp.fromMillis(now.getTime() - RESPONSE_RATE_WINDOW_DAYS * DAY_MS);
  const snapshot = await firestore
    .collection(COLLECTIONS.applications)
    .where('companyId', '==', companyId)
    .where('createdAt', '>=', since)
    .get();
  const answers: ApplicationAnswer[] = [];
  for (const application of snapshot.docs) {
    const createdAt = millisOf(application.get('createdAt'));
    if (application.get('source') !== 'applicant' || createdAt === null) continue;
    answers.push({ createdAt, answeredAt: await answeredAt(application) });
  }
  const stats: WithFieldValue<CompanyStatsDocument> = {
    ...responseRateOf(answers, days, now.getTime()),
    promiseDays: days,
    computedAt: Timestamp.fromDate(now),
  };
  // written only while the company exists (a team deleted meanwhile keeps no public figures)
  const written = await firestore.runTransaction(async (transaction) => {
    if (!(await transaction.get(companyRef(firestore, companyId))).exists) return false;
    transaction.set(firestore.doc(pathOf(docPaths.companyStats(companyId))), stats);
    return true;
  });
  return written ? (stats as CompanyStatsDocument) : null;
}

/** Every company's figures at `now`; answers each company's rate (null: too few judged). */
export async function computeResponseRates(
  firestore: Firestore,
  now: Date,
): Promise<Record<string, number | null>> {
  const rates: Record<string, number | null> = {};
  for await (const companyId of allCompanyIds(firestore)) {
    const stats = await computeResponseRate(firestore, companyId, now);
    if (stats) rates[companyId] = stats.responseRate;
  }
  return rates;
}
