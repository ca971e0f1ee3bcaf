// firestore.rules for what the team keeps about a candidate: notes (applications/{id}/notes) and
// the record of every move (applications/{id}/stageEvents). Never shown to the applicant.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS, applicationIdOf, talentPoolKey } from '../../contracts/application';
import { PERSONAS, useRulesEnv } from '../support/rules-env';
import {
  ALL_TEAM_PERMISSIONS,
  allBut,
  CANDIDATE,
  clearDisplayName,
  dbOf,
  displayNameOf,
  EVERYONE,
  FRESH_JOB,
  moveBatch,
  newNote,
  newPoolApplication,
  newStageEvent,
  omit,
  onlyFlag,
  RIVAL,
  RIVAL_APPLICATION,
  SEEKER_APPLICATION,
  seedHiring,
  setMemberFlags,
  type Who,
} from './hiring-fixtures';

const rulesEnv = useRulesEnv(seedHiring);

const owner = PERSONAS.employer.uid;
const member = PERSONAS.teamMember.uid;
const uidOf = (who: Who) =>
  who === 'rival' ? RIVAL.uid : who === 'anonymous' ? 'nobody' : PERSONAS[who].uid;

/** A note is added on its own. */
const addNote = async (db: Firestore, applicationId: string, note: Record<string, unknown>) => {
  await addDoc(collection(db, 'applications', applicationId, 'notes'), note);
};

/**
 * A stage event is written as the pipeline writes it: in one batch with the move it records (the
 * application moved to the event's `to`, by the event's author, naming the event).
 */
const addMove = (db: Firestore, applicationId: string, event: Record<string, unknown>) =>
  moveBatch(
    db,
    applicationId,
    String(event.by),
    {
      from: event.from as string | null,
      to: String(event.to),
      // a reason the event says was shared is the application's shared reason
      sharedReason: event.reasonShared === true ? (event.reason as string) : null,
    },
    { wholeEvent: event },
  );

const RECORDS = [
  { name: 'notes', order: 'createdAt', create: newNote, write: addNote, author: 'authorName' },
  { name: 'stageEvents', order: 'at', create: newStageEvent, write: addMove, author: 'byName' },
] as const;

describe.each(RECORDS)('applications/{id}/$name', ({ name, order, create, write, author }) => {
  const records = (who: Who, applicationId = SEEKER_APPLICATION) =>
    collection(dbOf(rulesEnv(), who), 'applications', applicationId, name);
  /** The candidate panel's query: oldest first. */
  const listed = (who: Who, applicationId = SEEKER_APPLICATION) =>
    getDocs(query(records(who, applicationId), orderBy(order, 'asc')));
  const first = (who: Who, applicationId = SEEKER_APPLICATION) =>
    getDoc(doc(records(who, applicationId), name === 'notes' ? 'note-1' : 'event-1'));
  const add = (
    who: Who,
    overrides: Record<string, unknown> = {},
    applicationId = SEEKER_APPLICATION,
  ) => write(dbOf(rulesEnv(), who), applicationId, create(uidOf(who), overrides));

  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['jobSeeker', false],
    ['employer', true],
    ['teamMember', true],
    ['rival', false],
    ['admin', true],
  ])('as %s, reading, listing and adding: allowed %s', async (who, allowed) => {
    const expectation = (request: Promise<unknown>) =>
      allowed ? assertSucceeds(request) : assertFails(request);
    await expectation(first(who));
    await expectation(listed(who));
    await expectation(add(who));
  });

  it('the applicant never sees them on their own application', async () => {
    await assertFails(first('jobSeeker'));
    await assertFails(listed('jobSeeker'));
    await assertFails(add('jobSeeker'));
  });

  it('a member needs canScreenCandidates', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canScreenCandidates'));
    await assertSucceeds(listed('teamMember'));
    await assertSucceeds(add('teamMember'));
    await setMemberFlags(rulesEnv(), allBut('canScreenCandidates'));
    await assertFails(first('teamMember'));
    await assertFails(listed('teamMember'));
    await assertFails(add('teamMember'));
  });

  it('belong to the application’s company: the owner cannot reach the rival’s', async () => {
    await assertFails(listed('employer', RIVAL_APPLICATION));
    await assertFails(add('employer', {}, RIVAL_APPLICATION));
    await assertSucceeds(listed('rival', RIVAL_APPLICATION));
  });

  it('are not added to an application that does not exist', async () => {
    await assertFails(add('employer', {}, 'no-such-application'));
    await assertFails(add('admin', {}, 'no-such-application'));
    await assertFails(addDoc(records('admin', 'no-such-application'), create(uidOf('admin'))));
  });

  it('are never changed or deleted, not even by admin', async () => {
    await setMemberFlags(rulesEnv(), ALL_TEAM_PERMISSIONS);
    for (const who of EVERYONE) {
      const ref = doc(records(who), name === 'notes' ? 'note-1' : 'event-1');
      await assertFails(updateDoc(ref, { byName: 'Edited', text: 'Edited' }));
      await assertFails(deleteDoc(ref));
    }
  });

  it('are written as the person asking, stamped now, with exactly their fields', async () => {
    const authorUid = name === 'notes' ? 'authorUid' : 'by';
    const stamp = name === 'notes' ? 'createdAt' : 'at';
    await assertFails(add('employer', { [authorUid]: member }));
    await assertFails(add('employer', { [stamp]: Timestamp.fromMillis(0) }));
    await assertFails(add('employer', { pinned: true }));
    const unstamped = omit(create(owner), stamp);
    await assertFails(write(dbOf(rulesEnv(), 'employer'), SEEKER_APPLICATION, unstamped));
    await assertSucceeds(add('employer'));
  });

  it('carry the name of the author’s own profile, not a made-up one', async () => {
    expect(displayNameOf(owner)).toBe('Omar');
    await assertFails(add('employer', { [author]: 'The CEO' }));
    await assertFails(add('employer', { [author]: 'Mia' }));
    await assertFails(add('employer', { [author]: '' }));
    await assertSucceeds(add('employer', { [author]: 'Omar' }));
    // the event above moved the candidate to screening; the next move goes on from there
    const next = name === 'stageEvents' ? { from: 'screening', to: 'interview' } : {};
    await assertFails(add('teamMember', { [author]: 'Omar', ...next }));
    await assertSucceeds(add('teamMember', { [author]: 'Mia', ...next }));
  });

  it('carry an empty name when the author’s profile has none', async () => {
    await clearDisplayName(rulesEnv(), owner);
    await assertFails(add('employer', { [author]: 'Omar' }));
    await assertSucceeds(add('employer', { [author]: '' }));
  });
});

