import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  USER_DETAILS_RECENT_AUDIT,
  type UserDetails,
  type CallableInput,
} from '../contracts.js';
import { adminAuth } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { requireAdmin } from '../lib/require-admin.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { calendarFeedRef, companyRef, profileRef } from '../lib/refs.js';

/** How many of a company's open postings the details list. */
const OPEN_POSTINGS_SHOWN = 50;

const millisOf = (snapshot: DocumentSnapshot, field: string): number | null => {
  const value: unknown = snapshot.get(field);
  return typeof value === 'object' && value !== null && 'toMillis' in value
    ? (value as { toMillis(): number }).toMillis()
    : null;
};

const parsedTime = (text: string | undefined): number | null => {
  const ms = text ? Date.parse(text) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

async function authRecord(uid: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

async function companyOf(firestore: Firestore, uid: string, companyId: string) {
  if (!companyId) return null;
  const company = await companyRef(firestore, companyId).get();
  if (!company.exists) return null;
  const open = await firestore
    .collection(COLLECTIONS.jobs)
    .where('companyId', '==', companyId)
    .where('status', '==', 'open')
    .limit(OPEN_POSTINGS_SHOWN)
    .get();
  return {
    id: companyId,
    name: textOf(company, 'name'),
    isOwner: company.get('ownerId') === uid,
    openPostings: open.docs.map((job) => ({ id: job.id, title: textOf(job, 'title') })),
  };
}

/**
 * getUserDetails {uid}: a person's private details for an administrator — their profile, what the
 * sign-in service knows, their company, how much they use the product and their latest audited
 * actions. Every call is audited VIEW_SENSITIVE_DATA: the details are only to be had this way.
 */
export async function getUserDetails(
  firestore: Firestore,
  caller: Caller,
  { uid }: CallableInput<'getUserDetails'>,
): Promise<UserDetails> {
  const { actor } = await requireAdmin(firestore, caller, "read a person's details");
  const profile = await profileRef(firestore, uid).get();
  if (!profile.exists) throw refusal('not-found', 'There is no such person');
  await writeAudit(firestore, {
    action: 'VIEW_SENSITIVE_DATA',
    ...actor,
    targetResource: COLLECTIONS.users,
    targetResourceId: uid,
    metadata: { view: 'user-details' },
  });

  const [record, company, savedJobs, applications, recent, feed] = await Promise.all([
    authRecord(uid),
    companyOf(firestore, uid, textOf(profile, 'companyId')),
    profile.ref.collection(COLLECTIONS.savedJobs).count().get(),
    firestore.collection(COLLECTIONS.applications).where('applicantUid', '==', uid).count().get(),
    firestore
      .collection(COLLECTIONS.auditLogs)
      .where('userId', '==', uid)
      .orderBy('timestamp', 'desc')
      .limit(USER_DETAILS_RECENT_AUDIT)
      .get(),
    calendarFeedRef(firestore, uid).get(),
  ]);
  const text = (field: string) => textOf(profile, field) || null;
  return {
    uid,
    displayName: text('displayName'),
    email: text('email') ?? record?.email ?? null,
    role: textOf(profile, 'role'),
    locale: text('locale'),
    disabled: profile.get('disabled') === true,
    createdAtMs: millisOf(profile, 'createdAt'),
    auth: {
      exists: record !== null,
      emailVerified: record?.emailVerified ?? false,
      providers: record?.providerData.map((provider) => provider.providerId) ?? [],
      createdAtMs: parsedTime(record?.metadata.creationTime),
      lastSignInAtMs: parsedTime(record?.metadata.lastSignInTime),
    },
    company,
    counts: { savedJobs: savedJobs.data().count, applications: applications.data().count },
    hasCalendarFeed: feed.exists,
    recentAudit: recent.docs.map((entry) => ({
      id: entry.id,
      action: textOf(entry, 'action'),
      success: entry.get('success') !== false,
      targetResource: textOf(entry, 'targetResource') || null,
      targetResourceId: textOf(entry, 'targetResourceId') || null,
      timestampMs: millisOf(entry, 'timestamp'),
    })),
  };
}
