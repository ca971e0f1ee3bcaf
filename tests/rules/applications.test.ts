// firestore.rules for applications: a job seeker applies once to an open job and reads their own;
// the company's screeners read the pipeline, add talent-pool candidates and move people along it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS, applicationIdOf, talentPoolKey } from '../../contracts/application';
import { COMPANY, OTHER_COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';
import {
  allBut,
  applicantProfile,
  BOARD_JOB,
  CANDIDATE,
  clearDisplayName,
  CLOSED_JOB,
  dbOf,
  displayNameOf,
  EVERYONE,
  EXTERNAL_JOB,
  FRESH_JOB,
  moveBatch,
  type MoveOverrides,
  newApplication,
  newPoolApplication,
  newStageEvent,
  omit,
  onlyFlag,
  OPEN_JOB,
  OTHER_SEEKER,
  OTHER_SEEKER_APPLICATION,
  POOL_APPLICATION,
  RIVAL,
  RIVAL_APPLICATION,
  RIVAL_CANDIDATE,
  RIVAL_JOB,
  SEEKER_APPLICATION,
  seedHiring,
  setMemberFlags,
  stageChange,
  stageOf,
  UNSTATUSED_JOB,
  type Who,
} from './hiring-fixtures';

const rulesEnv = useRulesEnv(seedHiring);

const seeker = PERSONAS.jobSeeker.uid;
const owner = PERSONAS.employer.uid;
const member = PERSONAS.teamMember.uid;
const uidOf = (who: Who) =>
  who === 'rival' ? RIVAL.uid : who === 'anonymous' ? 'nobody' : PERSONAS[who].uid;

const applications = (who: Who) => collection(dbOf(rulesEnv(), who), 'applications');
const applicationRef = (who: Who, id: string) => doc(applications(who), id);
/** The job seeker's "my applications". */
const mine = (who: Who, uid: string) =>
  getDocs(query(applications(who), where('applicantUid', '==', uid), orderBy('createdAt', 'desc')));
/** The pipeline across the company's jobs. */
const pipeline = (who: Who, companyId: string) =>
  getDocs(
    query(applications(who), where('companyId', '==', companyId), orderBy('createdAt', 'desc')),
  );
/** The pipeline of one job. */
const jobPipeline = (who: Who, companyId: string, jobId: string) =>
  getDocs(
    query(
      applications(who),
      where('companyId', '==', companyId),
      where('jobId', '==', jobId),
      orderBy('createdAt', 'desc'),
    ),
  );

/** The job seeker applying to `jobId` (under the id the app builds). */
const apply = (who: Who, jobId: string, overrides: Record<string, unknown> = {}) =>
  setDoc(
    applicationRef(who, applicationIdOf(jobId, uidOf(who))),
    newApplication(jobId, {
      applicantUid: uidOf(who),
      stageChangedBy: uidOf(who),
      ...overrides,
    }),
  );
const poolId = (jobId: string, candidateId: string) =>
  applicationIdOf(jobId, talentPoolKey(candidateId));
const addFromPool = (
  who: Who,
  jobId: string,
  candidateId: string,
  overrides: Record<string, unknown> = {},
) =>
  setDoc(
    applicationRef(who, poolId(jobId, candidateId)),
    newPoolApplication(jobId, candidateId, uidOf(who), overrides),
  );
/** `who` moves application `id` from where it is to `stage`, with its stage event. */
const move = async (
  who: Who,
  id: string,
  stage: string,
  sharedReason: string | null = null,
  overrides: MoveOverrides = {},
) =>
  moveBatch(
    dbOf(rulesEnv(), who),
    id,
    uidOf(who),
    { from: await stageOf(rulesEnv(), id), to: stage, sharedReason },
    overrides,
  );

describe('applications: reading', () => {
  it('the job seeker reads their own application and lists “my applications”', async () => {
    await assertSucceeds(getDoc(applicationRef('jobSeeker', SEEKER_APPLICATION)));
    await assertSucceeds(getDoc(applicationRef('jobSeeker', RIVAL_APPLICATION)));
    await assertSucceeds(mine('jobSeeker', seeker));
  });

  it('a job seeker cannot read another’s application, nor list another’s or a company’s', async () => {
    await assertFails(getDoc(applicationRef('jobSeeker', OTHER_SEEKER_APPLICATION)));
    await assertFails(getDoc(applicationRef('jobSeeker', POOL_APPLICATION)));
    await assertFails(mine('jobSeeker', OTHER_SEEKER));
    await assertFails(pipeline('jobSeeker', COMPANY));
    await assertFails(getDocs(applications('jobSeeker')));
  });

  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['employer', true],
    ['teamMember', true],
    ['rival', false],
    ['admin', true],
  ])('the company’s pipeline, as %s: allowed %s', async (who, allowed) => {
    const expectation = (request: Promise<unknown>) =>
      allowed ? assertSucceeds(request) : assertFails(request);
    await expectation(getDoc(applicationRef(who, SEEKER_APPLICATION)));
    await expectation(getDoc(applicationRef(who, POOL_APPLICATION)));
    await expectation(pipeline(who, COMPANY));
    await expectation(jobPipeline(who, COMPANY, OPEN_JOB));
  });

  it('a member reads the pipeline with canScreenCandidates, not without it', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canScreenCandidates'));
    await assertSucceeds(pipeline('teamMember', COMPANY));
    await setMemberFlags(rulesEnv(), allBut('canScreenCandidates'));
    await assertFails(getDoc(applicationRef('teamMember', SEEKER_APPLICATION)));
    await assertFails(pipeline('teamMember', COMPANY));
    await assertFails(jobPipeline('teamMember', COMPANY, OPEN_JOB));
  });

  it('each company sees its own pipeline only; an unfiltered list is refused', async () => {
    await assertSucceeds(pipeline('rival', OTHER_COMPANY));
    await assertSucceeds(getDoc(applicationRef('rival', RIVAL_APPLICATION)));
    await assertFails(getDoc(applicationRef('employer', RIVAL_APPLICATION)));
    await assertFails(pipeline('employer', OTHER_COMPANY));
    await assertFails(getDocs(applications('employer')));
    await assertSucceeds(getDocs(applications('admin')));
  });
});

