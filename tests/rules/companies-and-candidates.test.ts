import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COMPANY, dbAs, OTHER_COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';

const rulesEnv = useRulesEnv();

const member = PERSONAS.teamMember.uid;
const allFlags = {
  canManageTeam: true,
  canManageBilling: true,
  canCreateJobs: true,
  canEditJobs: true,
  canDeleteJobs: true,
  canScreenCandidates: true,
  canScheduleInterviews: true,
  canConductInterviews: true,
  canViewReports: true,
  canManageIntegrations: true,
};

describe('companies', () => {
  it('anonymous and job seekers cannot read a company', async () => {
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'anonymous'), 'companies', COMPANY)));
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'jobSeeker'), 'companies', COMPANY)));
  });
  it('the owner and the team member read it; the owner renames it', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rulesEnv(), 'employer'), 'companies', COMPANY)));
    await assertSucceeds(getDoc(doc(dbAs(rulesEnv(), 'teamMember'), 'companies', COMPANY)));
    await assertSucceeds(
      updateDoc(doc(dbAs(rulesEnv(), 'employer'), 'companies', COMPANY), { name: 'Renamed' }),
    );
  });
  it('nobody takes a company over by changing its owner', async () => {
    await assertFails(
      updateDoc(doc(dbAs(rulesEnv(), 'employer'), 'companies', COMPANY), { ownerId: member }),
    );
    await assertFails(
      updateDoc(doc(dbAs(rulesEnv(), 'teamMember'), 'companies', COMPANY), { ownerId: member }),
    );
  });
  it('nobody creates a company from the client: the callable createCompany does', async () => {
    await assertFails(
      setDoc(doc(dbAs(rulesEnv(), 'employer'), 'companies', 'new-co'), {
        name: 'New',
        ownerId: PERSONAS.employer.uid,
      }),
    );
    await assertFails(
      setDoc(doc(dbAs(rulesEnv(), 'jobSeeker'), 'companies', 'seeker-co'), {
        name: 'S',
        ownerId: PERSONAS.jobSeeker.uid,
      }),
    );
    await assertFails(
      setDoc(doc(dbAs(rulesEnv(), 'admin'), 'companies', 'admin-co'), {
        name: 'A',
        ownerId: PERSONAS.admin.uid,
      }),
    );
  });
  it('admin reads every company; others cannot list them', async () => {
    await assertSucceeds(getDocs(collection(dbAs(rulesEnv(), 'admin'), 'companies')));
    await assertFails(getDocs(collection(dbAs(rulesEnv(), 'employer'), 'companies')));
  });
});

describe('companies/{id}/members', () => {
  const memberRef = (persona: Parameters<typeof dbAs>[1]) =>
    doc(dbAs(rulesEnv(), persona), 'companies', COMPANY, 'members', member);

  it('anonymous and job seekers cannot read a membership', async () => {
    await assertFails(getDoc(memberRef('anonymous')));
    await assertFails(getDoc(memberRef('jobSeeker')));
  });
  it('the member reads their own membership but cannot raise their own flags', async () => {
    await assertSucceeds(getDoc(memberRef('teamMember')));
    await assertFails(updateDoc(memberRef('teamMember'), { permissions: allFlags }));
    await assertFails(deleteDoc(memberRef('teamMember')));
  });
  it('the owner neither sets a member’s flags, adds nor removes members from the client', async () => {
    await assertFails(updateDoc(memberRef('employer'), { permissions: allFlags }));
    await assertFails(
      setDoc(doc(dbAs(rulesEnv(), 'employer'), 'companies', COMPANY, 'members', 'new-hire'), {
        uid: 'new-hire',
        permissions: { canViewReports: true },
      }),
    );
    await assertFails(deleteDoc(memberRef('employer')));
  });
  it('an employer of another company cannot touch this team', async () => {
    await assertFails(
      setDoc(doc(dbAs(rulesEnv(), 'teamMember'), 'companies', OTHER_COMPANY, 'members', member), {
        uid: member,
        permissions: allFlags,
      }),
    );
  });
  it('admin reads any team but changes it through the callables only', async () => {
    await assertSucceeds(
      getDocs(collection(dbAs(rulesEnv(), 'admin'), 'companies', COMPANY, 'members')),
    );
    await assertFails(updateDoc(memberRef('admin'), { permissions: { canViewReports: true } }));
  });
});

describe('candidates', () => {
  const ofCompany = (persona: Parameters<typeof dbAs>[1], companyId: string) =>
    getDocs(
      query(
        collection(dbAs(rulesEnv(), persona), 'candidates'),
        where('companyId', '==', companyId),
      ),
    );

  it('anonymous and job seekers cannot see candidates', async () => {
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'anonymous'), 'candidates', 'cand-1')));
    await assertFails(ofCompany('jobSeeker', COMPANY));
  });
  it('the owner sees their company’s candidates, not another company’s', async () => {
    await assertSucceeds(ofCompany('employer', COMPANY));
    await assertSucceeds(getDoc(doc(dbAs(rulesEnv(), 'employer'), 'candidates', 'cand-1')));
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'employer'), 'candidates', 'cand-2')));
  });
  it('a team member with the screening flag sees them; without it, not', async () => {
    await assertSucceeds(ofCompany('teamMember', COMPANY));
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'companies', COMPANY, 'members', member), {
        permissions: { canScreenCandidates: false },
      });
    });
    await assertFails(ofCompany('teamMember', COMPANY));
  });
  it('admin sees every company’s candidates; nobody writes them from the client', async () => {
    await assertSucceeds(ofCompany('admin', OTHER_COMPANY));
    await assertSucceeds(getDoc(doc(dbAs(rulesEnv(), 'admin'), 'candidates', 'cand-2')));
    for (const persona of ['anonymous', 'jobSeeker', 'employer', 'teamMember', 'admin'] as const) {
      const db = dbAs(rulesEnv(), persona);
      await assertFails(setDoc(doc(db, 'candidates', 'cand-9'), { companyId: COMPANY }));
      await assertFails(updateDoc(doc(db, 'candidates', 'cand-1'), { name: 'Renamed' }));
      await assertFails(deleteDoc(doc(db, 'candidates', 'cand-1')));
    }
  });
  it('an employer of another company sees neither these candidates nor a list of them', async () => {
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'employer'), 'candidates', 'cand-2')));
    await assertFails(ofCompany('employer', OTHER_COMPANY));
    await assertFails(getDocs(collection(dbAs(rulesEnv(), 'employer'), 'candidates')));
  });
});

describe('features', () => {
  it('signed-in people read the feature suggestions; anonymous cannot', async () => {
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'anonymous'), 'features', 'f1')));
    for (const persona of ['jobSeeker', 'employer', 'teamMember', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(dbAs(rulesEnv(), persona), 'features', 'f1')));
      await assertFails(
        updateDoc(doc(dbAs(rulesEnv(), persona), 'features', 'f1'), { votes: 9999 }),
      );
    }
  });
});
