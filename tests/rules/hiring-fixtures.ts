// What the hiring rules tests share: the personas beyond tests/support/rules-env.ts (an employer of
// another company, the team member with chosen flags), the seeded postings and applications, and
// documents as the app writes them.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { applicationIdOf, talentPoolKey } from '../../contracts/application';
import { INVITATION_TTL_DAYS } from '../../contracts/company';
import { DAY_MS } from '../../contracts/fields';
import {
  ALL_TEAM_PERMISSIONS,
  TEAM_PERMISSION_FLAGS,
  type TeamPermissionFlag,
} from '../../contracts/roles';
import { COMPANY, dbAs, OTHER_COMPANY, PERSONAS, type PersonaName } from '../support/rules-env';

export { ALL_TEAM_PERMISSIONS, TEAM_PERMISSION_FLAGS, type TeamPermissionFlag };

/** The employer who owns OTHER_COMPANY (the seed's `someone-else`), given a profile here. */
export const RIVAL = { uid: 'someone-else', role: 'employer', email: 'rival@rules.test' } as const;
const COMPANY_NAME = 'Rules Co';

/**
 * The profile names seedHiring gives the personas: the rules check that an application, a note,
 * a stage event and an invitation carry the writer's own (users/{uid}.displayName).
 */
const DISPLAY_NAMES: Record<string, string> = {
  [PERSONAS.jobSeeker.uid]: 'Sam Seeker',
  [PERSONAS.employer.uid]: 'Omar',
  [PERSONAS.teamMember.uid]: 'Mia',
  [PERSONAS.admin.uid]: 'Ada',
  [RIVAL.uid]: 'Rival',
};
/** The profile name of `uid` (empty for someone without a profile). */
export const displayNameOf = (uid: string) => DISPLAY_NAMES[uid] ?? '';

/** Removes the display name from the profile of `uid` (the field is optional). */
export async function clearDisplayName(env: RulesTestEnvironment, uid: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await updateDoc(doc(db, 'users', uid), { displayName: deleteField() });
  });
}
const OTHER_COMPANY_NAME = 'Other';

export type Who = PersonaName | 'anonymous' | 'rival';
export const EVERYONE: readonly Who[] = [
  'anonymous',
  'jobSeeker',
  'employer',
  'teamMember',
  'rival',
  'admin',
];

/** The database as `who` sees it (the owner is `employer`, the other company's owner `rival`). */
export function dbOf(env: RulesTestEnvironment, who: Who): Firestore {
  if (who !== 'rival') return dbAs(env, who);
  return env
    .authenticatedContext(RIVAL.uid, { email: RIVAL.email })
    .firestore() as unknown as Firestore;
}

/** `value` without `keys`: a document missing some of its fields. */
export function omit(value: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => !keys.includes(name)));
}

export const noFlags = () =>
  Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, false])) as Record<
    TeamPermissionFlag,
    boolean
  >;
/** Only `flag`: proves the flag is enough. */
export const onlyFlag = (flag: TeamPermissionFlag) => ({ ...noFlags(), [flag]: true });
/** Every flag but `flag`: proves the flag is needed. */
export const allBut = (flag: TeamPermissionFlag) => ({ ...ALL_TEAM_PERMISSIONS, [flag]: false });

/** Gives the team member (PERSONAS.teamMember) exactly these flags in COMPANY. */
export async function setMemberFlags(
  env: RulesTestEnvironment,
  permissions: Record<TeamPermissionFlag, boolean>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'companies', COMPANY, 'members', PERSONAS.teamMember.uid), {
      uid: PERSONAS.teamMember.uid,
      email: PERSONAS.teamMember.email,
      displayName: 'Mia',
      permissions,
      addedBy: PERSONAS.employer.uid,
      addedAt: Timestamp.now(),
    });
  });
}

