// The hiring report's figures on small hand-made pipelines, each expectation computed by hand.
import { describe, expect, it } from 'vitest';
import type { ApplicationSource, ApplicationStage } from '../../contracts/application';
import { hiringReportInput } from '../../contracts/reports';
import {
  computeHiringReport,
  furthestStage,
  isoWeekOf,
  medianOf,
  shareInPercent,
  rangeProblem,
  weekStartOf,
  type ReportApplication,
  type ReportInterview,
} from '../reports';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const at = (iso: string) => new Date(iso);

/** An application created at `created`, moved along `path` (one move a day, from the day after). */
function application(
  created: string,
  path: ApplicationStage[],
  options: { jobId?: string; source?: ApplicationSource; moveDays?: number[] } = {},
): ReportApplication {
  const createdAt = at(created);
  let from: ApplicationStage = 'applied';
  const events = path.map((to, index) => {
    const offset = options.moveDays?.[index] ?? index + 1;
    const event = { from, to, at: new Date(createdAt.getTime() + offset * 86_400_000) };
    from = to;
    return event;
  });
  const jobId = options.jobId ?? 'job-a';
  return {
    jobId,
    jobTitle: jobId === 'job-a' ? 'Alpha' : 'Beta',
    source: options.source ?? 'applicant',
    stage: path.at(-1) ?? 'applied',
    createdAt,
    stageChangedAt: events.at(-1)?.at ?? createdAt,
    events,
  };
}

const RANGE = { from: day('2026-03-01'), to: day('2026-04-01') };

describe('medianOf', () => {
  it('is the middle value of an odd count, the mean of the two middle values of an even one', () => {
    expect(medianOf([9, 1, 5])).toBe(5);
    expect(medianOf([4, 1, 10, 3])).toBe(3.5);
    expect(medianOf([7])).toBe(7);
    expect(medianOf([])).toBeNull();
  });

  it('shareInPercent rounds to one decimal and is null without a whole', () => {
    expect(shareInPercent(1, 3)).toBe(33.3);
    expect(shareInPercent(2, 3)).toBe(66.7);
    expect(shareInPercent(0, 4)).toBe(0);
    expect(shareInPercent(1, 0)).toBeNull();
  });
});

describe('furthestStage', () => {
  it('counts a rejected candidate for the stages passed, and a skipped stage as passed', () => {
    // applied → screening → interview → rejected: index 2 (interview)
    expect(
      furthestStage(application('2026-03-02T10:00:00Z', ['screening', 'interview', 'rejected'])),
    ).toBe(2);
    // rejected straight from applied
    expect(furthestStage(application('2026-03-02T10:00:00Z', ['rejected']))).toBe(0);
    // applied → offer (skipping screening and interview)
    expect(furthestStage(application('2026-03-02T10:00:00Z', ['offer']))).toBe(3);
    // moved back from interview to screening: interview stays reached
    expect(
      furthestStage(application('2026-03-02T10:00:00Z', ['screening', 'interview', 'screening'])),
    ).toBe(2);
  });
});