describe('applications: a job seeker applies', () => {
  it('once, to an open job, as themselves', async () => {
    await assertSucceeds(apply('jobSeeker', FRESH_JOB));
  });

  it('applying twice is an update, and refused', async () => {
    await assertFails(apply('jobSeeker', OPEN_JOB));
    await assertSucceeds(apply('jobSeeker', FRESH_JOB));
    await assertFails(apply('jobSeeker', FRESH_JOB, { note: 'Again' }));
  });

  it('not to a closed job, a job without a status, a board job or a job that does not exist', async () => {
    await assertFails(apply('jobSeeker', CLOSED_JOB));
    await assertFails(apply('jobSeeker', UNSTATUSED_JOB));
    await assertFails(apply('jobSeeker', BOARD_JOB, { companyId: '', companyName: 'Acme' }));
    await assertFails(apply('jobSeeker', 'no-such-job'));
  });

  it('under the id of the job and their own uid only', async () => {
    const body = newApplication(FRESH_JOB);
    const as = (id: string) => setDoc(applicationRef('jobSeeker', id), body);
    await assertFails(as(applicationIdOf(FRESH_JOB, OTHER_SEEKER)));
    await assertFails(as(`${FRESH_JOB}-${seeker}`));
    await assertFails(as(applicationIdOf(OPEN_JOB, seeker)));
    await assertFails(as('random-id'));
  });

  it('copying the job’s company, title and company name', async () => {
    await assertFails(apply('jobSeeker', FRESH_JOB, { jobTitle: 'CTO' }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { companyName: 'Famous Inc' }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { companyId: OTHER_COMPANY }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { jobId: OPEN_JOB }));
  });

  it('entering at “applied” now, as an applicant with nothing shared', async () => {
    await assertFails(apply('jobSeeker', FRESH_JOB, { stage: 'offer' }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { sharedReason: 'Pick me' }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { applicantUid: OTHER_SEEKER }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { source: 'talentPool' }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { candidateId: CANDIDATE }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { stageChangedBy: owner }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { createdAt: Timestamp.fromMillis(0) }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { stageChangedAt: Timestamp.fromMillis(0) }));
  });

  it('within the limits of the schema', async () => {
    const { noteMax, skillsMax, fieldMax } = APPLICATION_LIMITS;
    await assertFails(apply('jobSeeker', FRESH_JOB, { note: 'x'.repeat(noteMax + 1) }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { locale: 'pt' }));
    await assertFails(apply('jobSeeker', FRESH_JOB, { matchScore: 100 }));
    const skills = Array.from({ length: skillsMax + 1 }, (_, index) => `skill-${index}`);
    await assertFails(apply('jobSeeker', FRESH_JOB, { candidate: applicantProfile({ skills }) }));
    await assertFails(
      apply('jobSeeker', FRESH_JOB, {
        candidate: applicantProfile({ title: 'x'.repeat(fieldMax + 1) }),
      }),
    );
    await assertFails(
      apply('jobSeeker', FRESH_JOB, { candidate: applicantProfile({ verified: true }) }),
    );
    const withoutNote = omit(newApplication(FRESH_JOB), 'note');
    await assertFails(
      setDoc(applicationRef('jobSeeker', applicationIdOf(FRESH_JOB, seeker)), withoutNote),
    );
    await assertSucceeds(apply('jobSeeker', FRESH_JOB, { note: 'x'.repeat(noteMax) }));
  });

  it('as themselves: the email they signed in with', async () => {
    const email = PERSONAS.jobSeeker.email;
    const as = (candidateEmail: string) =>
      apply('jobSeeker', FRESH_JOB, { candidate: applicantProfile({ email: candidateEmail }) });
    await assertFails(as('someone.else@rules.test'));
    await assertFails(as(PERSONAS.employer.email));
    await assertFails(as(''));
    await assertSucceeds(as(email.toUpperCase())); // addresses compare without case
  });

  it('an applicant without an email on their sign-in cannot apply', async () => {
    const db = rulesEnv().authenticatedContext(seeker).firestore();
    await assertFails(
      setDoc(
        doc(db, 'applications', applicationIdOf(FRESH_JOB, seeker)),
        newApplication(FRESH_JOB),
      ),
    );
  });

  it('as themselves: the name of their profile', async () => {
    expect(displayNameOf(seeker)).toBe('Sam Seeker');
    const as = (name: string) =>
      apply('jobSeeker', FRESH_JOB, { candidate: applicantProfile({ name }) });
    await assertFails(as('Someone Famous'));
    await assertFails(as('sam seeker'));
    await assertFails(as(''));
    await assertSucceeds(as('Sam Seeker'));
  });

  it('with an empty name when their profile has none', async () => {
    await clearDisplayName(rulesEnv(), seeker);
    const as = (name: string) =>
      apply('jobSeeker', FRESH_JOB, { candidate: applicantProfile({ name }) });
    await assertFails(as('Sam Seeker'));
    await assertSucceeds(as(''));
  });

  it('not in the app to a posting with its own application page', async () => {
    await assertFails(apply('jobSeeker', EXTERNAL_JOB));
    await assertSucceeds(apply('jobSeeker', FRESH_JOB));
  });

  it('with skills of text, bounded in number and length', async () => {
    const { skillsMax, skillMax } = APPLICATION_LIMITS;
    const withSkills = (skills: unknown[]) =>
      apply('jobSeeker', FRESH_JOB, { candidate: applicantProfile({ skills }) });
    const longest = Array.from({ length: skillsMax }, (_, index) =>
      `${index}`.padEnd(skillMax, 'x'),
    );
    await assertFails(withSkills(longest.map((skill) => `${skill}x`)));
    await assertFails(withSkills(['x'.repeat(skillsMax * (skillMax + 1) + 1)]));
    await assertFails(withSkills(['TypeScript', 42]));
    await assertFails(withSkills([{ name: 'TypeScript' }]));
    await assertFails(withSkills([true]));
    await assertFails(withSkills(['TypeScript', null]));
    await assertSucceeds(withSkills(longest));
  });

  it('with no skills at all', async () => {
    await assertSucceeds(
      apply('jobSeeker', FRESH_JOB, { candidate: applicantProfile({ skills: [] }) }),
    );
  });

  it('only a job seeker applies: not signed out, not an employer, not admin', async () => {
    for (const who of ['anonymous', 'employer', 'teamMember', 'rival', 'admin'] as const) {
      await assertFails(apply(who, FRESH_JOB));
    }
  });
});

