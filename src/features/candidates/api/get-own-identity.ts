import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import type { NamedActor } from '../types';
import { candidateKeys } from './query-keys';

/** The signed-in person as firestore.rules knows them when they apply. */
export interface OwnIdentity {
  /** Their profile's `displayName` exactly; '' when the profile has none. */
  name: string;
  /** Their Firebase Auth e-mail exactly; '' when the account has none. */
  email: string;
}

/**
 * The `displayName` of users/{uid} exactly as stored ('' without one). firestore.rules compares
 * the names written on applications, notes and stage events with it, so every write reads it
 * here rather than trusting a copy the screen holds (it may be stale or a fallback).
 */
export async function getOwnName(uid: string): Promise<string> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.user(uid))));
  const displayName = (snapshot.data() as { displayName?: unknown } | undefined)?.displayName;
  return typeof displayName === 'string' ? displayName : '';
}

/** The actor with their name as the rules expect it on what they write. */
export async function namedActor(uid: string): Promise<NamedActor> {
  return { uid, name: await getOwnName(uid) };
}

/**
 * The name and e-mail an application by `uid` carries: the profile's displayName and the Auth
 * account's e-mail. Throws when `uid` is not the signed-in person.
 */
export async function getOwnIdentity(uid: string): Promise<OwnIdentity> {
  // the Auth SDK is loaded by the time anyone is signed in; importing it here keeps it out of
  // the screens' own code
  const { getFirebaseAuth } = await import('@/lib/firebase/auth');
  const user = getFirebaseAuth().currentUser;
  if (!user || user.uid !== uid) throw new Error('Not signed in as this person');
  return { name: await getOwnName(uid), email: user.email ?? '' };
}

export const ownIdentityQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: candidateKeys.identity(uid),
    queryFn: () => getOwnIdentity(uid),
  });

/** What the apply form says it sends as. */
export function useOwnIdentity(uid: string | null) {
  return useQuery({ ...ownIdentityQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
