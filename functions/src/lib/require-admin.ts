// The one rights check of the admin console's callables: the caller's stored profile says admin,
// and the account is not disabled. The token's claims are not trusted: the profile is read here.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { AuditEntry } from './audit.js';
import { isDisabledProfile, refusal, type Caller } from './callable.js';
import { textOf } from './snapshot.js';
import { profileRef } from './refs.js';

interface AdminCaller {
  caller: Caller;
  profile: DocumentSnapshot;
  /** Who audit entries name as having acted. */
  actor: Pick<AuditEntry, 'userId' | 'userEmail' | 'userRole'>;
}

/** Refuses (forbidden) unless `caller` is an enabled administrator. */
export async function requireAdmin(
  firestore: Firestore,
  caller: Caller,
  what = 'do this',
): Promise<AdminCaller> {
  const profile = await profileRef(firestore, caller.uid).get();
  if (!profile.exists || textOf(profile, 'role') !== 'admin' || isDisabledProfile(profile)) {
    throw refusal('forbidden', `Only an administrator may ${what}`);
  }
  const storedEmail = textOf(profile, 'email');
  return {
    caller,
    profile,
    actor: {
      userId: caller.uid,
      userEmail: caller.email ?? (storedEmail || null),
      userRole: 'admin',
    },
  };
}