// ---------- jobs ----------
export const OPEN_JOB = 'rules-open-job';
export const CLOSED_JOB = 'rules-closed-job';
/** An open job of COMPANY nobody has applied to yet. */
export const FRESH_JOB = 'rules-fresh-job';
export const RIVAL_JOB = 'rules-rival-job';
export const RIVAL_CLOSED_JOB = 'rules-rival-closed-job';
/** An open job of COMPANY with its own application page: people apply there, not in the app. */
export const EXTERNAL_JOB = 'rules-external-job';
/** A sample job of the seed: open, of no company. */
export const BOARD_JOB = 'rules-board-job';
/** tests/support/rules-env.ts seeds `job-1` with a title only: no status, so not open. */
export const UNSTATUSED_JOB = 'job-1';

const SKILLS = ['TypeScript', 'React'];
export const DESCRIPTION = 'We build the hiring tools people actually enjoy using every day.';

/** A stored posting of `companyId`, as the posting form's writer leaves it. */
export function storedPosting(
  id: string,
  companyId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const companyName = companyId === COMPANY ? COMPANY_NAME : OTHER_COMPANY_NAME;
  return {
    id,
    title: 'Frontend Engineer',
    company: companyName,
    location: 'Berlin, Germany',
    remote: true,
    description: DESCRIPTION,
    postedDate: '2026-11-01T00:00:00.000Z',
    applyUrl: '',
    salary: 90_000,
    type: 'Full-time',
    skills: SKILLS,
    experience: 'Mid level',
    keywords: ['frontend', 'engineer', 'typescript', 'react'],
    locationKey: 'berlin',
    status: 'open',
    companyId,
    createdBy: companyId === COMPANY ? PERSONAS.employer.uid : RIVAL.uid,
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)),
    updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)),
    ...overrides,
  };
}

/** A new posting of COMPANY as `uid` writes it (server-stamped). */
export function newPosting(
  id: string,
  uid: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return storedPosting(id, COMPANY, {
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  });
}

// ---------- applications ----------
export const CANDIDATE = 'cand-1';
export const RIVAL_CANDIDATE = 'cand-2';
export const OTHER_SEEKER = 'rules-other-seeker';

export const SEEKER_APPLICATION = applicationIdOf(OPEN_JOB, PERSONAS.jobSeeker.uid);
export const OTHER_SEEKER_APPLICATION = applicationIdOf(OPEN_JOB, OTHER_SEEKER);
export const POOL_APPLICATION = applicationIdOf(OPEN_JOB, talentPoolKey(CANDIDATE));
export const RIVAL_APPLICATION = applicationIdOf(RIVAL_JOB, PERSONAS.jobSeeker.uid);

export const applicantProfile = (overrides: Record<string, unknown> = {}) => ({
  name: displayNameOf(PERSONAS.jobSeeker.uid),
  email: PERSONAS.jobSeeker.email,
  title: 'Frontend Engineer',
  location: 'Berlin',
  skills: ['TypeScript'],
  experience: '5 years',
  education: 'BSc',
  availability: 'Immediately',
  salary: '85k',
  imageUrl: null,
  ...overrides,
});

/** An application of the job seeker to `jobId` of COMPANY, as the apply form writes it. */
export function newApplication(
  jobId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    jobId,
    jobTitle: 'Frontend Engineer',
    companyId: COMPANY,
    companyName: COMPANY_NAME,
    source: 'applicant',
    applicantUid: PERSONAS.jobSeeker.uid,
    candidateId: null,
    candidate: applicantProfile(),
    note: 'I would love to join.',
    locale: 'en',
    stage: 'applied',
    sharedReason: null,
    createdAt: serverTimestamp(),
    stageChangedAt: serverTimestamp(),
    stageChangedBy: PERSONAS.jobSeeker.uid,
    ...overrides,
  };
}

/** The team adding talent-pool candidate `candidateId` to `jobId` of COMPANY, as `uid`. */
export function newPoolApplication(
  jobId: string,
  candidateId: string,
  uid: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return newApplication(jobId, {
    source: 'talentPool',
    applicantUid: null,
    candidateId,
    candidate: applicantProfile({ name: 'Cara', email: 'cara@pool.test' }),
    stageChangedBy: uid,
    ...overrides,
  });
}

