// firestore.rules for the employer's operations: interviews and their scorecards (the flags
// canScheduleInterviews and canConductInterviews), the job seeker's interview notices, calendar
// feeds, the subscription and its invoices (canManageBilling), webhooks and their deliveries
// (canManageIntegrations) and the webhook secrets nobody reads.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COMPANY, OTHER_COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';
import {
  allBut,
  dbOf,
  displayNameOf,
  EVERYONE,
  omit,
  onlyFlag,
  RIVAL,
  seedHiring,
  SEEKER_APPLICATION,
  setMemberFlags,
  type TeamPermissionFlag,
  type Who,
} from './hiring-fixtures';

const INTERVIEW = 'rules-interview';
const CANCELLED_INTERVIEW = 'rules-interview-cancelled';
const RIVAL_INTERVIEW = 'rules-rival-interview';
const ATTRIBUTES = ['TypeScript', 'React'];
const MEMBER = PERSONAS.teamMember.uid;
const OWNER = PERSONAS.employer.uid;

function storedInterview(companyId: string, overrides: Record<string, unknown> = {}) {
  const at = Timestamp.fromMillis(Date.UTC(2026, 11, 1, 8));
  return {
    companyId,
    applicationId: SEEKER_APPLICATION,
    jobId: 'rules-open-job',
    jobTitle: 'Frontend Engineer',
    candidateName: 'Sam Seeker',
    applicantUid: PERSONAS.jobSeeker.uid,
    startsAt: at,
    timeZone: 'Europe/Berlin',
    durationMinutes: 45,
    kind: 'video',
    location: 'https://meet.example/abc',
    interviewers: [{ uid: MEMBER, name: 'Mia', email: PERSONAS.teamMember.email }],
    interviewerUids: [MEMBER],
    attributes: ATTRIBUTES,
    status: 'scheduled',
    sequence: 0,
    scheduledBy: OWNER,
    scheduledByName: 'Omar',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

async function seedOperations(env: RulesTestEnvironment): Promise<void> {
  await seedHiring(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 2));
    await setDoc(doc(db, 'interviews', INTERVIEW), storedInterview(COMPANY));
    await setDoc(
      doc(db, 'interviews', CANCELLED_INTERVIEW),
      storedInterview(COMPANY, { status: 'cancelled' }),
    );
    await setDoc(
      doc(db, 'interviews', RIVAL_INTERVIEW),
      storedInterview(OTHER_COMPANY, { interviewerUids: [RIVAL.uid, MEMBER] }),
    );
    await setDoc(doc(db, 'interviews', INTERVIEW, 'scorecards', OWNER), {
      authorUid: OWNER,
      authorName: 'Omar',
      ratings: { TypeScript: 4, React: 5 },
      recommendation: 'yes',
      notes: 'Clear thinker.',
      submittedAt: at,
    });
    await setDoc(doc(db, 'interviewNotices', INTERVIEW), {
      applicantUid: PERSONAS.jobSeeker.uid,
      applicationId: SEEKER_APPLICATION,
      jobTitle: 'Frontend Engineer',
      companyName: 'Rules Co',
      startsAt: at,
      timeZone: 'Europe/Berlin',
      durationMinutes: 45,
      kind: 'video',
      status: 'scheduled',
      updatedAt: at,
    });
    await setDoc(doc(db, 'calendarFeeds', MEMBER), {
      uid: MEMBER,
      companyId: COMPANY,
      tokenHash: 'a'.repeat(64),
      createdAt: at,
    });
    for (const companyId of [COMPANY, OTHER_COMPANY]) {
      await setDoc(doc(db, 'subscriptions', companyId), {
        plan: 'growth',
        interval: 'month',
        status: 'active',
        renewsAt: at,
      });
      await setDoc(doc(db, 'subscriptions', companyId, 'invoices', '2026-11-02'), {
        total: 8_910,
        status: 'paid',
      });
      await setDoc(doc(db, 'companies', companyId, 'webhooks', 'hook-1'), {
        url: 'https://hooks.example/jobs',
        events: ['application.created'],
        active: true,
        secretHint: 'abcd',
      });
      await setDoc(doc(db, 'companies', companyId, 'webhookDeliveries', 'delivery-1'), {
        webhookId: 'hook-1',
        status: 'delivered',
      });
    }
    await setDoc(doc(db, 'webhookSecrets', 'hook-1'), { secret: 'whsec_x', companyId: COMPANY });
  });
}

const rulesEnv = useRulesEnv(seedOperations);
const db = (who: Who) => dbOf(rulesEnv(), who);

