// The search API counts a signed-in person's searches by account, at a higher rate than those of
// an address shared by many: a search or a completion sends the person's ID token when someone is
// signed in (the answer is then private to the browser).
import { getFirebaseAuth } from '@/lib/firebase/auth';

export async function searchHeaders(): Promise<Record<string, string>> {
  try {
    const token = await getFirebaseAuth().currentUser?.getIdToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    // no Firebase configured, or no token to be had: search as a visitor
    return {};
  }
}