/** A move of an application to `stage` by `uid`, as the pipeline writes it. */
export const stageChange = (
  uid: string,
  stage: string,
  sharedReason: string | null = null,
): Record<string, unknown> => ({
  stage,
  sharedReason,
  stageChangedAt: serverTimestamp(),
  stageChangedBy: uid,
});

export const newStageEvent = (
  uid: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  from: 'applied',
  to: 'screening',
  by: uid,
  byName: displayNameOf(uid),
  at: serverTimestamp(),
  reason: null,
  reasonShared: false,
  ...overrides,
});

/**
 * How a move goes wrong on purpose: fields of the application's side, fields of its event, or
 * the whole event written instead.
 */
export interface MoveOverrides {
  application?: Record<string, unknown>;
  event?: Record<string, unknown>;
  wholeEvent?: Record<string, unknown>;
}

/**
 * A move as the pipeline writes it: one batch of the application's stage fields, naming a new
 * stage event (stageEventId), and that event, from `from` to `to`, by `uid`. A shared reason is
 * the rejection's reason, marked shared.
 */
export function moveBatch(
  db: Firestore,
  applicationId: string,
  uid: string,
  move: { from: string | null; to: string; sharedReason?: string | null },
  overrides: MoveOverrides = {},
): Promise<void> {
  const sharedReason = move.sharedReason ?? null;
  const batch = writeBatch(db);
  const event = doc(collection(db, 'applications', applicationId, 'stageEvents'));
  batch.update(doc(db, 'applications', applicationId), {
    ...stageChange(uid, move.to, sharedReason),
    stageEventId: event.id,
    ...overrides.application,
  });
  batch.set(
    event,
    overrides.wholeEvent ??
      newStageEvent(uid, {
        from: move.from,
        to: move.to,
        reason: sharedReason,
        reasonShared: sharedReason !== null,
        ...overrides.event,
      }),
  );
  return batch.commit();
}

/** The stage an application is at now, read past the rules. */
export async function stageOf(env: RulesTestEnvironment, applicationId: string): Promise<string> {
  let stage = '';
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const snapshot = await getDoc(doc(db, 'applications', applicationId));
    stage = String(snapshot.get('stage'));
  });
  return stage;
}

export const newNote = (
  uid: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  text: 'Strong portfolio.',
  authorUid: uid,
  authorName: displayNameOf(uid),
  createdAt: serverTimestamp(),
  ...overrides,
});

// ---------- invitations ----------
export const INVITATION = 'rules-invitation';

/** An invitation as the invite form writes it, as `uid`, valid for the contract's days. */
export function newInvitation(
  uid: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    email: 'new.hire@rules.test',
    permissions: onlyFlag('canScreenCandidates'),
    locale: 'de',
    invitedBy: uid,
    invitedByName: displayNameOf(uid),
    status: 'pending',
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
    ...overrides,
  };
}

/**
 * Seeds, with rules disabled, on top of the personas: their profile names (DISPLAY_NAMES) and the
 * rival's profile; full member documents
 * for the owner (all ten flags) and the team member (only canScreenCandidates); postings of both
 * companies, open and closed, one with an external apply page, and a board job; applications (the job seeker's, another seeker's,
 * a talent-pool one, one in the rival's pipeline) with a note and a stage event; an invitation; a
 * queued mail.
 */
