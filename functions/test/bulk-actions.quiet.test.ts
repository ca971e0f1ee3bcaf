// runBulkCandidateAction on the functions emulator: every refusal (signed out, no screening flag,
// another company's member, too many or repeated ids, another company's applications or run),
// a rejection of 50 applicants (50 stage events, 50 rejection mails, 50 audit entries), a move, a
// note and booking links (canScheduleInterviews), and a run with one failed item that a second
// run completes without doing anything twice.
// It runs alone (`*.quiet.test.ts`): its runs queue about 350 trigger events at once (each
// application's creation, stage change, mails and audit entry), which the emulator delivers one
// at a time, holding up every other test's triggers for a minute or more.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_ACTION_LIMITS,
  CALLABLES,
  type RunBulkCandidateActionResult,
} from '../src/contracts.ts';
import { runBulkCandidateAction } from '../src/candidates/run-bulk-action.ts';
import {
  addMember,
  call,
  eventually,
  makeCompany,
  only,
  reasonOf,
  useHarness,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('bulk');
let owner: Account;
let screener: Account;
let scheduler: Account;
let outsider: Account;
let seeker: Account;
let companyId: string;
let companyName: string;
let otherCompanyId: string;
const jobId = h.unique('job');

beforeAll(async () => {
  // the owner interviews: a time zone and working hours every day, as booking links need
  const hours = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      [{ start: '08:00', end: '17:00' }],
    ]),
  );
  owner = await h.account(
    'owner',
    { role: 'employer', timeZone: 'Europe/Berlin', workingHours: hours },
    { displayName: 'Olga Owner' },
  );
  screener = await h.account('screener', { role: 'employer' }, { displayName: 'Sid Screener' });
  scheduler = await h.account('scheduler', { role: 'employer' });
  outsider = await h.account('outsider', { role: 'employer' });
  seeker = await h.account('seeker', { role: 'jobSeeker', locale: 'en' });
  ({ companyId, name: companyName } = await makeCompany(h, 'northwind', owner));
  await addMember(h, companyId, screener, only('canScreenCandidates'), owner.uid);
  await addMember(h, companyId, scheduler, only('canScheduleInterviews'), owner.uid);
  ({ companyId: otherCompanyId } = await makeCompany(h, 'elsewhere', outsider));
});

let made = 0;

/** `count` applications of the seeker in `company` (each its own), at `stage`. */
async function applications(count: number, stage = 'applied', company = companyId) {
  const batch = h.db.batch();
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    made += 1;
    const id = `${jobId}_${seeker.uid}-${made}`;
    ids.push(id);
    batch.set(h.db.doc(`applications/${id}`), {
      jobId,
      jobTitle: 'Backend Engineer',
      companyId: company,
      companyName,
      source: 'applicant',
      applicantUid: seeker.uid,
      candidateId: null,
      candidate: {
        name: `Lena Roth ${made}`,
        email: seeker.email,
        title: '',
        location: '',
        skills: [],
        experience: '',
        education: '',
        availability: '',
        salary: '',
        imageUrl: null,
      },
      note: '',
      locale: 'en',
      stage,
      sharedReason: null,
      createdAt: Timestamp.now(),
      stageChangedAt: Timestamp.now(),
      stageChangedBy: owner.uid,
    });
  }
  await batch.commit();
  return ids;
}

const reject = { kind: 'reject', reason: 'We chose another candidate', share: true } as const;

async function run(input: Record<string, unknown>, caller: Account = screener) {
  const answer = await call<RunBulkCandidateActionResult>(
    CALLABLES.runBulkCandidateAction,
    input,
    caller,
  );
  expect(answer.error).toBeUndefined();
  return answer.result!;
}

const stageOf = async (id: string): Promise<unknown> =>
  (await h.db.doc(`applications/${id}`).get()).get('stage');
const eventsOf = async (id: string) =>
  (await h.db.collection(`applications/${id}/stageEvents`).get()).docs.map((doc) => doc.data());
/** The BULK_CANDIDATE_ACTION entries of a run. */
const auditsOfRun = async (bulkId: string) =>
  (await h.db.collection('auditLogs').where('metadata.bulkId', '==', bulkId).get()).docs.map(
    (doc) => doc.data(),
  );
/** The rejection mails queued for the applications `ids`. */
async function rejectionMails(ids: readonly string[]) {
  const snapshot = await h.db.collection('mail').where('to', '==', seeker.email).get();
  return snapshot.docs.filter(
    (doc) =>
      doc.get('template') === 'rejection' &&
      ids.some((id) => doc.id.startsWith(`application_${id}_rejected_`)),
  );
}

