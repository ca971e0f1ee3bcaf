// The seeded hiring history and the report it gives: every document matches its contract, the
// histories are consistent (moves in order, interviews while at the interview stage), and the
// report figures over the screen's default range (the last 90 days) are the ones worked out by
// hand from HISTORY_PLAN and the three applications of generateApplications:
//
//   furthest stage of the 25 applications (22 of the history + Lena, Kenji, Noor):
//     hired 4 (Tomás, Yusuf, Chen, pool #0)   offer 1 (Lukas, who declined)
//     interview 8 (Aiko, Emma, Priya, Fatima, Amara, Hannah, pool #1, Lena)
//     screening 6 (Sofia, Jonas, Daniel, pool #2, Kenji, Noor)   applied 6 (the rest)
//   reached: applied 25, screening 19, interview 13, offer 5, hired 4
//   time to hire: Tomás 86.6 − 71.6 = 15, Yusuf 72.3 − 57.3 = 15, Chen 43.5 − 31.5 = 12,
//     pool #0 13 − 3 = 10 → median of 10, 12, 15, 15 = 13.5
//   interviews (not cancelled, started within the range): 9, in the ISO weeks of the
//     reference day − 80/−79/−77 (3), −65/−64 (2), −37/−36 (2), −9/−8 (2); the three coming up
//     start after the range, three others were cancelled.
import { describe, expect, it } from 'vitest';
import { applicationSchema, stageEventSchema } from '@contracts/application';
import { DAY_MS } from '@contracts/fields';
import { interviewNoticeSchema, interviewSchema } from '@contracts/interview';
import { computeHiringReport, type ReportApplication } from '@domain/reports';
import { ACCOUNTS, COMPANY_ID } from './lib/accounts.ts';
import { checkSeedDocs } from './lib/seed-write.ts';
import { generateApplications } from './seed-candidates.ts';
import { generateHiringHistory, HISTORY_PLAN } from './seed-hiring-history.ts';

// a Sunday, as in the other seed tests
const today = new Date('2026-11-22T00:00:00.000Z');
const history = generateHiringHistory(today);
const existing = generateApplications(today);
const docs = [...existing, ...history];

const isApplication = (path: string) => /^applications\/[^/]+$/.test(path);
const eventsOf = (path: string) =>
  docs
    .filter((doc) => doc.path.startsWith(`${path}/stageEvents/`))
    .map((doc) => stageEventSchema.parse(doc.data));
const interviews = history
  .filter((doc) => doc.path.startsWith('interviews/'))
  .map((doc) => ({ id: doc.path.split('/')[1]!, data: interviewSchema.parse(doc.data) }));

/** The report's inputs, read from the seeded documents as the callable reads them. */
const applications: ReportApplication[] = docs
  .filter((doc) => isApplication(doc.path))
  .map((doc) => {
    const data = applicationSchema.parse(doc.data);
    return {
      jobId: data.jobId,
      jobTitle: data.jobTitle,
      source: data.source,
      stage: data.stage,
      createdAt: data.createdAt.toDate(),
      stageChangedAt: data.stageChangedAt.toDate(),
      events: eventsOf(doc.path).map((event) => ({ ...event, at: event.at.toDate() })),
    };
  });

/** The screen's default range: the last 90 days, today included. */
const range = {
  from: new Date(today.getTime() - 89 * DAY_MS),
  to: new Date(today.getTime() + DAY_MS),
};
const report = computeHiringReport({
  applications,
  interviews: interviews.map(({ data }) => ({
    jobId: data.jobId,
    startsAt: data.startsAt.toDate(),
    status: data.status,
  })),
  range,
});

describe('the seeded hiring history', () => {
  it('matches its contracts, and leaves the three seeded applications as they were', () => {
    expect(() => checkSeedDocs(history)).not.toThrow();
    expect(() => checkSeedDocs(existing)).not.toThrow();
    expect(history.filter((doc) => isApplication(doc.path))).toHaveLength(HISTORY_PLAN.length);
    expect(HISTORY_PLAN).toHaveLength(22);
    const existingPaths = new Set(existing.map((doc) => doc.path));
    expect(history.filter((doc) => existingPaths.has(doc.path))).toEqual([]);
  });

  it('is the company’s, never from a demo sign-in, each history in order up to the stage', () => {
    const demoUids = Object.values(ACCOUNTS).map((account) => account.uid as string);
    for (const doc of history.filter((entry) => isApplication(entry.path))) {
      const data = applicationSchema.parse(doc.data);
      expect(data.companyId).toBe(COMPANY_ID);
      expect(demoUids).not.toContain(data.applicantUid);
      const events = eventsOf(doc.path);
      const times = events.map((event) => event.at.toMillis());
      expect(times, doc.path).toEqual([...times].sort((a, b) => a - b));
      expect(times[0] ?? Infinity).toBeGreaterThanOrEqual(data.createdAt.toMillis());
      expect(events.at(-1)?.to ?? 'applied').toBe(data.stage);
      if (data.source === 'talentPool')
        expect(events[0]).toMatchObject({ from: null, to: 'applied' });
      // a moved application names the event of its last move, as the rules require of a move
      const eventIds = docs
        .filter((entry) => entry.path.startsWith(`${doc.path}/stageEvents/`))
        .map((entry) => entry.path.split('/').at(-1));
      const moved = events.some((event) => event.from !== null);
      expect((doc.data as { stageEventId?: string }).stageEventId, doc.path).toBe(
        moved ? eventIds.at(-1) : undefined,
      );
    }
  });

  it('has interviews by the team while at the interview stage, with notices for applicants', () => {
    expect(interviews).toHaveLength(15);
    const team = [ACCOUNTS.employer.uid, ACCOUNTS.member.uid] as string[];
    const now = today.getTime();
    const upcoming = interviews.filter(
      ({ data }) => data.status === 'scheduled' && data.startsAt.toMillis() > now,
    );
    expect(upcoming).toHaveLength(3);
    for (const { data } of upcoming) {
      expect(data.startsAt.toMillis()).toBeLessThan(now + 7 * DAY_MS);
      const application = docs.find((doc) => doc.path === `applications/${data.applicationId}`);
      expect(applicationSchema.parse(application?.data).stage).toBe('interview');
    }
    expect(interviews.filter(({ data }) => data.status === 'cancelled')).toHaveLength(3);
    for (const { id, data } of interviews) {
      expect(data.interviewerUids.every((uid) => team.includes(uid))).toBe(true);
      expect(data.interviewers.map((person) => person.uid)).toEqual(data.interviewerUids);
      // scheduled after the move to interview, before it starts
      const moved = eventsOf(`applications/${data.applicationId}`).find(
        (event) => event.to === 'interview',
      );
      expect(moved?.at.toMillis()).toBeLessThanOrEqual(data.createdAt.toMillis());
      expect(data.createdAt.toMillis()).toBeLessThan(data.startsAt.toMillis());
      const notice = history.find((doc) => doc.path === `interviewNotices/${id}`);
      if (data.applicantUid) {
        expect(interviewNoticeSchema.parse(notice?.data)).toMatchObject({
          applicantUid: data.applicantUid,
          applicationId: data.applicationId,
          status: data.status,
          kind: data.kind,
        });
      } else expect(notice).toBeUndefined();
    }
  });
});

