// firestore.rules for mail/{id}: the queue functions write and send (functions/src/mail). No
// client reads or writes it, whoever they are.
import { assertFails } from '@firebase/rules-unit-testing';
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
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PERSONAS, useRulesEnv } from '../support/rules-env';
import { dbOf, EVERYONE, seedHiring } from './hiring-fixtures';

const rulesEnv = useRulesEnv(seedHiring);

const queued = {
  to: 'anyone@rules.test',
  locale: 'en',
  template: 'invitation',
  params: {},
  subject: 'Join us',
  text: 'Join us',
  html: '<p>Join us</p>',
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  sentAt: null,
  createdAt: serverTimestamp(),
};

describe('mail/{id}', () => {
  it.each(EVERYONE)('%s can neither read, list, queue, change nor delete a mail', async (who) => {
    const mail = collection(dbOf(rulesEnv(), who), 'mail');
    await assertFails(getDoc(doc(mail, 'mail-1')));
    await assertFails(getDocs(mail));
    await assertFails(getDocs(query(mail, where('to', '==', PERSONAS.jobSeeker.email))));
    await assertFails(addDoc(mail, queued));
    await assertFails(setDoc(doc(mail, `mail-${who}`), queued));
    await assertFails(updateDoc(doc(mail, 'mail-1'), { status: 'sent' }));
    await assertFails(deleteDoc(doc(mail, 'mail-1')));
  });
});
