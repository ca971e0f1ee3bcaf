import { listenToFirestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import type { UserProfile } from '../types';
import { profileConverter } from './profile-converter';

/**
 * Follows `users/{uid}` while the person is signed in, so that what an administrator changes (the
 * role, a disabled account) reaches their open tabs at once. Returns the unsubscribe function.
 */
export function watchProfile(uid: string, onChange: (profile: UserProfile | null) => void) {
  const fail = (error: unknown) => console.error('Watching the profile failed', error);
  return listenToFirestore(
    (fs) =>
      fs.onSnapshot(
        fs.doc(fs.db, pathOf(docPaths.user(uid))).withConverter(profileConverter),
        (snapshot) => onChange(snapshot.data() ?? null),
        fail,
      ),
    fail,
  );
}
