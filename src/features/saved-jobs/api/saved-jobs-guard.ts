import { useTranslation } from 'react-i18next';
import { loadedFirestoreOrNull } from '@/lib/firebase/firestore-sdk';
import { toast } from '@/lib/toast';
import { isDemoUserId } from '@contracts/user-rules';

/**
 * Whether saved jobs can be written now (a demo user always can): there is a database, as the
 * first read of the saved jobs found (the write loads the rest of the SDK it needs).
 */
export function savedJobsReady(userId: string): boolean {
  return isDemoUserId(userId) || loadedFirestoreOrNull('read') !== null;
}

/**
 * Checks before a save or removal from the interface: a signed-in (or demo) person, else
 * `Not Logged In`; a database ready, else `Firebase not initialized yet, please try again`.
 */
export function useSavedJobsGuard(userId: string | null): () => boolean {
  const { t } = useTranslation();
  return () => {
    if (!userId) {
      toast.error({
        title: t('savedJobs.notLoggedIn.title'),
        description: t('savedJobs.notLoggedIn.body'),
      });
      return false;
    }
    if (!savedJobsReady(userId)) {
      toast.error({ title: t('common.error'), description: t('savedJobs.errors.notReady') });
      return false;
    }
    return true;
  };
}
