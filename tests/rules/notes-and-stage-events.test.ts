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
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { APPLICATION_LIMITS } from '../../contracts/application';
import { PERSONAS, useRulesEnv } from '../support/rules-env';
import {
  ALL_TEAM_PERMISSIONS,
  allBut,
  dbOf,
  EVERYONE,
  newNote,
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

const RECORDS = [
  { name: 'notes', order: 'createdAt', create: newNote },
  { name: 'stageEvents', order: 'at', create: newStageEvent },
] as const;

describe.each(RECORDS)('applications/{id}/$name', ({ name, order, create }) => {
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
  ) => addDoc(records(who, applicationId), create(uidOf(who), overrides));

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
    const author = name === 'notes' ? 'authorUid' : 'by';
    const stamp = name === 'notes' ? 'createdAt' : 'at';
    await assertFails(add('employer', { [author]: member }));
    await assertFails(add('employer', { [stamp]: Timestamp.fromMillis(0) }));
    await assertFails(add('employer', { pinned: true }));
    const unstamped = omit(create(owner), stamp);
    await assertFails(addDoc(records('employer'), unstamped));
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
  const add = (overrides: Record<string, unknown>) =>
    addDoc(
      collection(dbOf(rulesEnv(), 'employer'), 'applications', SEEKER_APPLICATION, 'stageEvents'),
      newStageEvent(owner, overrides),
    );

  it('goes between known stages (from none, for the first)', async () => {
    await assertSucceeds(add({ from: null, to: 'applied' }));
    await assertFails(add({ to: 'ghosted' }));
    await assertFails(add({ from: 'lost' }));
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
