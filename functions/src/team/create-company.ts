import { FieldValue, type Firestore, type WithFieldValue } from 'firebase-admin/firestore';
import {
  ALL_TEAM_PERMISSIONS,
  COLLECTIONS,
  type CandidateDocument,
  type CompanyDocument,
  type CreateCompanyResult,
  type MemberDocument,
  type CallableInput,
} from '../contracts.js';
import { SAMPLE_CANDIDATES } from '../domain.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { memberRef, profileRef } from '../lib/refs.js';
import { newSubscription, subscriptionRef } from '../lib/billing/subscription.js';

/**
 * createCompany {name}: an employer without a company creates one and becomes its owner: the
 * company, the owner's member document (all ten flags), the profile's `companyId`, the sample
 * talent pool (SAMPLE_CANDIDATES as candidates/{new id} of the company) and the company's
 * subscription (the starter plan, monthly, renewing a month from today), together.
 */
export async function createCompany(
  firestore: Firestore,
  caller: Caller,
  { name }: CallableInput<'createCompany'>,
): Promise<CreateCompanyResult> {
  const company = firestore.collection(COLLECTIONS.companies).doc();
  await firestore.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef(firestore, caller.uid));
    if (!profile.exists || profile.get('role') !== 'employer') {
      throw refusal('forbidden', 'Only an employer can create a company');
    }
    if (textOf(profile, 'companyId')) {
      throw refusal('already-in-company', 'You are already in a company');
    }
    const email = caller.email ?? textOf(profile, 'email');
    const companyDocument: WithFieldValue<CompanyDocument> = {
      name,
      ownerId: caller.uid,
      createdAt: FieldValue.serverTimestamp(),
    };
    const member: WithFieldValue<MemberDocument> = {
      uid: caller.uid,
      email,
      displayName: textOf(profile, 'displayName') || caller.name || email,
      permissions: ALL_TEAM_PERMISSIONS,
      addedBy: caller.uid,
      addedAt: FieldValue.serverTimestamp(),
    };
    tx.create(company, companyDocument);
    tx.create(memberRef(firestore, company.id, caller.uid), member);
    // the company's subscription (lib/billing/subscription.ts), mirrored on the owner's profile so
    // that the owner's feedback discount falls on the subscription's renewal day
    const subscription = newSubscription(caller.uid, new Date());
    tx.create(subscriptionRef(firestore, company.id), subscription.document);
    tx.update(profile.ref, { companyId: company.id, ...subscription.mirror });
    for (const sample of SAMPLE_CANDIDATES) {
      const candidate = firestore.collection(COLLECTIONS.candidates).doc();
      const document: WithFieldValue<CandidateDocument> = {
        ...sample,
        skills: [...sample.skills],
        id: candidate.id,
        companyId: company.id,
        createdAt: FieldValue.serverTimestamp(),
      };
      tx.create(candidate, document);
    }
  });
  return { companyId: company.id };
}