/** A scorecard as the interviewer `uid` submits it for INTERVIEW. */
function scorecard(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    authorUid: uid,
    authorName: displayNameOf(uid),
    ratings: { TypeScript: 3, React: 4 },
    recommendation: 'strongYes',
    notes: 'Walked through the state model calmly.',
    submittedAt: serverTimestamp(),
    ...overrides,
  };
}

const companyInterviews = (who: Who, companyId = COMPANY) =>
  getDocs(query(collection(db(who), 'interviews'), where('companyId', '==', companyId)));

describe('interviews/{id}', () => {
  it.each(['canScheduleInterviews', 'canConductInterviews'] satisfies TeamPermissionFlag[])(
    'a member with only %s reads the company’s interviews',
    async (flag) => {
      await setMemberFlags(rulesEnv(), onlyFlag(flag));
      await assertSucceeds(getDoc(doc(db('teamMember'), 'interviews', INTERVIEW)));
      await assertSucceeds(companyInterviews('teamMember'));
    },
  );

  it('a member with neither interview flag reads none, even one they are named on', async () => {
    await setMemberFlags(rulesEnv(), {
      ...allBut('canScheduleInterviews'),
      canConductInterviews: false,
    });
    await assertFails(getDoc(doc(db('teamMember'), 'interviews', INTERVIEW)));
    await assertFails(companyInterviews('teamMember'));
  });

  it('the owner and admin read them; the other company, the job seeker and a stranger do not', async () => {
    await assertSucceeds(companyInterviews('employer'));
    await assertSucceeds(companyInterviews('admin'));
    await assertFails(companyInterviews('rival'));
    await assertFails(getDoc(doc(db('rival'), 'interviews', INTERVIEW)));
    await assertFails(getDoc(doc(db('jobSeeker'), 'interviews', INTERVIEW)));
    await assertFails(getDoc(doc(db('anonymous'), 'interviews', INTERVIEW)));
    // a query without the company filter cannot be proven safe
    await assertFails(getDocs(collection(db('employer'), 'interviews')));
  });

  it('a member named on another company’s interview cannot read it', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertFails(getDoc(doc(db('teamMember'), 'interviews', RIVAL_INTERVIEW)));
  });

  it.each(EVERYONE)(
    '%s can neither schedule, move nor cancel an interview directly',
    async (who) => {
      const interviews = collection(db(who), 'interviews');
      await assertFails(addDoc(interviews, storedInterview(COMPANY)));
      await assertFails(setDoc(doc(interviews, `by-${who}`), storedInterview(COMPANY)));
      await assertFails(updateDoc(doc(interviews, INTERVIEW), { status: 'cancelled' }));
      await assertFails(updateDoc(doc(interviews, INTERVIEW), { interviewerUids: [OWNER] }));
      await assertFails(deleteDoc(doc(interviews, INTERVIEW)));
    },
  );
});