describe('applications: the team adds from the talent pool', () => {
  it('the owner and admin add a candidate of the company to its job', async () => {
    await assertSucceeds(addFromPool('employer', FRESH_JOB, CANDIDATE));
    await assertSucceeds(addFromPool('admin', CLOSED_JOB, CANDIDATE));
  });

  it('a member adds with canScreenCandidates, not without it', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canScreenCandidates'));
    await assertSucceeds(addFromPool('teamMember', FRESH_JOB, CANDIDATE));
    await setMemberFlags(rulesEnv(), allBut('canScreenCandidates'));
    await assertFails(addFromPool('teamMember', CLOSED_JOB, CANDIDATE));
  });

  it('signed out, a job seeker and the rival cannot add to this company', async () => {
    for (const who of ['anonymous', 'jobSeeker', 'rival'] as const) {
      await assertFails(addFromPool(who, FRESH_JOB, CANDIDATE));
    }
  });

  it('only the company’s own candidates, to the company’s own jobs, once, under the pool id', async () => {
    await assertFails(addFromPool('employer', FRESH_JOB, RIVAL_CANDIDATE));
    await assertFails(addFromPool('employer', FRESH_JOB, 'no-such-candidate'));
    await assertFails(addFromPool('employer', RIVAL_JOB, CANDIDATE, { companyName: 'Rules Co' }));
    await assertFails(addFromPool('employer', OPEN_JOB, CANDIDATE)); // already in the pipeline
    await assertFails(
      setDoc(
        applicationRef('employer', applicationIdOf(FRESH_JOB, CANDIDATE)),
        newPoolApplication(FRESH_JOB, CANDIDATE, owner),
      ),
    );
  });

  it('as a talent-pool entry with no applicant, at “applied”, by the person asking', async () => {
    await assertFails(addFromPool('employer', FRESH_JOB, CANDIDATE, { applicantUid: seeker }));
    await assertFails(addFromPool('employer', FRESH_JOB, CANDIDATE, { source: 'applicant' }));
    await assertFails(addFromPool('employer', FRESH_JOB, CANDIDATE, { stage: 'hired' }));
    await assertFails(addFromPool('employer', FRESH_JOB, CANDIDATE, { stageChangedBy: member }));
    await assertFails(addFromPool('employer', FRESH_JOB, CANDIDATE, { jobTitle: 'Other' }));
  });

  it('the rival adds their own candidate to their own job', async () => {
    await assertSucceeds(
      setDoc(
        applicationRef('rival', poolId(RIVAL_JOB, RIVAL_CANDIDATE)),
        newPoolApplication(RIVAL_JOB, RIVAL_CANDIDATE, RIVAL.uid, {
          companyId: OTHER_COMPANY,
          companyName: 'Other',
        }),
      ),
    );
  });

  it('with the first stage event in the same batch', async () => {
    const db = dbOf(rulesEnv(), 'employer');
    const id = poolId(FRESH_JOB, CANDIDATE);
    const batch = writeBatch(db);
    batch.set(doc(db, 'applications', id), newPoolApplication(FRESH_JOB, CANDIDATE, owner));
    batch.set(
      doc(collection(db, 'applications', id, 'stageEvents')),
      newStageEvent(owner, { from: null, to: 'applied' }),
    );
    await assertSucceeds(batch.commit());
  });
});

