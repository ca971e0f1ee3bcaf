// firestore.rules for jobs: the public board (open jobs), and the postings a company's team
// creates, edits, closes and reopens. Deleting goes through the callable deleteJob, which leaves
// a tombstone (deletedJobs) no client may read or write.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { POSTING_LIMITS } from '../../contracts/job';
import { COMPANY, OTHER_COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';
import {
  ALL_TEAM_PERMISSIONS,
  allBut,
  BOARD_JOB,
  CLOSED_JOB,
  dbOf,
  DESCRIPTION,
  EVERYONE,
  newPosting,
  noFlags,
  omit,
  onlyFlag,
  OPEN_JOB,
  RIVAL,
  RIVAL_CLOSED_JOB,
  RIVAL_JOB,
  seedHiring,
  setMemberFlags,
  storedPosting,
  UNSTATUSED_JOB,
  type Who,
} from './hiring-fixtures';

const rulesEnv = useRulesEnv(seedHiring);

const owner = PERSONAS.employer.uid;
const member = PERSONAS.teamMember.uid;

const jobRef = (who: Who, id: string) => doc(dbOf(rulesEnv(), who), 'jobs', id);
const jobs = (who: Who) => collection(dbOf(rulesEnv(), who), 'jobs');
/** Listing the board's jobs: open ones only, newest first. */
const searchOpen = (who: Who) =>
  getDocs(query(jobs(who), where('status', '==', 'open'), orderBy('postedDate', 'desc')));
/** The company's postings screen. */
const postingsOf = (who: Who, companyId: string) =>
  getDocs(query(jobs(who), where('companyId', '==', companyId), orderBy('createdAt', 'desc')));
const create = (who: Who, id: string, overrides: Record<string, unknown> = {}) => {
  const uid = who === 'rival' ? RIVAL.uid : who === 'anonymous' ? 'nobody' : PERSONAS[who].uid;
  return setDoc(jobRef(who, id), newPosting(id, uid, overrides));
};
const edit = (who: Who, id: string, changes: Record<string, unknown>) =>
  updateDoc(jobRef(who, id), { ...changes, updatedAt: serverTimestamp() });

describe('jobs: reading', () => {
  it('everyone, signed out too, reads an open posting and a board job', async () => {
    for (const who of EVERYONE) {
      await assertSucceeds(getDoc(jobRef(who, OPEN_JOB)));
      await assertSucceeds(getDoc(jobRef(who, BOARD_JOB)));
    }
  });

  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['jobSeeker', false],
    ['employer', true],
    ['teamMember', true],
    ['rival', false],
    ['admin', true],
  ])('a closed posting, as %s: allowed %s', async (who, allowed) => {
    const request = () => getDoc(jobRef(who, CLOSED_JOB));
    await (allowed ? assertSucceeds(request()) : assertFails(request()));
  });

  it('any member of the company reads its closed postings, whatever their flags', async () => {
    await setMemberFlags(rulesEnv(), noFlags());
    await assertSucceeds(getDoc(jobRef('teamMember', CLOSED_JOB)));
    await assertSucceeds(postingsOf('teamMember', COMPANY));
  });

  it('a job without a status counts as closed: only admin reads it', async () => {
    await assertFails(getDoc(jobRef('anonymous', UNSTATUSED_JOB)));
    await assertFails(getDoc(jobRef('jobSeeker', UNSTATUSED_JOB)));
    await assertFails(getDoc(jobRef('employer', UNSTATUSED_JOB)));
    await assertSucceeds(getDoc(jobRef('admin', UNSTATUSED_JOB)));
  });

  it('everyone runs the search over open jobs; a list that could hold closed ones is refused', async () => {
    for (const who of EVERYONE) {
      await assertSucceeds(searchOpen(who));
      await assertSucceeds(
        getDocs(
          query(
            jobs(who),
            where('status', '==', 'open'),
            where('keywords', 'array-contains', 'react'),
            where('type', '==', 'Full-time'),
            orderBy('salary', 'desc'),
          ),
        ),
      );
    }
    for (const who of ['anonymous', 'jobSeeker', 'employer', 'rival'] as const) {
      await assertFails(getDocs(jobs(who)));
      await assertFails(getDocs(query(jobs(who), where('status', '==', 'closed'))));
    }
    await assertSucceeds(getDocs(jobs('admin')));
  });

  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['jobSeeker', false],
    ['employer', true],
    ['teamMember', true],
    ['rival', false],
    ['admin', true],
  ])('the company’s postings (open and closed), as %s: allowed %s', async (who, allowed) => {
    const request = () => postingsOf(who, COMPANY);
    await (allowed ? assertSucceeds(request()) : assertFails(request()));
  });

  it('a company’s open postings are public to a query that asks for open ones only', async () => {
    await assertSucceeds(
      getDocs(
        query(jobs('jobSeeker'), where('companyId', '==', COMPANY), where('status', '==', 'open')),
      ),
    );
  });

  it('the rival lists and reads their own postings, not this company’s closed ones', async () => {
    await assertSucceeds(postingsOf('rival', OTHER_COMPANY));
    await assertSucceeds(getDoc(jobRef('rival', RIVAL_CLOSED_JOB)));
    await assertFails(getDoc(jobRef('employer', RIVAL_CLOSED_JOB)));
  });
});