describe('interviews/{id}/scorecards/{uid}', () => {
  const card = (who: Who, interviewId: string = INTERVIEW, uid: string = MEMBER) =>
    doc(db(who), 'interviews', interviewId, 'scorecards', uid);

  it('the named interviewer with canConductInterviews submits and corrects their scorecard', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertSucceeds(setDoc(card('teamMember'), scorecard(MEMBER)));
    await assertSucceeds(setDoc(card('teamMember'), scorecard(MEMBER, { recommendation: 'yes' })));
    const stored = await getDoc(card('teamMember'));
    expect(stored.get('recommendation')).toBe('yes');
  });

  it('without canConductInterviews the named interviewer cannot submit', async () => {
    await setMemberFlags(rulesEnv(), allBut('canConductInterviews'));
    await assertFails(setDoc(card('teamMember'), scorecard(MEMBER)));
  });

  it('someone not named on the interview cannot submit, not even the owner', async () => {
    await assertFails(
      setDoc(card('employer', INTERVIEW, OWNER), scorecard(OWNER, { authorName: 'Omar' })),
    );
  });

  it('nobody writes a scorecard in another person’s name', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertFails(setDoc(card('employer'), scorecard(MEMBER)));
    await assertFails(setDoc(card('teamMember', INTERVIEW, OWNER), scorecard(MEMBER)));
    await assertFails(setDoc(card('teamMember'), scorecard(MEMBER, { authorUid: OWNER })));
    await assertFails(setDoc(card('teamMember'), scorecard(MEMBER, { authorName: 'Omar' })));
    await assertFails(setDoc(card('admin', INTERVIEW, MEMBER), scorecard(MEMBER)));
  });

  it('a cancelled interview or another company’s interview takes no scorecard', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertFails(setDoc(card('teamMember', CANCELLED_INTERVIEW), scorecard(MEMBER)));
    await assertFails(setDoc(card('teamMember', RIVAL_INTERVIEW), scorecard(MEMBER)));
    await assertFails(setDoc(card('teamMember', 'no-such-interview'), scorecard(MEMBER)));
  });

  it.each([
    ['a rating of 0', { ratings: { TypeScript: 0, React: 4 } }],
    ['a rating of 6', { ratings: { TypeScript: 6, React: 4 } }],
    ['a rating of 3.5', { ratings: { TypeScript: 3.5, React: 4 } }],
    ['a missing attribute', { ratings: { TypeScript: 3 } }],
    ['an attribute the interview does not rate', { ratings: { TypeScript: 3, React: 4, Go: 5 } }],
    ['an unknown recommendation', { recommendation: 'maybe' }],
    ['notes over 5,000 characters', { notes: 'x'.repeat(5_001) }],
    ['a date of its own', { submittedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) }],
    ['an extra field', { score: 99 }],
  ])('a scorecard with %s is refused', async (_case, overrides) => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertFails(setDoc(card('teamMember'), scorecard(MEMBER, overrides)));
  });

  it('a scorecard missing a field is refused', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertFails(setDoc(card('teamMember'), omit(scorecard(MEMBER), 'notes')));
  });

  it('an interviewer reads the team’s scorecards only once their own is in: no anchoring', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    const cards = collection(db('teamMember'), 'interviews', INTERVIEW, 'scorecards');
    const owners = doc(db('teamMember'), 'interviews', INTERVIEW, 'scorecards', OWNER);
    await assertFails(getDocs(cards));
    await assertFails(getDoc(owners));
    // their own, not submitted yet, they may look for
    await assertSucceeds(getDoc(card('teamMember')));
    await assertSucceeds(setDoc(card('teamMember'), scorecard(MEMBER)));
    await assertSucceeds(getDocs(cards));
    await assertSucceeds(getDoc(owners));
  });

  it('who is not on the panel reads them all, and so does the panel once the interview is off', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertSucceeds(
      getDocs(collection(db('employer'), 'interviews', INTERVIEW, 'scorecards')),
    );
    await assertSucceeds(
      getDocs(collection(db('teamMember'), 'interviews', CANCELLED_INTERVIEW, 'scorecards')),
    );
  });

  it('whoever sees the interview reads its scorecards; nobody deletes one', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canScheduleInterviews'));
    const cards = collection(db('teamMember'), 'interviews', INTERVIEW, 'scorecards');
    await assertSucceeds(getDocs(cards));
    await assertFails(getDocs(collection(db('rival'), 'interviews', INTERVIEW, 'scorecards')));
    await assertFails(getDocs(collection(db('jobSeeker'), 'interviews', INTERVIEW, 'scorecards')));
    await assertFails(deleteDoc(doc(db('employer'), 'interviews', INTERVIEW, 'scorecards', OWNER)));
  });
});

describe('interviewNotices/{id} and calendarFeeds/{uid}', () => {
  it('the applicant reads their own notices and nobody writes one', async () => {
    const notices = collection(db('jobSeeker'), 'interviewNotices');
    await assertSucceeds(getDoc(doc(notices, INTERVIEW)));
    await assertSucceeds(
      getDocs(query(notices, where('applicantUid', '==', PERSONAS.jobSeeker.uid))),
    );
    await assertFails(getDocs(notices));
    await assertFails(updateDoc(doc(notices, INTERVIEW), { status: 'cancelled' }));
    await assertFails(setDoc(doc(notices, 'mine'), { applicantUid: PERSONAS.jobSeeker.uid }));
    for (const who of ['anonymous', 'employer', 'teamMember', 'rival'] as const) {
      await assertFails(getDoc(doc(db(who), 'interviewNotices', INTERVIEW)));
    }
  });

  it('a member reads whether they have a feed, nobody else does, nobody writes one', async () => {
    await assertSucceeds(getDoc(doc(db('teamMember'), 'calendarFeeds', MEMBER)));
    for (const who of ['anonymous', 'jobSeeker', 'employer', 'rival', 'admin'] as const) {
      await assertFails(getDoc(doc(db(who), 'calendarFeeds', MEMBER)));
    }
    await assertFails(getDocs(collection(db('teamMember'), 'calendarFeeds')));
    await assertFails(
      setDoc(doc(db('teamMember'), 'calendarFeeds', MEMBER), {
        uid: MEMBER,
        companyId: COMPANY,
        tokenHash: 'b'.repeat(64),
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(db('teamMember'), 'calendarFeeds', MEMBER)));
  });
});

describe('company members for interview scheduling', () => {
  it('who schedules interviews reads the team to pick interviewers', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canScheduleInterviews'));
    await assertSucceeds(getDocs(collection(db('teamMember'), 'companies', COMPANY, 'members')));
  });

  it('an interviewer who does not schedule does not', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canConductInterviews'));
    await assertFails(getDocs(collection(db('teamMember'), 'companies', COMPANY, 'members')));
  });
});

