import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { LOCALES, type Locale } from '@contracts/locales';

/**
 * Writes the person's interface language to their profile (`users/{uid}.locale`), which the
 * server's mails use. The rules let a person change only their name and this on their profile.
 */
export async function updateProfileLocale(uid: string, locale: Locale): Promise<void> {
  const fs = await firestore();
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`Unknown locale ${locale}`);
  await fs.updateDoc(fs.doc(fs.db, pathOf(docPaths.user(uid))), { locale });
}
