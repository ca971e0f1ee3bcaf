// The seed's talent pool and applications: the company's candidates match its postings, and a few
// job seekers (never the demo sign-ins) are in its pipeline at different stages.
import { describe, expect, it } from 'vitest';
import { applicationSchema, matchScore } from '@contracts/application';
import { candidateSchema } from '@contracts/candidate';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import { checkSeedDocs } from './lib/seed-write.ts';
import { generateApplications, generateCandidates } from './seed-candidates.ts';
import { companyPostings } from './seed-postings.ts';

const today = new Date('2026-11-22T00:00:00.000Z');
const open = companyPostings(today).filter((posting) => posting.status === 'open');

describe('seeded talent pool', () => {
  const candidates = generateCandidates(today);

  it('is the company’s, and every candidate matches one of its open postings', () => {
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      expect(candidateSchema.safeParse(candidate).success).toBe(true);
      expect(candidate.companyId).toBe(COMPANY_ID);
      const best = Math.max(...open.map((posting) => matchScore(posting.skills, candidate.skills)));
      expect(best, candidate.id).toBeGreaterThan(0);
      expect(candidate.matchScore).toBe(best);
    }
  });
});

describe('seeded applications', () => {
  const docs = generateApplications(today);
  const applications = docs
    .filter((doc) => /^applications\/[^/]+$/.test(doc.path))
    .map((doc) => ({ path: doc.path, data: applicationSchema.parse(doc.data) }));

  it('match their contracts (the seed refuses what does not)', () => {
    expect(() => checkSeedDocs(docs)).not.toThrow();
  });

  it('are three, to the company’s open postings, at different stages, none from a demo sign-in', () => {
    expect(applications).toHaveLength(3);
    expect(new Set(applications.map(({ data }) => data.stage)).size).toBe(3);
    const demoUids = Object.values(ACCOUNTS).map((account) => account.uid as string);
    for (const { path, data } of applications) {
      expect(open.map((posting) => posting.id)).toContain(data.jobId);
      expect(path).toBe(`applications/${data.jobId}_${data.applicantUid}`);
      expect(demoUids).not.toContain(data.applicantUid);
      expect(data.companyId).toBe(COMPANY_ID);
    }
  });

  it('each has the moves that brought it to its stage, the last one by whoever moved it last', () => {
    for (const { path, data } of applications) {
      const events = docs
        .filter((doc) => doc.path.startsWith(`${path}/stageEvents/`))
        .map((doc) => doc.data as { from: string; to: string; by: string; reason: unknown });
      expect(events.length, path).toBeGreaterThan(0);
      expect(events[0]!.from).toBe('applied');
      expect(events.at(-1)!.to).toBe(data.stage);
      expect(events.at(-1)!.by).toBe(data.stageChangedBy);
      // the application names the event of its last move, as the rules require of a move
      const lastEvent = docs.filter((doc) => doc.path.startsWith(`${path}/stageEvents/`)).at(-1)!;
      const stored = docs.find((doc) => doc.path === path)!.data as { stageEventId?: string };
      expect(stored.stageEventId).toBe(lastEvent.path.split('/').at(-1));
      if (data.stage === 'rejected') expect(events.at(-1)!.reason).toBe(data.sharedReason);
    }
  });
});