describe('runBulkCandidateAction refuses', () => {
  it('a caller who is not signed in, a member without canScreenCandidates, another company’s owner', async () => {
    const [id] = await applications(1);
    const input = { companyId, applicationIds: [id], action: reject };
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, input, null)).toBe('not-signed-in');
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, input, scheduler)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, input, outsider)).toBe('forbidden');
    expect(await stageOf(id!)).toBe('applied');
    expect(await eventsOf(id!)).toEqual([]);
  });

  it(`more than ${BULK_ACTION_LIMITS.applicationsMax} applications, one twice, none, or no reason`, async () => {
    const ids = Array.from(
      { length: BULK_ACTION_LIMITS.applicationsMax + 1 },
      (_, index) => `${jobId}_x-${index}`,
    );
    const refused = (input: Record<string, unknown>) =>
      reasonOf(CALLABLES.runBulkCandidateAction, { companyId, action: reject, ...input }, owner);
    expect(await refused({ applicationIds: ids })).toBe('invalid-input');
    expect(await refused({ applicationIds: [ids[0], ids[0]] })).toBe('invalid-input');
    expect(await refused({ applicationIds: [] })).toBe('invalid-input');
    expect(await refused({ applicationIds: [ids[0]], action: { ...reject, reason: '   ' } })).toBe(
      'invalid-input',
    );
  });

  it('applications of another company, even beside its own: nothing is done to any', async () => {
    const [own] = await applications(1);
    const [theirs] = await applications(1, 'applied', otherCompanyId);
    const input = { companyId, applicationIds: [own, theirs], action: reject };
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, input, owner)).toBe('not-found');
    const missing = { companyId, applicationIds: [own, `${jobId}_nobody`], action: reject };
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, missing, owner)).toBe('not-found');
    // the other company's owner cannot act on them through their own company either
    const through = { companyId: otherCompanyId, applicationIds: [own], action: reject };
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, through, outsider)).toBe('not-found');
    expect([await stageOf(own!), await stageOf(theirs!)]).toEqual(['applied', 'applied']);
    expect(await eventsOf(own!)).toEqual([]);
  });

  it('running another company’s run again, or one that does not exist', async () => {
    const [id] = await applications(1);
    const { bulkId } = await run({
      companyId,
      applicationIds: [id],
      action: { kind: 'note', text: 'Hi' },
    });
    expect(
      await reasonOf(
        CALLABLES.runBulkCandidateAction,
        { companyId: otherCompanyId, bulkId },
        outsider,
      ),
    ).toBe('not-found');
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, { companyId, bulkId }, outsider)).toBe(
      'forbidden',
    );
    expect(
      await reasonOf(CALLABLES.runBulkCandidateAction, { companyId, bulkId: 'nope' }, owner),
    ).toBe('not-found');
  });
});

describe('a bulk rejection of 50 applicants', () => {
  it('gives each its stage event, its rejection mail and its audit entry', async () => {
    const ids = await applications(50);
    const started = performance.now();
    const result = await run({ companyId, applicationIds: ids, action: reject });
    const seconds = (performance.now() - started) / 1000;
    console.info(`bulk rejection of 50 applications: ${seconds.toFixed(2)} s`);
    expect(result.items).toHaveLength(50);
    expect(result.items.every((item) => item.status === 'done')).toBe(true);

    const events = (await Promise.all(ids.map(eventsOf))).flat();
    expect(events).toHaveLength(50);
    expect(events.every((event) => event.to === 'rejected' && event.by === screener.uid)).toBe(
      true,
    );
    expect(events.every((event) => event.byName === 'Sid Screener')).toBe(true);
    const stored = await h.db.doc(`applications/${ids[0]}`).get();
    expect(stored.get('sharedReason')).toBe(reject.reason);
    expect(stored.get('stageEventId')).toBe(result.bulkId);

    const audits = await auditsOfRun(result.bulkId);
    expect(audits).toHaveLength(50);
    expect(new Set(audits.map((entry): unknown => entry.targetResourceId))).toEqual(new Set(ids));
    expect(audits[0]).toMatchObject({
      action: 'BULK_CANDIDATE_ACTION',
      userId: screener.uid,
      targetResource: 'applications',
      metadata: { companyId, kind: 'reject', to: 'rejected' },
    });

    const mails = await eventually(async () => {
      const found = await rejectionMails(ids);
      return found.length >= 50 ? found : undefined;
    }, '50 rejection mails');
    const mailed = (performance.now() - started) / 1000;
    console.info(`50 rejection mails queued by the stage trigger after ${mailed.toFixed(2)} s`);
    expect(mails).toHaveLength(50);
    expect(mails[0]!.get('params')).toMatchObject({ reason: reject.reason });

    // the same run again changes nothing
    const again = await run({ companyId, bulkId: result.bulkId });
    expect(again.items.every((item) => item.status === 'done')).toBe(true);
    expect((await Promise.all(ids.map(eventsOf))).flat()).toHaveLength(50);
    expect(await auditsOfRun(result.bulkId)).toHaveLength(50);
  }, 120_000);
});