describe('jobs: creating a posting', () => {
  it('the owner and admin post for the company', async () => {
    await assertSucceeds(create('employer', 'post-owner'));
    await assertSucceeds(create('admin', 'post-admin'));
  });

  it('a member posts with canCreateJobs, not without it', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canCreateJobs'));
    await assertSucceeds(create('teamMember', 'post-member'));
    await setMemberFlags(rulesEnv(), allBut('canCreateJobs'));
    await assertFails(create('teamMember', 'post-member-2'));
  });

  it('signed out, a job seeker and the rival cannot post for the company', async () => {
    for (const who of ['anonymous', 'jobSeeker', 'rival'] as const) {
      await assertFails(create(who, `post-${who}`));
    }
  });

  it('the rival posts for their own company, under its own name', async () => {
    const id = 'post-rival-own';
    await assertSucceeds(
      setDoc(
        jobRef('rival', id),
        newPosting(id, RIVAL.uid, { companyId: OTHER_COMPANY, company: 'Other' }),
      ),
    );
    await assertFails(
      setDoc(
        jobRef('rival', 'post-rival-as-us'),
        newPosting('post-rival-as-us', RIVAL.uid, { companyId: OTHER_COMPANY }),
      ),
    );
  });

  it('is stamped now, by the person asking, under the company’s own name and id', async () => {
    await assertFails(create('employer', 'p1', { createdBy: member }));
    await assertFails(create('employer', 'p2', { createdAt: Timestamp.fromMillis(0) }));
    await assertFails(create('employer', 'p3', { updatedAt: Timestamp.fromMillis(0) }));
    await assertFails(create('employer', 'p4', { company: 'Someone Famous' }));
    await assertFails(create('employer', 'p5', { id: 'another-id' }));
    await assertFails(create('employer', 'p6', { companyId: '' }));
    await assertFails(create('employer', 'p7', { companyId: 'no-such-company' }));
  });

  it('keeps to the limits of a posting', async () => {
    const { titleMax, locationMax, descriptionMin, descriptionMax, salaryMax, skillsMax } =
      POSTING_LIMITS;
    await assertSucceeds(create('employer', 'max', { title: 'x'.repeat(titleMax) }));
    await assertFails(create('employer', 'l1', { title: 'x'.repeat(titleMax + 1) }));
    await assertFails(create('employer', 'l2', { title: '' }));
    await assertFails(create('employer', 'l3', { location: 'x'.repeat(locationMax + 1) }));
    await assertFails(create('employer', 'l4', { description: 'x'.repeat(descriptionMin - 1) }));
    await assertFails(create('employer', 'l5', { description: 'x'.repeat(descriptionMax + 1) }));
    await assertFails(create('employer', 'l6', { salary: -1 }));
    await assertFails(create('employer', 'l7', { salary: salaryMax + 1 }));
    await assertFails(create('employer', 'l8', { salary: 1234.5 }));
    await assertSucceeds(create('employer', 'salary0', { salary: 0 }));
    const skills = Array.from({ length: skillsMax + 1 }, (_, index) => `skill-${index}`);
    await assertFails(create('employer', 'l9', { skills }));
    await assertSucceeds(create('employer', 'skills20', { skills: skills.slice(1) }));
    await assertFails(create('employer', 'l10', { skills: [] }));
    const keywords = Array.from({ length: POSTING_LIMITS.keywordsMax + 1 }, (_, i) => `k${i}`);
    await assertFails(create('employer', 'l11', { keywords }));
    await assertFails(create('employer', 'l12', { applyUrl: 'http://insecure.example' }));
    await assertFails(
      create('employer', 'l13', { applyUrl: `https://x.example/${'a'.repeat(2_000)}` }),
    );
    await assertSucceeds(create('employer', 'url', { applyUrl: 'https://careers.example/1' }));
  });

  it('bounds each list by its entries: skills and keywords are text of limited length', async () => {
    const { skillsMax, skillMax, keywordsMax } = POSTING_LIMITS;
    const texts = (count: number, length: number) =>
      Array.from({ length: count }, (_, index) => `${index}`.padEnd(length, 'x'));
    await assertSucceeds(create('employer', 'sk-max', { skills: texts(skillsMax, skillMax) }));
    await assertFails(create('employer', 'sk-long', { skills: texts(skillsMax, skillMax + 1) }));
    await assertFails(create('employer', 'sk-huge', { skills: ['x'.repeat(20_000)] }));
    await assertFails(create('employer', 'sk-num', { skills: ['React', 42] }));
    await assertFails(create('employer', 'sk-map', { skills: [{ name: 'React' }] }));
    await assertFails(create('employer', 'sk-null', { skills: [null] }));
    await assertFails(create('employer', 'sk-bool', { skills: ['React', false] }));
    await assertFails(create('employer', 'sk-lines', { skills: ['React\nVue'] }));

    await assertSucceeds(create('employer', 'kw-max', { keywords: texts(keywordsMax, skillMax) }));
    await assertFails(
      create('employer', 'kw-long', { keywords: texts(keywordsMax, skillMax + 2) }),
    );
    await assertFails(create('employer', 'kw-huge', { keywords: ['x'.repeat(20_000)] }));
    await assertFails(create('employer', 'kw-num', { keywords: ['react', 1] }));
    await assertFails(create('employer', 'kw-null', { keywords: [null] }));
    // a posting whose words are all single letters has no keywords
    await assertSucceeds(create('employer', 'kw-none', { keywords: [] }));
  });

  it('takes the type, experience and status from their lists', async () => {
    await assertFails(create('employer', 'c1', { type: 'Gig' }));
    await assertFails(create('employer', 'c2', { experience: 'Guru' }));
    await assertFails(create('employer', 'c3', { status: 'draft' }));
    await assertFails(create('employer', 'c4', { remote: 'yes' }));
    await assertSucceeds(
      create('employer', 'c5', { type: 'Internship', experience: 'Entry level', status: 'closed' }),
    );
  });

  it('has exactly the fields of a posting', async () => {
    await assertFails(create('employer', 'f1', { featured: true }));
    const withoutKeywords = omit(newPosting('f2', owner), 'keywords');
    await assertFails(setDoc(jobRef('employer', 'f2'), withoutKeywords));
  });
});

