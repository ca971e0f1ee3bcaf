// Hiring reports: what the `hiringReport` callable is asked (a company, a range, perhaps a job)
// and what it answers (figures only: ids, job titles and numbers; nothing is stored). The figures
// are computed and defined in domain/reports.ts.
import * as z from 'zod/mini';
import type { ApplicationSource } from './application.js';

/** The stages of the funnel, in order ('rejected' is a way out, not a step). */
export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const REPORT_LIMITS = {
  /** The longest range a report covers. */
  rangeDaysMax: 366,
  /** The range the screen starts with: the last 90 days, today included. */
  defaultRangeDays: 90,
} as const;

/** A document id: never a `/`, which would reach into another collection. */
const id = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[^/]+$/));

/**
 * canViewReports in the company. `from` and `to` are ISO 8601 instants, from < to, at most
 * REPORT_LIMITS.rangeDaysMax days apart (the callable refuses other ranges as invalid-input).
 */
export const hiringReportInput = z.object({
  companyId: id,
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  jobId: z.optional(z.nullable(id)),
});
export type HiringReportInput = z.infer<typeof hiringReportInput>;

// ---------- the answer (JSON: only ids, job titles and numbers) ----------

export interface FunnelRow {
  stage: FunnelStage;
  /** How many counted applications reached this stage. */
  reached: number;
  /** reached(next stage) / reached(this stage) in %, one decimal; null for 'hired' or when 0. */
  conversionToNext: number | null;
}

export interface TimeToHireRow {
  jobId: string;
  jobTitle: string;
  hires: number;
  /** Median days from application to the move to hired, one decimal. */
  medianDays: number;
}

export interface ApplicationsPerJobRow {
  jobId: string;
  jobTitle: string;
  applications: number;
}

export interface InterviewWeekRow {
  /** The ISO week, e.g. `2026-W47`. */
  week: string;
  /** Its Monday (UTC), `YYYY-MM-DD`. */
  weekStart: string;
  interviews: number;
}

export interface SourceRow {
  source: ApplicationSource;
  applications: number;
  reachedInterview: number;
  hired: number;
  /** reachedInterview / applications in %, one decimal; null without applications. */
  interviewRate: number | null;
  /** hired / applications in %, one decimal; null without applications. */
  hireRate: number | null;
}

export interface HiringReport {
  /** The range as asked (ISO instants) and the job filter (null: every job). */
  from: string;
  to: string;
  jobId: string | null;
  applications: number;
  funnel: FunnelRow[];
  timeToHire: { hires: number; medianDays: number | null; perJob: TimeToHireRow[] };
  applicationsPerJob: ApplicationsPerJobRow[];
  interviewsPerWeek: InterviewWeekRow[];
  sources: SourceRow[];
}

/** A job the screen can filter by. */
export interface ReportJob {
  jobId: string;
  jobTitle: string;
}

/** What the callable answers: the figures and the company's jobs for the filter. */
export type HiringReportResult = HiringReport & { jobs: ReportJob[] };