describe('computeHiringReport', () => {
  it('answers zeros, nulls and empty lists for no data', () => {
    const report = computeHiringReport({ applications: [], interviews: [], range: RANGE });
    expect(report.applications).toBe(0);
    expect(report.funnel.map((row) => [row.stage, row.reached, row.conversionToNext])).toEqual([
      ['applied', 0, null],
      ['screening', 0, null],
      ['interview', 0, null],
      ['offer', 0, null],
      ['hired', 0, null],
    ]);
    expect(report.timeToHire).toEqual({ hires: 0, medianDays: null, perJob: [] });
    expect(report.applicationsPerJob).toEqual([]);
    expect(report.sources).toEqual([
      {
        source: 'applicant',
        applications: 0,
        reachedInterview: 0,
        hired: 0,
        interviewRate: null,
        hireRate: null,
      },
      {
        source: 'talentPool',
        applications: 0,
        reachedInterview: 0,
        hired: 0,
        interviewRate: null,
        hireRate: null,
      },
    ]);
    // March 2026: from Sunday 1 (week of Monday Feb 23) to Tuesday 31 (week of Monday Mar 30)
    expect(report.interviewsPerWeek.map((row) => row.weekStart)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(report.interviewsPerWeek.every((row) => row.interviews === 0)).toBe(true);
  });

  const pipeline: ReportApplication[] = [
    // hired after 10 days (moves on days 2, 4, 7, 10)
    application('2026-03-02T09:00:00Z', ['screening', 'interview', 'offer', 'hired'], {
      moveDays: [2, 4, 7, 10],
    }),
    // hired after 3 days, from the talent pool
    application('2026-03-05T12:00:00Z', ['screening', 'interview', 'offer', 'hired'], {
      source: 'talentPool',
      moveDays: [1, 2, 2.5, 3],
    }),
    // rejected after the interview
    application('2026-03-10T08:00:00Z', ['screening', 'interview', 'rejected']),
    // rejected in screening, from the pool
    application('2026-03-11T08:00:00Z', ['screening', 'rejected'], { source: 'talentPool' }),
    // still applied, job B
    application('2026-03-20T08:00:00Z', [], { jobId: 'job-b' }),
    // hired for job B after 20 days
    application('2026-03-03T08:00:00Z', ['screening', 'interview', 'offer', 'hired'], {
      jobId: 'job-b',
      moveDays: [5, 10, 15, 20],
    }),
    // outside the range: created the instant the range ends, and a day before it starts
    application('2026-04-01T00:00:00Z', ['screening', 'interview', 'offer', 'hired']),
    application('2026-02-28T00:00:00Z', ['screening', 'interview', 'offer', 'hired']),
  ];

  it('computes the funnel, time to hire, applications per job and sources by hand', () => {
    const report = computeHiringReport({ applications: pipeline, interviews: [], range: RANGE });
    expect(report.applications).toBe(6);
    // reached: applied 6, screening 5, interview 4 (3 hired + 1 rejected after it), offer 3, hired 3
    expect(report.funnel).toEqual([
      { stage: 'applied', reached: 6, conversionToNext: 83.3 },
      { stage: 'screening', reached: 5, conversionToNext: 80 },
      { stage: 'interview', reached: 4, conversionToNext: 75 },
      { stage: 'offer', reached: 3, conversionToNext: 100 },
      { stage: 'hired', reached: 3, conversionToNext: null },
    ]);
    // days: 10 and 3 for Alpha (median 6.5), 20 for Beta; overall 3, 10, 20 → 10
    expect(report.timeToHire).toEqual({
      hires: 3,
      medianDays: 10,
      perJob: [
        { jobId: 'job-a', jobTitle: 'Alpha', hires: 2, medianDays: 6.5 },
        { jobId: 'job-b', jobTitle: 'Beta', hires: 1, medianDays: 20 },
      ],
    });
    expect(report.applicationsPerJob).toEqual([
      { jobId: 'job-a', jobTitle: 'Alpha', applications: 4 },
      { jobId: 'job-b', jobTitle: 'Beta', applications: 2 },
    ]);
    // applicants: 4 (3 reached interview: the 2 hires and the one rejected after it), 2 hired
    // pool: 2 (1 reached interview and was hired)
    expect(report.sources).toEqual([
      {
        source: 'applicant',
        applications: 4,
        reachedInterview: 3,
        hired: 2,
        interviewRate: 75,
        hireRate: 50,
      },
      {
        source: 'talentPool',
        applications: 2,
        reachedInterview: 1,
        hired: 1,
        interviewRate: 50,
        hireRate: 50,
      },
    ]);
  });

  it('counts an application created exactly at `from`, and not one created exactly at `to`', () => {
    const edges = [
      application('2026-03-01T00:00:00.000Z', []),
      application('2026-03-31T23:59:59.999Z', []),
      application('2026-04-01T00:00:00.000Z', []),
      application('2026-02-28T23:59:59.999Z', []),
    ];
    expect(
      computeHiringReport({ applications: edges, interviews: [], range: RANGE }).applications,
    ).toBe(2);
  });

  it('keeps to one job when filtered', () => {
    const report = computeHiringReport({
      applications: pipeline,
      interviews: [
        { jobId: 'job-a', startsAt: at('2026-03-04T10:00:00Z'), status: 'scheduled' },
        { jobId: 'job-b', startsAt: at('2026-03-04T11:00:00Z'), status: 'scheduled' },
      ],
      range: RANGE,
      jobId: 'job-b',
    });
    expect(report.jobId).toBe('job-b');
    expect(report.applications).toBe(2);
    expect(report.funnel.map((row) => row.reached)).toEqual([2, 1, 1, 1, 1]);
    expect(report.funnel.map((row) => row.conversionToNext)).toEqual([50, 100, 100, 100, null]);
    expect(report.timeToHire).toMatchObject({ hires: 1, medianDays: 20 });
    expect(report.applicationsPerJob).toEqual([
      { jobId: 'job-b', jobTitle: 'Beta', applications: 2 },
    ]);
    expect(report.interviewsPerWeek.find((row) => row.weekStart === '2026-03-02')?.interviews).toBe(
      1,
    );
  });

  it('counts scheduled interviews per ISO week (Monday, UTC), never cancelled ones', () => {
    const interviews: ReportInterview[] = [
      // Sunday 23:30 UTC: still the week of Monday March 2
      { jobId: 'job-a', startsAt: at('2026-03-08T23:30:00Z'), status: 'scheduled' },
      // Monday 00:00 UTC: the next week
      { jobId: 'job-a', startsAt: at('2026-03-09T00:00:00Z'), status: 'scheduled' },
      { jobId: 'job-b', startsAt: at('2026-03-12T15:00:00Z'), status: 'scheduled' },
      { jobId: 'job-a', startsAt: at('2026-03-12T15:00:00Z'), status: 'cancelled' },
      // outside the range
      { jobId: 'job-a', startsAt: at('2026-04-01T00:00:00Z'), status: 'scheduled' },
      { jobId: 'job-a', startsAt: at('2026-02-28T10:00:00Z'), status: 'scheduled' },
    ];
    const report = computeHiringReport({ applications: [], interviews, range: RANGE });
    expect(report.interviewsPerWeek).toEqual([
      { week: '2026-W09', weekStart: '2026-02-23', interviews: 0 },
      { week: '2026-W10', weekStart: '2026-03-02', interviews: 1 },
      { week: '2026-W11', weekStart: '2026-03-09', interviews: 2 },
      { week: '2026-W12', weekStart: '2026-03-16', interviews: 0 },
      { week: '2026-W13', weekStart: '2026-03-23', interviews: 0 },
      { week: '2026-W14', weekStart: '2026-03-30', interviews: 0 },
    ]);
  });

  it('uses the last stage change for a hire without a recorded move', () => {
    const hire: ReportApplication = {
      ...application('2026-03-02T00:00:00Z', []),
      stage: 'hired',
      stageChangedAt: at('2026-03-06T12:00:00Z'),
    };
    expect(
      computeHiringReport({ applications: [hire], interviews: [], range: RANGE }).timeToHire,
    ).toMatchObject({
      hires: 1,
      medianDays: 4.5,
    });
  });
});

describe('ISO weeks', () => {
  it('start on Monday (UTC) and belong to the year of their Thursday', () => {
    expect(weekStartOf(at('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(weekStartOf(at('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    // 2021-01-03 (Sunday) is in 2020-W53; 2024-12-30 (Monday) is in 2025-W01
    expect(isoWeekOf(at('2021-01-03T10:00:00Z'))).toBe('2020-W53');
    expect(isoWeekOf(at('2024-12-30T10:00:00Z'))).toBe('2025-W01');
    expect(isoWeekOf(at('2026-01-01T10:00:00Z'))).toBe('2026-W01');
  });
});

describe('the range', () => {
  it('is refused reversed, empty or longer than 366 days', () => {
    expect(rangeProblem(day('2026-03-01'), day('2026-04-01'))).toBeNull();
    expect(rangeProblem(day('2026-04-01'), day('2026-03-01'))).toBe('reversed');
    expect(rangeProblem(day('2026-04-01'), day('2026-04-01'))).toBe('reversed');
    expect(rangeProblem(day('2025-01-01'), day('2026-01-02'))).toBeNull(); // 366 days
    expect(rangeProblem(day('2025-01-01'), day('2026-01-03'))).toBe('too-long');
    expect(rangeProblem(new Date('nope'), day('2026-01-03'))).toBe('invalid');
  });

  it('takes ISO instants, a company and an optional job', () => {
    const valid = {
      companyId: 'c',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-04-01T00:00:00.000Z',
    };
    expect(hiringReportInput.safeParse(valid).success).toBe(true);
    expect(hiringReportInput.safeParse({ ...valid, jobId: 'job-a' }).success).toBe(true);
    expect(hiringReportInput.safeParse({ ...valid, jobId: null }).success).toBe(true);
    expect(hiringReportInput.safeParse({ ...valid, from: '2026-03-01' }).success).toBe(false);
    expect(hiringReportInput.safeParse({ ...valid, companyId: '' }).success).toBe(false);
  });
});