describe('jobs: editing, closing and reopening', () => {
  it('the owner and admin edit, close and reopen', async () => {
    for (const who of ['employer', 'admin'] as const) {
      await assertSucceeds(edit(who, OPEN_JOB, { title: `Edited by ${who}` }));
      await assertSucceeds(edit(who, OPEN_JOB, { status: 'closed' }));
      await assertSucceeds(edit(who, OPEN_JOB, { status: 'open' }));
    }
  });

  it('a member with canEditJobs edits, closes and reopens; without it, not even closes', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canEditJobs'));
    await assertSucceeds(edit('teamMember', OPEN_JOB, { description: `${DESCRIPTION} Edited.` }));
    await assertSucceeds(edit('teamMember', OPEN_JOB, { status: 'closed' }));
    await assertSucceeds(edit('teamMember', CLOSED_JOB, { status: 'open' }));

    await setMemberFlags(rulesEnv(), allBut('canEditJobs'));
    await assertFails(edit('teamMember', OPEN_JOB, { title: 'Nope' }));
    await assertFails(edit('teamMember', OPEN_JOB, { status: 'closed' }));
  });

  it('signed out, a job seeker and the rival change nothing', async () => {
    for (const who of ['anonymous', 'jobSeeker', 'rival'] as const) {
      await assertFails(edit(who, OPEN_JOB, { title: 'Hijacked' }));
      await assertFails(edit(who, OPEN_JOB, { status: 'closed' }));
    }
    await assertFails(edit('employer', RIVAL_JOB, { status: 'closed' }));
  });

  it('never moves a posting to another company, author or creation time', async () => {
    await assertFails(edit('employer', OPEN_JOB, { companyId: OTHER_COMPANY }));
    await assertFails(edit('admin', OPEN_JOB, { companyId: OTHER_COMPANY }));
    await assertFails(edit('employer', OPEN_JOB, { createdBy: member }));
    await assertFails(edit('employer', OPEN_JOB, { createdAt: serverTimestamp() }));
  });

  it('stamps the change now and keeps to the limits', async () => {
    await assertFails(updateDoc(jobRef('employer', OPEN_JOB), { title: 'Unstamped' }));
    await assertFails(
      updateDoc(jobRef('employer', OPEN_JOB), {
        title: 'Back-dated',
        updatedAt: Timestamp.fromMillis(0),
      }),
    );
    await assertFails(
      edit('employer', OPEN_JOB, { title: 'x'.repeat(POSTING_LIMITS.titleMax + 1) }),
    );
    await assertFails(edit('employer', OPEN_JOB, { salary: -5 }));
    await assertFails(edit('employer', OPEN_JOB, { status: 'archived' }));
    await assertFails(edit('employer', OPEN_JOB, { keywords: deleteField() }));
    await assertFails(edit('employer', OPEN_JOB, { keywords: ['x'.repeat(20_000)] }));
    await assertFails(edit('employer', OPEN_JOB, { skills: ['React', 7] }));
    await assertFails(
      edit('employer', OPEN_JOB, { skills: ['x'.repeat(POSTING_LIMITS.skillMax * 30)] }),
    );
    await assertFails(edit('employer', OPEN_JOB, { views: 10 }));
  });

  it('the company name follows the company’s, not a made-up one', async () => {
    await assertFails(edit('employer', OPEN_JOB, { company: 'Someone Famous' }));
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'companies', COMPANY), { name: 'Rules Co GmbH' });
    });
    await assertSucceeds(edit('employer', OPEN_JOB, { company: 'Rules Co GmbH' }));
    // a posting whose company name is behind a rename still reopens
    await assertSucceeds(edit('employer', CLOSED_JOB, { status: 'open' }));
  });
});

