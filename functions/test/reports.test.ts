// The hiringReport callable over HTTP on the functions emulator: who may ask (canViewReports in
// the company), the figures for a small known pipeline written straight to Firestore, and an
// answer that names no person (report viewers may lack canScreenCandidates).
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES, type HiringReportResult } from '../src/contracts.ts';
import {
  addMember,
  call,
  useHarness,
  makeCompany,
  only,
  reasonOf,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('reports');
let owner: Account;
let viewer: Account;
let screener: Account;
let outsider: Account;
let companyId = '';

const DAY_MS = 86_400_000;
const FROM = new Date('2026-01-05T00:00:00.000Z'); // a Monday
const TO = new Date('2026-02-02T00:00:00.000Z'); // four weeks later
const ts = (iso: string) => Timestamp.fromDate(new Date(iso));
const SECRET_NAME = 'Zelda Quartermaine';
const SECRET_EMAIL = 'zelda.quartermaine@private.test';
const SECRET_NOTE = 'I would rather my employer did not know';
const SECRET_REASON = 'Confidential: failed the reference check';

/** An application with its moves (days after its creation), written past the rules. */
async function writeApplication(
  key: string,
  job: { id: string; title: string },
  created: string,
  moves: { to: string; after: number; reason?: string }[],
  source: 'applicant' | 'talentPool' = 'applicant',
) {
  const createdAt = new Date(created);
  const id = `${job.id}_${h.unique(key)}`;
  const last = moves.at(-1);
  const stageAt = (after: number) => Timestamp.fromMillis(createdAt.getTime() + after * DAY_MS);
  await h.db.doc(`applications/${id}`).set({
    jobId: job.id,
    jobTitle: job.title,
    companyId,
    companyName: 'Reports Co',
    source,
    applicantUid: source === 'applicant' ? h.unique(key) : null,
    candidateId: source === 'talentPool' ? h.unique(key) : null,
    candidate: {
      name: SECRET_NAME,
      email: SECRET_EMAIL,
      title: 'Engineer',
      location: 'Nowhere',
      skills: [],
      experience: '',
      education: '',
      availability: '',
      salary: '',
      imageUrl: null,
    },
    note: SECRET_NOTE,
    locale: 'en',
    stage: last?.to ?? 'applied',
    sharedReason: null,
    createdAt: Timestamp.fromDate(createdAt),
    stageChangedAt: stageAt(last?.after ?? 0),
    stageChangedBy: owner.uid,
  });
  let from = 'applied';
  for (const [index, move] of moves.entries()) {
    await h.db.doc(`applications/${id}/stageEvents/e${index}`).set({
      from,
      to: move.to,
      by: owner.uid,
      byName: SECRET_NAME,
      at: stageAt(move.after),
      reason: move.reason ?? null,
      reasonShared: false,
    });
    from = move.to;
  }
}

async function writeInterview(key: string, jobId: string, startsAt: string, status: string) {
  await h.db.doc(`interviews/${h.unique(key)}`).set({
    companyId,
    applicationId: 'x',
    jobId,
    jobTitle: 'x',
    candidateName: SECRET_NAME,
    applicantUid: null,
    startsAt: ts(startsAt),
    timeZone: 'UTC',
    durationMinutes: 45,
    kind: 'video',
    location: 'https://meet.example/secret',
    interviewers: [],
    interviewerUids: [],
    attributes: [],
    status,
    sequence: 0,
    scheduledBy: owner.uid,
    scheduledByName: SECRET_NAME,
    createdAt: ts(startsAt),
    updatedAt: ts(startsAt),
  });
}

const ask = (caller: Account | null, extra: Record<string, unknown> = {}) => ({
  name: CALLABLES.hiringReport,
  data: { companyId, from: FROM.toISOString(), to: TO.toISOString(), ...extra },
  caller,
});

beforeAll(async () => {
  owner = await h.account('owner', { role: 'employer' });
  viewer = await h.account('viewer', { role: 'employer' });
  screener = await h.account('screener', { role: 'employer' });
  outsider = await h.account('outsider', { role: 'employer' });
  ({ companyId } = await makeCompany(h, 'reports', owner));
  await addMember(h, companyId, viewer, only('canViewReports'), owner.uid);
  await addMember(h, companyId, screener, only('canScreenCandidates'), owner.uid);
  await makeCompany(h, 'reports-other', outsider);

  const alpha = { id: h.unique('alpha'), title: 'Alpha Engineer' };
  const beta = { id: h.unique('beta'), title: 'Beta Designer' };
  // hired after 10 days
  await writeApplication('a1', alpha, '2026-01-06T09:00:00Z', [
    { to: 'screening', after: 1 },
    { to: 'interview', after: 3 },
    { to: 'offer', after: 7 },
    { to: 'hired', after: 10 },
  ]);
  // hired after 4 days, from the pool
  await writeApplication(
    'a2',
    alpha,
    '2026-01-12T09:00:00Z',
    [
      { to: 'screening', after: 1 },
      { to: 'interview', after: 2 },
      { to: 'offer', after: 3 },
      { to: 'hired', after: 4 },
    ],
    'talentPool',
  );
  // rejected after the interview (with a reason nobody but the team may read)
  await writeApplication('a3', alpha, '2026-01-20T09:00:00Z', [
    { to: 'screening', after: 1 },
    { to: 'interview', after: 2 },
    { to: 'rejected', after: 5, reason: SECRET_REASON },
  ]);
  // still applied
  await writeApplication('b1', beta, '2026-01-30T09:00:00Z', []);
  // before the range, and at its end: not counted
  await writeApplication('b2', beta, '2026-01-04T23:59:59Z', [{ to: 'hired', after: 1 }]);
  await writeApplication('b3', beta, '2026-02-02T00:00:00Z', [{ to: 'hired', after: 1 }]);

  await writeInterview('i1', alpha.id, '2026-01-08T10:00:00Z', 'scheduled'); // week 2
  await writeInterview('i2', alpha.id, '2026-01-14T10:00:00Z', 'scheduled'); // week 3
  await writeInterview('i3', alpha.id, '2026-01-22T10:00:00Z', 'scheduled'); // week 4
  await writeInterview('i4', beta.id, '2026-01-22T11:00:00Z', 'cancelled'); // not counted
  await writeInterview('i5', beta.id, '2026-02-03T11:00:00Z', 'scheduled'); // after the range
});

describe('hiringReport', () => {
  it('refuses a caller who is signed out, lacks canViewReports, or is of another company', async () => {
    const signedOut = ask(null);
    expect(await reasonOf(signedOut.name, signedOut.data, null)).toBe('not-signed-in');
    const screening = ask(screener);
    expect(await reasonOf(screening.name, screening.data, screener)).toBe('forbidden');
    const other = ask(outsider);
    expect(await reasonOf(other.name, other.data, outsider)).toBe('forbidden');
  });

  it('refuses a range that is reversed or longer than 366 days, and a malformed one', async () => {
    const { name, data } = ask(viewer);
    const reversed = { ...data, from: data.to, to: data.from };
    expect(await reasonOf(name, reversed, viewer)).toBe('invalid-input');
    const long = { ...data, from: new Date(TO.getTime() - 367 * DAY_MS).toISOString() };
    expect(await reasonOf(name, long, viewer)).toBe('invalid-input');
    expect(await reasonOf(name, { ...data, from: 'yesterday' }, viewer)).toBe('invalid-input');
  });

  it('answers the figures of the known pipeline to a viewer with canViewReports only', async () => {
    const { name, data } = ask(viewer);
    const answer = await call<HiringReportResult>(name, data, viewer);
    expect(answer.error).toBeUndefined();
    const report = answer.result!;
    expect(report.applications).toBe(4);
    expect(report.funnel.map((row) => [row.stage, row.reached, row.conversionToNext])).toEqual([
      ['applied', 4, 75],
      ['screening', 3, 100],
      ['interview', 3, 66.7],
      ['offer', 2, 100],
      ['hired', 2, null],
    ]);
    // 10 and 4 days: median 7
    expect(report.timeToHire).toEqual({
      hires: 2,
      medianDays: 7,
      perJob: [{ jobId: h.unique('alpha'), jobTitle: 'Alpha Engineer', hires: 2, medianDays: 7 }],
    });
    expect(report.applicationsPerJob).toEqual([
      { jobId: h.unique('alpha'), jobTitle: 'Alpha Engineer', applications: 3 },
      { jobId: h.unique('beta'), jobTitle: 'Beta Designer', applications: 1 },
    ]);
    expect(report.interviewsPerWeek).toEqual([
      { week: '2026-W02', weekStart: '2026-01-05', interviews: 1 },
      { week: '2026-W03', weekStart: '2026-01-12', interviews: 1 },
      { week: '2026-W04', weekStart: '2026-01-19', interviews: 1 },
      { week: '2026-W05', weekStart: '2026-01-26', interviews: 0 },
    ]);
    expect(report.sources).toEqual([
      {
        source: 'applicant',
        applications: 3,
        reachedInterview: 2,
        hired: 1,
        interviewRate: 66.7,
        hireRate: 33.3,
      },
      {
        source: 'talentPool',
        applications: 1,
        reachedInterview: 1,
        hired: 1,
        interviewRate: 100,
        hireRate: 100,
      },
    ]);
    expect(report.jobs.map((job) => job.jobTitle)).toEqual(['Alpha Engineer', 'Beta Designer']);
  });

  it('keeps to one job when asked, and the owner may ask too', async () => {
    const { name, data } = ask(owner, { jobId: h.unique('beta') });
    const answer = await call<HiringReportResult>(name, data, owner);
    expect(answer.result).toMatchObject({ jobId: h.unique('beta'), applications: 1 });
    expect(answer.result!.funnel.map((row) => row.reached)).toEqual([1, 0, 0, 0, 0]);
    expect(answer.result!.interviewsPerWeek.map((row) => row.interviews)).toEqual([0, 0, 0, 0]);
  });

  it('names no person: no name, email, note, reason, link or uid of a candidate', async () => {
    const { name, data } = ask(viewer);
    const text = JSON.stringify(await call(name, data, viewer));
    for (const secret of [
      SECRET_NAME,
      SECRET_EMAIL,
      SECRET_NOTE,
      SECRET_REASON,
      'meet.example',
      h.unique('a1'),
      owner.uid,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