describe('applications: moving a candidate', () => {
  it('the owner and admin move a candidate along the pipeline', async () => {
    await assertSucceeds(move('employer', SEEKER_APPLICATION, 'screening'));
    await assertSucceeds(move('admin', SEEKER_APPLICATION, 'interview'));
    await assertSucceeds(move('employer', POOL_APPLICATION, 'offer'));
  });

  it('a member moves with canScreenCandidates, not without it', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canScreenCandidates'));
    await assertSucceeds(move('teamMember', SEEKER_APPLICATION, 'screening'));
    await setMemberFlags(rulesEnv(), allBut('canScreenCandidates'));
    await assertFails(move('teamMember', SEEKER_APPLICATION, 'interview'));
  });

  it('the job seeker cannot move their own application, not even to withdraw or to “hired”', async () => {
    await assertFails(move('jobSeeker', SEEKER_APPLICATION, 'hired'));
    await assertFails(move('jobSeeker', SEEKER_APPLICATION, 'rejected'));
    await assertFails(updateDoc(applicationRef('jobSeeker', SEEKER_APPLICATION), { note: 'Edit' }));
  });

  it('signed out and the rival move nothing; the owner nothing of the rival’s', async () => {
    await assertFails(move('anonymous', SEEKER_APPLICATION, 'screening'));
    await assertFails(move('rival', SEEKER_APPLICATION, 'screening'));
    await assertFails(move('employer', RIVAL_APPLICATION, 'screening'));
  });

  it('changes only the stage fields, stamped now, by the person asking', async () => {
    const ref = applicationRef('employer', SEEKER_APPLICATION);
    const screening = (application: Record<string, unknown>) =>
      move('employer', SEEKER_APPLICATION, 'screening', null, { application });
    await assertFails(screening({ note: 'Edited' }));
    await assertFails(screening({ companyId: OTHER_COMPANY }));
    await assertFails(screening({ stageChangedBy: member }));
    await assertFails(screening({ stageChangedAt: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(ref, { companyId: OTHER_COMPANY }));
    await assertFails(move('employer', SEEKER_APPLICATION, 'ghosted'));
    await assertSucceeds(screening({}));
  });

  it('shares a reason only with a rejection, of at most 1,000 characters', async () => {
    const { reasonMax } = APPLICATION_LIMITS;
    await assertFails(
      move('employer', SEEKER_APPLICATION, 'interview', null, {
        application: { sharedReason: 'Looks good' },
      }),
    );
    await assertFails(move('employer', SEEKER_APPLICATION, 'rejected', 'x'.repeat(reasonMax + 1)));
    await assertSucceeds(move('employer', SEEKER_APPLICATION, 'rejected', 'x'.repeat(reasonMax)));
    await assertSucceeds(move('employer', POOL_APPLICATION, 'rejected', null));
    // moving on again clears the shared reason
    await assertFails(
      move('employer', SEEKER_APPLICATION, 'screening', null, {
        application: { sharedReason: 'x'.repeat(reasonMax) },
      }),
    );
    await assertSucceeds(move('employer', SEEKER_APPLICATION, 'screening'));
  });

  it('names a new stage event of its own batch: no move goes unrecorded', async () => {
    const ref = applicationRef('employer', SEEKER_APPLICATION);
    // the move alone, as a partial write or an update, with or without a made-up event id
    await assertFails(setDoc(ref, stageChange(owner, 'offer'), { merge: true }));
    await assertFails(updateDoc(ref, stageChange(owner, 'offer')));
    await assertFails(updateDoc(ref, { ...stageChange(owner, 'offer'), stageEventId: 'none' }));
    // an event recorded before cannot stand for a new move
    await assertSucceeds(move('employer', SEEKER_APPLICATION, 'screening'));
    const { stageEventId } = (await getDoc(ref)).data() as { stageEventId: string };
    await assertFails(updateDoc(ref, { ...stageChange(owner, 'offer'), stageEventId }));
    expect(await stageOf(rulesEnv(), SEEKER_APPLICATION)).toBe('screening');
  });

  it('agrees with its event on the reason shared with the applicant', async () => {
    const rejected = (sharedReason: string | null, event: Record<string, unknown>) =>
      move('employer', SEEKER_APPLICATION, 'rejected', sharedReason, { event });
    // shared on the application, kept for the team only in the event
    await assertFails(rejected('Not now', { reasonShared: false }));
    // shared, but another reason than the event's
    await assertFails(rejected('Not now', { reason: 'Too junior' }));
    // the event says shared, the applicant sees nothing
    await assertFails(rejected(null, { reason: 'Too junior', reasonShared: true }));
    await assertSucceeds(rejected(null, { reason: 'Too junior', reasonShared: false }));
    await assertSucceeds(move('employer', POOL_APPLICATION, 'rejected', 'Not now'));
  });

  it('with its stage event in the same batch', async () => {
    const db = dbOf(rulesEnv(), 'employer');
    const batch = writeBatch(db);
    const event = doc(collection(db, 'applications', SEEKER_APPLICATION, 'stageEvents'));
    batch.update(doc(db, 'applications', SEEKER_APPLICATION), {
      ...stageChange(owner, 'rejected', 'Not now'),
      stageEventId: event.id,
    });
    batch.set(
      event,
      newStageEvent(owner, { to: 'rejected', reason: 'Not now', reasonShared: true }),
    );
    await assertSucceeds(batch.commit());
  });
});

describe('applications: deleting', () => {
  it('nobody deletes an application from the client', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canScreenCandidates'));
    for (const who of EVERYONE) {
      await assertFails(deleteDoc(applicationRef(who, SEEKER_APPLICATION)));
    }
  });
});