describe('jobs: deleting', () => {
  it('nobody deletes a job from the client, not even with canDeleteJobs (callable deleteJob)', async () => {
    await setMemberFlags(rulesEnv(), ALL_TEAM_PERMISSIONS);
    for (const who of EVERYONE) {
      await assertFails(deleteDoc(jobRef(who, OPEN_JOB)));
      await assertFails(deleteDoc(jobRef(who, BOARD_JOB)));
    }
  });

  it("no client reads or writes a deleted posting's tombstone (deleteJob writes it)", async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'deletedJobs', 'gone-job'), {
        deletedAt: Timestamp.now(),
      });
    });
    await setMemberFlags(rulesEnv(), ALL_TEAM_PERMISSIONS);
    for (const who of EVERYONE) {
      const tombstone = doc(dbOf(rulesEnv(), who), 'deletedJobs', 'gone-job');
      await assertFails(getDoc(tombstone));
      await assertFails(getDocs(collection(dbOf(rulesEnv(), who), 'deletedJobs')));
      // a forged tombstone would turn a live posting's page into 410 Gone
      await assertFails(
        setDoc(doc(dbOf(rulesEnv(), who), 'deletedJobs', OPEN_JOB), {
          deletedAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(tombstone));
    }
  });

  it('nor overwrites an existing job by creating it again', async () => {
    await assertFails(create('jobSeeker', OPEN_JOB));
    await assertFails(
      setDoc(jobRef('anonymous', 'spam'), storedPosting('spam', COMPANY, { title: 'Spam' })),
    );
  });
});