describe('a note', () => {
  const add = (overrides: Record<string, unknown>) =>
    addDoc(
      collection(dbOf(rulesEnv(), 'employer'), 'applications', SEEKER_APPLICATION, 'notes'),
      newNote(owner, overrides),
    );

  it('is 1 to 2,000 characters of text, not blank', async () => {
    const { teamNoteMax } = APPLICATION_LIMITS;
    await assertSucceeds(add({ text: 'x'.repeat(teamNoteMax) }));
    await assertFails(add({ text: 'x'.repeat(teamNoteMax + 1) }));
    await assertFails(add({ text: '' }));
    await assertFails(add({ text: '   ' }));
    await assertFails(add({ text: 42 }));
  });
});

describe('a stage event', () => {
  const db = () => dbOf(rulesEnv(), 'employer');
  /** The event written with the move to its `to` (SEEKER_APPLICATION is at `applied`). */
  const add = (overrides: Record<string, unknown>) =>
    addMove(db(), SEEKER_APPLICATION, newStageEvent(owner, overrides));
  /** A batch of the move to `stage` and `event`. */
  const moveWith = (stage: string, event: Record<string, unknown>) =>
    moveBatch(
      db(),
      SEEKER_APPLICATION,
      owner,
      { from: 'applied', to: stage },
      {
        event: newStageEvent(owner, event),
      },
    );
  const alone = (event: Record<string, unknown>) =>
    addDoc(
      collection(db(), 'applications', SEEKER_APPLICATION, 'stageEvents'),
      newStageEvent(owner, event),
    );

  it('goes between known stages', async () => {
    await assertFails(add({ to: 'ghosted' }));
    await assertFails(add({ from: 'lost' }));
    await assertSucceeds(add({ from: 'applied', to: 'interview' }));
  });

  it('records the move of its own batch: from the stage before, to the stage after', async () => {
    await assertFails(moveWith('screening', { from: 'applied', to: 'interview' }));
    await assertFails(moveWith('screening', { from: 'offer', to: 'screening' }));
    await assertFails(moveWith('screening', { from: null, to: 'screening' }));
    await assertSucceeds(moveWith('screening', { from: 'applied', to: 'screening' }));
    await assertFails(moveWith('offer', { from: 'applied', to: 'offer' }));
    await assertSucceeds(moveWith('offer', { from: 'screening', to: 'offer' }));
  });

  it('is not written without a move: no made-up history', async () => {
    await assertFails(alone({ from: 'applied', to: 'screening' }));
    await assertFails(alone({ from: 'applied', to: 'applied' }));
    await assertFails(alone({ from: null, to: 'applied' }));
    // a "move" to the stage the candidate is at records nothing
    await assertFails(moveWith('applied', { from: 'applied', to: 'applied' }));
  });

  it('starts from none only in the batch that adds the candidate to the pipeline', async () => {
    const employer = db();
    const id = applicationIdOf(FRESH_JOB, talentPoolKey(CANDIDATE));
    const application = doc(employer, 'applications', id);
    const events = collection(employer, 'applications', id, 'stageEvents');
    const addWith = (event: Record<string, unknown>) => {
      const batch = writeBatch(employer);
      batch.set(application, newPoolApplication(FRESH_JOB, CANDIDATE, owner));
      batch.set(doc(events), newStageEvent(owner, event));
      return batch.commit();
    };
    await assertFails(addWith({ from: null, to: 'screening' }));
    await assertFails(addWith({ from: 'applied', to: 'applied' }));
    await assertSucceeds(addWith({ from: null, to: 'applied' }));
    // once the application exists, a first event can no longer be added
    await assertFails(addDoc(events, newStageEvent(owner, { from: null, to: 'applied' })));
  });

  it('of a candidate added first, on its own, has no first event afterwards', async () => {
    const id = applicationIdOf(FRESH_JOB, talentPoolKey(CANDIDATE));
    await assertSucceeds(
      setDoc(doc(db(), 'applications', id), newPoolApplication(FRESH_JOB, CANDIDATE, owner)),
    );
    await assertFails(
      addDoc(
        collection(db(), 'applications', id, 'stageEvents'),
        newStageEvent(owner, { from: null, to: 'applied' }),
      ),
    );
  });

  it('keeps a reason of at most 1,000 characters, and says whether it was shared', async () => {
    const { reasonMax } = APPLICATION_LIMITS;
    await assertSucceeds(
      add({ to: 'rejected', reason: 'x'.repeat(reasonMax), reasonShared: true }),
    );
    await assertFails(add({ to: 'rejected', reason: 'x'.repeat(reasonMax + 1) }));
    await assertFails(add({ reasonShared: 'no' }));
  });
});