describe('a run with a failed item', () => {
  it('names the failed one; running it again completes it and repeats nothing', async () => {
    const ids = await applications(6);
    const failing = ids[3]!;
    const first = await runBulkCandidateAction(
      h.db,
      { uid: owner.uid, email: owner.email, name: null },
      { companyId, applicationIds: ids, action: { kind: 'move', to: 'screening' } },
      {
        beforeWrite: (id) => {
          if (id === failing) throw new Error('write failed');
        },
      },
    );
    expect(first.items.filter((item) => item.status === 'failed')).toEqual([
      { applicationId: failing, status: 'failed', reason: 'failed' },
    ]);
    expect(await stageOf(failing)).toBe('applied');
    expect(await auditsOfRun(first.bulkId)).toHaveLength(5);

    const second = await run({ companyId, bulkId: first.bulkId }, owner);
    expect(second.items.every((item) => item.status === 'done')).toBe(true);
    expect(await Promise.all(ids.map(stageOf))).toEqual(ids.map(() => 'screening'));
    for (const id of ids) {
      const events = await eventsOf(id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ from: 'applied', to: 'screening', reason: null });
    }
    const audits = await auditsOfRun(first.bulkId);
    expect(audits.map((entry): unknown => entry.targetResourceId).sort()).toEqual([...ids].sort());
  });

  it('fails a candidate who is already there, and does the others', async () => {
    const [rejected] = await applications(1, 'rejected');
    const [open] = await applications(1);
    const result = await run({ companyId, applicationIds: [rejected, open], action: reject });
    expect(result.items).toEqual([
      { applicationId: rejected, status: 'failed', reason: 'already-there' },
      { applicationId: open, status: 'done', reason: null },
    ]);
    expect(await eventsOf(rejected!)).toEqual([]);
  });
});

describe('a bulk note', () => {
  it('adds the note once to each, signed by the caller, and no stage event', async () => {
    const ids = await applications(3);
    const action = { kind: 'note', text: '  Strong portfolio  ' };
    const { bulkId } = await run({ companyId, applicationIds: ids, action });
    await run({ companyId, bulkId });
    for (const id of ids) {
      const notes = (await h.db.collection(`applications/${id}/notes`).get()).docs;
      expect(notes.map((note) => note.data())).toEqual([
        expect.objectContaining({
          text: 'Strong portfolio',
          authorUid: screener.uid,
          authorName: 'Sid Screener',
        }),
      ]);
      expect(await eventsOf(id)).toEqual([]);
      expect(await stageOf(id)).toBe('applied');
    }
    expect(await auditsOfRun(bulkId)).toHaveLength(3);
  });
});

describe('bulk booking links', () => {
  const DAY_MS = 86_400_000;
  const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const bookingLink = () => ({
    kind: 'bookingLink',
    link: {
      durationMinutes: 30,
      bufferMinutes: 10,
      kind: 'video',
      location: 'https://meet.example.com/north',
      interviewerUids: [owner.uid],
      fromDate: dayIn(2),
      toDate: dayIn(9),
      timeZone: 'Europe/Berlin',
    },
  });

  it('need canScheduleInterviews, as one link does; screening does not send them', async () => {
    const [id] = await applications(1);
    const input = { companyId, applicationIds: [id], action: bookingLink() };
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, input, screener)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.runBulkCandidateAction, input, outsider)).toBe('forbidden');
  });

  it('gives each open candidate a link of their own and mails it once, however often the run is run', async () => {
    const open = await applications(3);
    const [hired] = await applications(1, 'hired');
    const ids = [...open, hired!];
    const first = await run({ companyId, applicationIds: ids, action: bookingLink() }, scheduler);
    expect(first.items.find((item) => item.applicationId === hired)).toEqual({
      applicationId: hired,
      status: 'failed',
      reason: 'closed',
    });
    expect(first.items.filter((item) => item.status === 'done')).toHaveLength(3);
    for (const id of open) {
      const linkId = `${first.bulkId}_${id}`;
      expect((await h.db.doc(`bookingLinks/${linkId}`).get()).get('applicationId')).toBe(id);
      expect((await h.db.doc(`mail/booking_${linkId}`).get()).get('to')).toBe(seeker.email);
      // no stage moves with a link
      expect(await stageOf(id)).toBe('applied');
    }
    expect(await auditsOfRun(first.bulkId)).toHaveLength(3);

    await run({ companyId, bulkId: first.bulkId }, scheduler);
    const links = await h.db.collection('bookingLinks').where('applicationId', 'in', ids).get();
    expect(links.size).toBe(3);
    const mails = await h.db.collection('mail').where('to', '==', seeker.email).get();
    expect(mails.docs.filter((doc) => doc.id.startsWith(`booking_${first.bulkId}_`))).toHaveLength(
      3,
    );
    expect(await auditsOfRun(first.bulkId)).toHaveLength(3);
  });
});