describe('the report on the seeded history (last 90 days)', () => {
  it('counts 25 applications and the funnel worked out by hand', () => {
    expect(report.applications).toBe(25);
    expect(report.funnel.map((row) => [row.stage, row.reached, row.conversionToNext])).toEqual([
      ['applied', 25, 76], // 19 / 25
      ['screening', 19, 68.4], // 13 / 19
      ['interview', 13, 38.5], // 5 / 13
      ['offer', 5, 80], // 4 / 5
      ['hired', 4, null],
    ]);
  });

  it('has the time to hire per job and overall', () => {
    expect(report.timeToHire).toEqual({
      hires: 4,
      medianDays: 13.5,
      perJob: [
        {
          jobId: 'northwind-backend-engineer',
          jobTitle: 'Backend Engineer',
          hires: 1,
          medianDays: 15,
        },
        {
          jobId: 'northwind-customer-success',
          jobTitle: 'Customer Success Manager',
          hires: 1,
          medianDays: 15,
        },
        {
          jobId: 'northwind-data-analyst-intern',
          jobTitle: 'Data Analyst Intern',
          hires: 1,
          medianDays: 12,
        },
        {
          jobId: 'northwind-technical-recruiter',
          jobTitle: 'Technical Recruiter',
          hires: 1,
          medianDays: 10,
        },
      ],
    });
  });

  it('has the applications per job', () => {
    expect(report.applicationsPerJob.map((row) => [row.jobTitle, row.applications])).toEqual([
      ['Product Designer', 5],
      ['Technical Recruiter', 5],
      ['Backend Engineer', 4],
      ['Data Analyst Intern', 4],
      ['Senior Frontend Engineer', 4],
      ['Customer Success Manager', 3],
    ]);
  });

  it('has the interviews per week', () => {
    // from Tuesday 2026-08-25 (week of Monday 08-24, W35) to Sunday 11-22 (week of 11-16, W47)
    expect(report.interviewsPerWeek).toHaveLength(13);
    expect(report.interviewsPerWeek[0]).toEqual({
      week: '2026-W35',
      weekStart: '2026-08-24',
      interviews: 0,
    });
    expect(report.interviewsPerWeek.at(-1)).toEqual({
      week: '2026-W47',
      weekStart: '2026-11-16',
      interviews: 0,
    });
    expect(
      report.interviewsPerWeek
        .filter((row) => row.interviews > 0)
        .map((row) => [row.weekStart, row.interviews]),
    ).toEqual([
      ['2026-08-31', 3],
      ['2026-09-14', 2],
      ['2026-10-12', 2],
      ['2026-11-09', 2],
    ]);
  });

  it('has the pass-through by source', () => {
    // applicants: 20, of whom 11 reached the interview (3 hired, Lukas, 7 at or rejected after it)
    // talent pool: 5, of whom 2 reached the interview and 1 was hired
    expect(report.sources).toEqual([
      {
        source: 'applicant',
        applications: 20,
        reachedInterview: 11,
        hired: 3,
        interviewRate: 55,
        hireRate: 15,
      },
      {
        source: 'talentPool',
        applications: 5,
        reachedInterview: 2,
        hired: 1,
        interviewRate: 40,
        hireRate: 20,
      },
    ]);
  });

  it('keeps to one job: the backend engineer', () => {
    const backend = computeHiringReport({
      applications,
      interviews: [],
      range,
      jobId: 'northwind-backend-engineer',
    });
    // Tomás hired, Aiko rejected after the interview, Grace rejected at once, Lukas declined the offer
    expect(backend.funnel.map((row) => row.reached)).toEqual([4, 3, 3, 2, 1]);
    expect(backend.funnel.map((row) => row.conversionToNext)).toEqual([75, 100, 66.7, 50, null]);
  });
});