export async function seedHiring(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    // one commit rather than a round trip per document: this runs before every test
    const batch = writeBatch(db);
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 2));
    for (const persona of Object.values(PERSONAS)) {
      batch.update(doc(db, 'users', persona.uid), { displayName: displayNameOf(persona.uid) });
    }
    batch.set(doc(db, 'users', RIVAL.uid), { ...RIVAL, displayName: displayNameOf(RIVAL.uid) });
    batch.set(doc(db, 'users', OTHER_SEEKER), { uid: OTHER_SEEKER, role: 'jobSeeker' });
    batch.set(doc(db, 'companies', COMPANY), {
      name: COMPANY_NAME,
      ownerId: PERSONAS.employer.uid,
      createdAt: at,
    });
    batch.set(doc(db, 'companies', OTHER_COMPANY), {
      name: OTHER_COMPANY_NAME,
      ownerId: RIVAL.uid,
      createdAt: at,
    });
    batch.set(doc(db, 'companies', COMPANY, 'members', PERSONAS.employer.uid), {
      uid: PERSONAS.employer.uid,
      email: PERSONAS.employer.email,
      displayName: 'Omar',
      permissions: ALL_TEAM_PERMISSIONS,
      addedBy: PERSONAS.employer.uid,
      addedAt: at,
    });
    batch.set(doc(db, 'companies', COMPANY, 'members', PERSONAS.teamMember.uid), {
      uid: PERSONAS.teamMember.uid,
      email: PERSONAS.teamMember.email,
      displayName: 'Mia',
      permissions: onlyFlag('canScreenCandidates'),
      addedBy: PERSONAS.employer.uid,
      addedAt: at,
    });
    batch.set(doc(db, 'companies', COMPANY, 'invitations', INVITATION), {
      ...newInvitation(PERSONAS.employer.uid),
      createdAt: at,
      expiresAt: Timestamp.fromMillis(at.toMillis() + INVITATION_TTL_DAYS * DAY_MS),
    });

    batch.set(doc(db, 'jobs', OPEN_JOB), storedPosting(OPEN_JOB, COMPANY));
    batch.set(doc(db, 'jobs', FRESH_JOB), storedPosting(FRESH_JOB, COMPANY));
    batch.set(
      doc(db, 'jobs', EXTERNAL_JOB),
      storedPosting(EXTERNAL_JOB, COMPANY, { applyUrl: 'https://careers.example/frontend' }),
    );
    batch.set(
      doc(db, 'jobs', CLOSED_JOB),
      storedPosting(CLOSED_JOB, COMPANY, { status: 'closed' }),
    );
    batch.set(doc(db, 'jobs', RIVAL_JOB), storedPosting(RIVAL_JOB, OTHER_COMPANY));
    batch.set(
      doc(db, 'jobs', RIVAL_CLOSED_JOB),
      storedPosting(RIVAL_CLOSED_JOB, OTHER_COMPANY, { status: 'closed' }),
    );
    // as the seed writes its sample jobs: no author, no dates
    const board = storedPosting(BOARD_JOB, COMPANY, { company: 'Acme', companyId: '' });
    batch.set(doc(db, 'jobs', BOARD_JOB), omit(board, 'createdBy', 'createdAt', 'updatedAt'));

    const stored = (overrides: Record<string, unknown>) => ({
      ...newApplication(OPEN_JOB),
      createdAt: at,
      stageChangedAt: at,
      ...overrides,
    });
    batch.set(doc(db, 'applications', SEEKER_APPLICATION), stored({}));
    batch.set(
      doc(db, 'applications', OTHER_SEEKER_APPLICATION),
      stored({ applicantUid: OTHER_SEEKER, stageChangedBy: OTHER_SEEKER }),
    );
    batch.set(
      doc(db, 'applications', POOL_APPLICATION),
      stored({
        source: 'talentPool',
        applicantUid: null,
        candidateId: CANDIDATE,
        stageChangedBy: PERSONAS.employer.uid,
      }),
    );
    batch.set(
      doc(db, 'applications', RIVAL_APPLICATION),
      stored({ jobId: RIVAL_JOB, companyId: OTHER_COMPANY, companyName: OTHER_COMPANY_NAME }),
    );
    for (const applicationId of [SEEKER_APPLICATION, RIVAL_APPLICATION]) {
      batch.set(doc(db, 'applications', applicationId, 'notes', 'note-1'), {
        ...newNote(PERSONAS.employer.uid),
        createdAt: at,
      });
      batch.set(doc(db, 'applications', applicationId, 'stageEvents', 'event-1'), {
        ...newStageEvent(PERSONAS.employer.uid, { from: null, to: 'applied' }),
        at,
      });
    }

    batch.set(doc(db, 'mail', 'mail-1'), {
      to: PERSONAS.jobSeeker.email,
      locale: 'en',
      template: 'applicationReceived',
      params: {},
      subject: 'We received your application',
      text: 'Thanks',
      html: '<p>Thanks</p>',
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
      createdAt: at,
    });
    await batch.commit();
  });
}