describe('subscriptions/{companyId} and invoices', () => {
  const subscription = (who: Who, companyId = COMPANY) => doc(db(who), 'subscriptions', companyId);
  const invoices = (who: Who, companyId = COMPANY) =>
    collection(db(who), 'subscriptions', companyId, 'invoices');

  it('a member with only canManageBilling reads the subscription and its invoices', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canManageBilling'));
    await assertSucceeds(getDoc(subscription('teamMember')));
    await assertSucceeds(getDocs(invoices('teamMember')));
  });

  it('without canManageBilling a member reads neither', async () => {
    await setMemberFlags(rulesEnv(), allBut('canManageBilling'));
    await assertFails(getDoc(subscription('teamMember')));
    await assertFails(getDocs(invoices('teamMember')));
  });

  it('another company, a job seeker and a stranger read neither', async () => {
    for (const who of ['anonymous', 'jobSeeker', 'rival'] as const) {
      await assertFails(getDoc(subscription(who)));
      await assertFails(getDocs(invoices(who)));
    }
    await assertSucceeds(getDoc(subscription('rival', OTHER_COMPANY)));
  });

  it.each(EVERYONE)('%s cannot write a price, a plan, an invoice or a discount', async (who) => {
    await assertFails(updateDoc(subscription(who), { plan: 'scale' }));
    await assertFails(
      updateDoc(subscription(who), { status: 'active', renewsAt: serverTimestamp() }),
    );
    await assertFails(setDoc(subscription(who, `new-${who}`), { plan: 'scale' }));
    await assertFails(deleteDoc(subscription(who)));
    await assertFails(addDoc(invoices(who), { total: 0, status: 'paid' }));
    await assertFails(updateDoc(doc(invoices(who), '2026-11-02'), { total: 0 }));
    await assertFails(deleteDoc(doc(invoices(who), '2026-11-02')));
    await assertFails(
      setDoc(doc(db(who), 'discounts', `${OWNER}_2026-12-02`), { uid: OWNER, percent: 100 }),
    );
  });
});

describe('webhooks, deliveries and secrets', () => {
  const hooks = (who: Who, companyId = COMPANY) =>
    collection(db(who), 'companies', companyId, 'webhooks');
  const deliveries = (who: Who, companyId = COMPANY) =>
    collection(db(who), 'companies', companyId, 'webhookDeliveries');

  it('a member with only canManageIntegrations reads webhooks and deliveries', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canManageIntegrations'));
    await assertSucceeds(getDocs(hooks('teamMember')));
    await assertSucceeds(getDocs(deliveries('teamMember')));
  });

  it('without canManageIntegrations, or from elsewhere, nobody reads them', async () => {
    await setMemberFlags(rulesEnv(), allBut('canManageIntegrations'));
    await assertFails(getDocs(hooks('teamMember')));
    await assertFails(getDocs(deliveries('teamMember')));
    for (const who of ['anonymous', 'jobSeeker', 'rival'] as const) {
      await assertFails(getDocs(hooks(who)));
      await assertFails(getDoc(doc(deliveries(who), 'delivery-1')));
    }
  });

  it.each(EVERYONE)('%s cannot register, change or delete a webhook or a delivery', async (who) => {
    const hook = { url: 'https://evil.example', events: ['application.created'], active: true };
    await assertFails(addDoc(hooks(who), hook));
    await assertFails(updateDoc(doc(hooks(who), 'hook-1'), { url: 'https://evil.example' }));
    await assertFails(deleteDoc(doc(hooks(who), 'hook-1')));
    await assertFails(addDoc(deliveries(who), { webhookId: 'hook-1', status: 'pending' }));
    await assertFails(updateDoc(doc(deliveries(who), 'delivery-1'), { status: 'failed' }));
  });

  it.each(EVERYONE)('%s can never read or write a webhook secret', async (who) => {
    const secret = doc(db(who), 'webhookSecrets', 'hook-1');
    await assertFails(getDoc(secret));
    await assertFails(getDocs(collection(db(who), 'webhookSecrets')));
    await assertFails(setDoc(secret, { secret: 'mine', companyId: COMPANY }));
  });
});
