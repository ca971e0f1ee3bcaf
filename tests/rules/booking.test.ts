// firestore.rules for candidate self-scheduling: booking links and their busy cells are the
// server's alone (no persona reads, lists or writes either: a link is opened through its signed
// token on the server, never from Firestore), and a member keeps their own working hours on
// their profile, well-formed, while nobody writes another person's.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';
import { dbOf, EVERYONE, RIVAL } from './hiring-fixtures';

const LINK = 'rules-booking-link';
const LOCK = `${PERSONAS.teamMember.uid}_1796112000000`;
const at = Timestamp.fromMillis(Date.UTC(2026, 11, 1, 8));

const storedLink = {
  companyId: COMPANY,
  applicationId: 'rules-application',
  jobTitle: 'Frontend Engineer',
  companyName: 'Rules Co',
  durationMinutes: 30,
  bufferMinutes: 15,
  kind: 'video',
  location: '',
  interviewerUids: [PERSONAS.employer.uid],
  interviewerFirstNames: ['Erin'],
  windowStart: at,
  windowEnd: at,
  expiresAt: at,
  locale: 'en',
  status: 'open',
  interviewId: null,
  createdBy: PERSONAS.employer.uid,
  createdAt: at,
};

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'bookingLinks', LINK), storedLink);
    await setDoc(doc(db, 'bookingLocks', LOCK), {
      uid: PERSONAS.teamMember.uid,
      linkId: LINK,
      interviewId: 'rules-interview',
      startsAt: at,
    });
  });
});
const db = (who: (typeof EVERYONE)[number]) => dbOf(rulesEnv(), who);

describe('bookingLinks/{id} and bookingLocks/{id}', () => {
  it('no one reads, lists or writes a link or a held cell, not even its own company', async () => {
    for (const who of EVERYONE) {
      const links = collection(db(who), 'bookingLinks');
      const locks = collection(db(who), 'bookingLocks');
      await assertFails(getDoc(doc(links, LINK)));
      await assertFails(getDocs(links));
      await assertFails(setDoc(doc(links, `${who}-link`), storedLink));
      await assertFails(updateDoc(doc(links, LINK), { status: 'booked' }));
      await assertFails(deleteDoc(doc(links, LINK)));
      await assertFails(getDoc(doc(locks, LOCK)));
      await assertFails(getDocs(locks));
      await assertFails(deleteDoc(doc(locks, LOCK)));
      await assertFails(
        setDoc(doc(locks, `${RIVAL.uid}_0`), { uid: RIVAL.uid, linkId: LINK, startsAt: at }),
      );
    }
  });
});

describe('users/{uid}.workingHours', () => {
  const member = PERSONAS.teamMember.uid;
  const mine = () => doc(db('teamMember'), 'users', member);
  const hours = {
    mon: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:30' },
    ],
    fri: [{ start: '08:00', end: '24:00' }],
  };

  it('a member sets their own hours and time zone, and clears a day', async () => {
    await assertSucceeds(updateDoc(mine(), { workingHours: hours, timeZone: 'Asia/Tokyo' }));
    await assertSucceeds(updateDoc(mine(), { workingHours: { ...hours, fri: [] } }));
  });

  it.each([
    ['an unknown day', { funday: [{ start: '09:00', end: '17:00' }] }],
    ['an end before the start', { mon: [{ start: '17:00', end: '09:00' }] }],
    ['a malformed time', { mon: [{ start: '9:00', end: '17:00' }] }],
    ['a time past midnight', { mon: [{ start: '09:00', end: '24:30' }] }],
    ['an extra field', { mon: [{ start: '09:00', end: '17:00', note: 'x' }] }],
    [
      'five intervals',
      {
        mon: ['01', '03', '05', '07', '09'].map((hour) => ({
          start: `${hour}:00`,
          end: `${hour}:30`,
        })),
      },
    ],
    ['a day that is not a list', { mon: { start: '09:00', end: '17:00' } }],
    ['hours that are not a map', '9 to 5'],
  ])('refuses %s', async (_, workingHours) => {
    await assertFails(updateDoc(mine(), { workingHours }));
  });

  it('no one else sets a person’s hours', async () => {
    for (const who of EVERYONE.filter((name) => name !== 'teamMember')) {
      await assertFails(updateDoc(doc(db(who), 'users', member), { workingHours: hours }));
    }
  });
});
