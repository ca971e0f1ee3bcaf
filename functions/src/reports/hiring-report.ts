// The hiringReport callable: a company's hiring figures (domain/reports.ts), computed here with
// the Admin SDK because report viewers (canViewReports) may lack canScreenCandidates and so may
// not read applications themselves. The answer holds only ids, job titles and numbers: never a
// candidate's name, email, note or a rejection reason.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  APPLICATION_SOURCES,
  APPLICATION_STAGES,
  COLLECTIONS,
  type ApplicationSource,
  type ApplicationStage,
  type CallableInput,
  type HiringReportResult,
  type ReportJob,
} from '../contracts.js';
import {
  computeHiringReport,
  rangeProblem,
  type ReportApplication,
  type ReportInterview,
  type ReportStageEvent,
} from '../domain.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { requireCompany, requireTeam, teamAccess } from '../lib/team-access.js';

const dateOf = (snapshot: DocumentSnapshot, field: string): Date | null => {
  const value = snapshot.get(field) as { toDate?: () => Date } | undefined;
  return typeof value?.toDate === 'function' ? value.toDate() : null;
};

const isStage = (value: unknown): value is ApplicationStage =>
  typeof value === 'string' && (APPLICATION_STAGES as readonly string[]).includes(value);
const isSource = (value: unknown): value is ApplicationSource =>
  typeof value === 'string' && (APPLICATION_SOURCES as readonly string[]).includes(value);

/** The moves of an application as the report reads them (badly formed ones are skipped). */
function eventsOf(snapshots: readonly DocumentSnapshot[]): ReportStageEvent[] {
  return snapshots.flatMap((event) => {
    const to: unknown = event.get('to');
    const from: unknown = event.get('from');
    const at = dateOf(event, 'at');
    if (!isStage(to) || !at) return [];
    return [{ from: isStage(from) ? from : null, to, at }];
  });
}

export async function hiringReport(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'hiringReport'>,
): Promise<HiringReportResult> {
  const range = { from: new Date(input.from), to: new Date(input.to) };
  const problem = rangeProblem(range.from, range.to);
  if (problem) throw refusal('invalid-input', `The range is ${problem}`);
  const access = await teamAccess(firestore, firestore, caller, input.companyId);
  requireTeam(access, 'canViewReports');
  requireCompany(access);

  // one equality filter each (no composite index); the range and the job are applied below
  const [applications, interviews, postings] = await Promise.all([
    firestore.collection(COLLECTIONS.applications).where('companyId', '==', input.companyId).get(),
    firestore.collection(COLLECTIONS.interviews).where('companyId', '==', input.companyId).get(),
    firestore
      .collection(COLLECTIONS.jobs)
      .where('companyId', '==', input.companyId)
      .select('title')
      .get(),
  ]);

  // the filter's jobs: the company's postings, and jobs (since deleted) its applications name
  const jobs = new Map<string, string>();
  for (const posting of postings.docs) jobs.set(posting.id, textOf(posting, 'title'));
  for (const application of applications.docs) {
    const jobId = textOf(application, 'jobId');
    if (jobId && !jobs.has(jobId)) jobs.set(jobId, textOf(application, 'jobTitle'));
  }

  const counted = applications.docs.filter((application) => {
    const createdAt = dateOf(application, 'createdAt');
    return (
      createdAt !== null &&
      createdAt >= range.from &&
      createdAt < range.to &&
      (!input.jobId || application.get('jobId') === input.jobId)
    );
  });
  const eventSnapshots = await Promise.all(
    counted.map((application) =>
      application.ref.collection(COLLECTIONS.stageEvents).select('from', 'to', 'at').get(),
    ),
  );
  const reportApplications: ReportApplication[] = counted.flatMap((application, index) => {
    const stage: unknown = application.get('stage');
    const source: unknown = application.get('source');
    const createdAt = dateOf(application, 'createdAt')!;
    if (!isStage(stage) || !isSource(source)) return [];
    return [
      {
        jobId: textOf(application, 'jobId'),
        jobTitle: textOf(application, 'jobTitle'),
        source,
        stage,
        createdAt,
        stageChangedAt: dateOf(application, 'stageChangedAt') ?? createdAt,
        events: eventsOf(eventSnapshots[index]!.docs),
      },
    ];
  });
  const reportInterviews: ReportInterview[] = interviews.docs.flatMap((interview) => {
    const startsAt = dateOf(interview, 'startsAt');
    if (!startsAt) return [];
    // only a scheduled interview counts: anything else reads as cancelled
    const status = interview.get('status') === 'scheduled' ? 'scheduled' : 'cancelled';
    return [{ jobId: textOf(interview, 'jobId'), startsAt, status }];
  });

  const report = computeHiringReport({
    applications: reportApplications,
    interviews: reportInterviews,
    range,
    jobId: input.jobId ?? null,
  });
  const jobList: ReportJob[] = [...jobs]
    .map(([jobId, jobTitle]) => ({ jobId, jobTitle }))
    .sort((a, b) => a.jobTitle.localeCompare(b.jobTitle) || a.jobId.localeCompare(b.jobId));
  return { ...report, jobs: jobList };
}
