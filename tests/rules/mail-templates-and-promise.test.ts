// firestore.rules for a company's own mail templates (companies/{cid}/mailTemplates), its
// response promise (companies/{cid}/settings/responsePromise) and its public figures
// (companyStats/{cid}): the team reads them, who manages the team writes the first two (a member
// without that flag, another company's owner, a job seeker and a signed-out caller cannot), every
// field is checked, and the public figures are the server's alone.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MAIL_TEMPLATE_LIMITS } from '../../contracts/mail-templates';
import { RESPONSE_DAYS_MAX } from '../../contracts/response-promise';
import { COMPANY, OTHER_COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';
import {
  allBut,
  dbOf,
  EVERYONE,
  omit,
  onlyFlag,
  seedHiring,
  setMemberFlags,
  type Who,
} from './hiring-fixtures';

const rulesEnv = useRulesEnv(seedHiring);

const uidOf = (who: Who) =>
  who === 'rival' ? 'someone-else' : who === 'anonymous' ? 'nobody' : PERSONAS[who].uid;

const templateRef = (who: Who, id = 'rejection_de', companyId = COMPANY) =>
  doc(dbOf(rulesEnv(), who), 'companies', companyId, 'mailTemplates', id);
const promiseRef = (who: Who, companyId = COMPANY, id = 'responsePromise') =>
  doc(dbOf(rulesEnv(), who), 'companies', companyId, 'settings', id);

const template = (who: Who, overrides: Record<string, unknown> = {}) => ({
  kind: 'rejection',
  locale: 'de',
  subject: 'Ihre Bewerbung für {{jobTitle}}',
  body: 'Hallo {{firstName}},\n\nvielen Dank.',
  updatedBy: uidOf(who),
  updatedAt: serverTimestamp(),
  ...overrides,
});
const promise = (who: Who, overrides: Record<string, unknown> = {}) => ({
  days: 5,
  updatedBy: uidOf(who),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** A template and a promise of both companies, written with the rules off. */
async function seedOwn(): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const companyId of [COMPANY, OTHER_COMPANY]) {
      await setDoc(doc(db, 'companies', companyId, 'mailTemplates', 'rejection_de'), {
        ...template('employer'),
        updatedAt: Timestamp.now(),
      });
      await setDoc(doc(db, 'companies', companyId, 'settings', 'responsePromise'), {
        days: 7,
        updatedBy: 'seed',
        updatedAt: Timestamp.now(),
      });
    }
    await setDoc(doc(db, 'companyStats', COMPANY), { responseRate: 0.5 });
  });
}

describe('companies/{cid}/mailTemplates', () => {
  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['jobSeeker', false],
    ['employer', true],
    ['teamMember', true],
    ['rival', false],
    ['admin', true],
  ])('read as %s: allowed %s', async (who, allowed) => {
    await seedOwn();
    const read = () => getDoc(templateRef(who));
    await (allowed ? assertSucceeds(read()) : assertFails(read()));
    const list = () =>
      getDocs(collection(dbOf(rulesEnv(), who), 'companies', COMPANY, 'mailTemplates'));
    await (allowed ? assertSucceeds(list()) : assertFails(list()));
  });

  it('is written by the owner, an admin and a member who manages the team', async () => {
    await assertSucceeds(setDoc(templateRef('employer'), template('employer')));
    await assertSucceeds(setDoc(templateRef('admin'), template('admin')));
    await setMemberFlags(rulesEnv(), onlyFlag('canManageTeam'));
    await assertSucceeds(setDoc(templateRef('teamMember'), template('teamMember')));
    await assertSucceeds(deleteDoc(templateRef('teamMember')));
  });

  it('is refused to a member without the flag, another company, a job seeker, the signed-out', async () => {
    await seedOwn();
    await setMemberFlags(rulesEnv(), allBut('canManageTeam'));
    for (const who of ['teamMember', 'rival', 'jobSeeker', 'anonymous'] as const) {
      await assertFails(setDoc(templateRef(who), template(who)));
      await assertFails(deleteDoc(templateRef(who)));
    }
    // the rival owns the other company, not this one; in their own they may
    await assertSucceeds(
      setDoc(templateRef('rival', 'rejection_de', OTHER_COMPANY), template('rival')),
    );
  });

  it('takes only a well-formed template whose id is its kind and language', async () => {
    const bad: Record<string, unknown>[] = [
      template('employer', { locale: 'en' }),
      template('employer', { kind: 'welcome' }),
      template('employer', { locale: 'xx' }),
      template('employer', { subject: '' }),
      template('employer', { subject: 'x'.repeat(MAIL_TEMPLATE_LIMITS.subjectMax + 1) }),
      template('employer', { body: 'x'.repeat(MAIL_TEMPLATE_LIMITS.bodyMax + 1) }),
      template('employer', { body: 42 }),
      template('employer', { updatedBy: PERSONAS.teamMember.uid }),
      template('employer', { updatedAt: Timestamp.fromMillis(0) }),
      template('employer', { html: '<b>x</b>' }),
      omit(template('employer'), 'body'),
    ];
    for (const data of bad) await assertFails(setDoc(templateRef('employer'), data));
    await assertSucceeds(
      setDoc(
        templateRef('employer'),
        template('employer', { body: 'x'.repeat(MAIL_TEMPLATE_LIMITS.bodyMax) }),
      ),
    );
  });
});

describe('companies/{cid}/settings/responsePromise', () => {
  it('is read by the team only', async () => {
    await seedOwn();
    for (const who of EVERYONE) {
      const allowed = who === 'employer' || who === 'teamMember' || who === 'admin';
      const read = () => getDoc(promiseRef(who));
      await (allowed ? assertSucceeds(read()) : assertFails(read()));
    }
  });

  it('is set by who manages the team, within its bounds', async () => {
    await assertSucceeds(setDoc(promiseRef('employer'), promise('employer')));
    await setMemberFlags(rulesEnv(), onlyFlag('canManageTeam'));
    await assertSucceeds(setDoc(promiseRef('teamMember'), promise('teamMember', { days: 14 })));
    for (const days of [0, RESPONSE_DAYS_MAX + 1, 2.5, '7']) {
      await assertFails(setDoc(promiseRef('employer'), promise('employer', { days })));
    }
    await assertFails(setDoc(promiseRef('employer'), promise('employer', { extra: true })));
    await assertFails(setDoc(promiseRef('employer', COMPANY, 'other'), promise('employer')));
    await assertFails(deleteDoc(promiseRef('employer')));
  });

  it('is refused to a member without the flag, another company, a job seeker, the signed-out', async () => {
    await setMemberFlags(rulesEnv(), allBut('canManageTeam'));
    for (const who of ['teamMember', 'rival', 'jobSeeker', 'anonymous'] as const) {
      await assertFails(setDoc(promiseRef(who), promise(who)));
    }
  });
});

describe('companyStats/{cid}', () => {
  it('is read by anyone, one company at a time, and written by nobody', async () => {
    await seedOwn();
    for (const who of EVERYONE) {
      await assertSucceeds(getDoc(doc(dbOf(rulesEnv(), who), 'companyStats', COMPANY)));
      await assertFails(getDocs(collection(dbOf(rulesEnv(), who), 'companyStats')));
      await assertFails(
        setDoc(doc(dbOf(rulesEnv(), who), 'companyStats', COMPANY), { responseRate: 1 }),
      );
    }
  });
});
