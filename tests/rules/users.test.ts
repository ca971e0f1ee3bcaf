import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH } from '../../contracts/user';
import { dbAs, PERSONAS, useRulesEnv } from '../support/rules-env';

const rulesEnv = useRulesEnv();

const seeker = PERSONAS.jobSeeker;
const newProfile = (uid: string, role: string, email: string | null = null) => ({
  uid,
  role,
  displayName: 'New Person',
  email,
  createdAt: serverTimestamp(),
});

describe('users/{uid}', () => {
  describe('anonymous', () => {
    it('cannot read a profile', async () => {
      await assertFails(getDoc(doc(dbAs(rulesEnv(), 'anonymous'), 'users', seeker.uid)));
    });
    it('cannot list profiles', async () => {
      await assertFails(getDocs(collection(dbAs(rulesEnv(), 'anonymous'), 'users')));
    });
    it('cannot create a profile', async () => {
      await assertFails(
        setDoc(
          doc(dbAs(rulesEnv(), 'anonymous'), 'users', 'someone'),
          newProfile('someone', 'jobSeeker'),
        ),
      );
    });
  });

  describe('owner', () => {
    it('reads their own profile', async () => {
      await assertSucceeds(getDoc(doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid)));
    });

    it('creates their own profile as a job seeker or an employer', async () => {
      await rulesEnv().clearFirestore();
      await assertSucceeds(
        setDoc(
          doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid),
          newProfile(seeker.uid, 'jobSeeker', seeker.email),
        ),
      );
      await assertSucceeds(
        setDoc(
          doc(dbAs(rulesEnv(), 'employer'), 'users', PERSONAS.employer.uid),
          newProfile(PERSONAS.employer.uid, 'employer'),
        ),
      );
    });

    it.each(['admin', 'superuser', '', 'Admin'])(
      'cannot create their profile with the role %j',
      async (role) => {
        await rulesEnv().clearFirestore();
        await assertFails(
          setDoc(
            doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid),
            newProfile(seeker.uid, role),
          ),
        );
      },
    );

    it('cannot create a profile with extra fields, a foreign uid, another email or a back-dated time', async () => {
      await rulesEnv().clearFirestore();
      const db = dbAs(rulesEnv(), 'jobSeeker');
      const ref = doc(db, 'users', seeker.uid);
      await assertFails(setDoc(ref, { ...newProfile(seeker.uid, 'jobSeeker'), companyId: 'x' }));
      await assertFails(setDoc(ref, newProfile('someone-else', 'jobSeeker')));
      await assertFails(setDoc(ref, newProfile(seeker.uid, 'jobSeeker', 'other@rules.test')));
      await assertFails(
        setDoc(ref, { ...newProfile(seeker.uid, 'jobSeeker'), createdAt: new Date(0) }),
      );
    });

    it('can never change their own role', async () => {
      const ref = doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid);
      await assertFails(updateDoc(ref, { role: 'admin' }));
      await assertFails(updateDoc(ref, { role: 'employer' }));
      await assertFails(setDoc(ref, { ...seeker, role: 'admin' }));
    });

    it('may rename themselves', async () => {
      await assertSucceeds(
        updateDoc(doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid), {
          displayName: 'Sam C.',
        }),
      );
    });

    it('may set their interface language to one of the six, alone or with their name', async () => {
      const ref = doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid);
      await assertSucceeds(updateDoc(ref, { locale: 'de' }));
      await assertSucceeds(updateDoc(ref, { locale: 'ar', displayName: 'Sam' }));
      await assertFails(updateDoc(ref, { locale: 'pt' }));
      await assertFails(updateDoc(ref, { locale: 'EN' }));
      await assertFails(updateDoc(ref, { locale: null }));
    });

    it('keeps the name non-empty text of at most 120 characters', async () => {
      const ref = doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid);
      await assertSucceeds(updateDoc(ref, { displayName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH) }));
      await assertFails(updateDoc(ref, { displayName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }));
      await assertFails(updateDoc(ref, { displayName: '' }));
      await assertFails(updateDoc(ref, { displayName: 7, locale: 'fr' }));
    });

    it('cannot join a company, or change anything else, alongside the allowed fields', async () => {
      const ref = doc(dbAs(rulesEnv(), 'employer'), 'users', PERSONAS.employer.uid);
      await assertFails(updateDoc(ref, { companyId: 'rules-company' }));
      await assertFails(updateDoc(ref, { locale: 'it', companyId: 'rules-company' }));
      await assertFails(updateDoc(ref, { displayName: 'Omar', email: 'boss@rules.test' }));
    });

    it('cannot delete their profile', async () => {
      await assertFails(deleteDoc(doc(dbAs(rulesEnv(), 'jobSeeker'), 'users', seeker.uid)));
    });
  });

  describe('other user', () => {
    it('cannot read someone else’s profile', async () => {
      await assertFails(getDoc(doc(dbAs(rulesEnv(), 'employer'), 'users', seeker.uid)));
    });
    it('cannot list profiles', async () => {
      await assertFails(getDocs(collection(dbAs(rulesEnv(), 'employer'), 'users')));
    });
    it('cannot create a profile for someone else', async () => {
      await assertFails(
        setDoc(
          doc(dbAs(rulesEnv(), 'employer'), 'users', 'someone'),
          newProfile('someone', 'jobSeeker'),
        ),
      );
    });
    it('cannot change someone else’s profile or role', async () => {
      const ref = doc(dbAs(rulesEnv(), 'employer'), 'users', seeker.uid);
      await assertFails(updateDoc(ref, { displayName: 'Hacked' }));
      await assertFails(updateDoc(ref, { locale: 'ar' }));
      await assertFails(updateDoc(ref, { role: 'admin' }));
      await assertFails(deleteDoc(ref));
    });
  });
});

describe('everything else', () => {
  it('is denied by default, to every persona', async () => {
    for (const persona of ['anonymous', 'jobSeeker', 'employer', 'admin'] as const) {
      const db = dbAs(rulesEnv(), persona);
      await assertFails(getDoc(doc(db, 'unknownCollection', 'x')));
      await assertFails(setDoc(doc(db, 'unknownCollection', 'x'), { a: 1 }));
    }
  });
});

describe('users/{uid} for the admin', () => {
  it('reads and lists every profile', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rulesEnv(), 'admin'), 'users', seeker.uid)));
    await assertSucceeds(getDocs(collection(dbAs(rulesEnv(), 'admin'), 'users')));
  });
  it('cannot change anyone’s role from the client', async () => {
    await assertFails(
      updateDoc(doc(dbAs(rulesEnv(), 'admin'), 'users', seeker.uid), { role: 'employer' }),
    );
  });
  it('team member and employer personas cannot escalate themselves either', async () => {
    await assertFails(
      updateDoc(doc(dbAs(rulesEnv(), 'teamMember'), 'users', PERSONAS.teamMember.uid), {
        role: 'admin',
      }),
    );
    await assertFails(
      updateDoc(doc(dbAs(rulesEnv(), 'employer'), 'users', PERSONAS.employer.uid), {
        role: 'admin',
      }),
    );
  });
});
