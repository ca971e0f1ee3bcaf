import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Job } from '@contracts/job';
import { useRemoveSavedJob } from '../api/remove-saved-job';
import { useSaveJob } from '../api/save-job';
import { useSavedJobs } from '../api/get-saved-jobs';

/** "Save" for a job not yet saved, "Saved" (press to remove) for one that is. */
export function SaveJobButton({ job, userId }: { job: Job; userId: string | null }) {
  const { t } = useTranslation();
  const saved = useSavedJobs(userId);
  const save = useSaveJob(userId);
  const remove = useRemoveSavedJob(userId);
  const isSaved = saved.data?.some((entry) => entry.id === job.id) ?? false;
  return (
    <Button
      variant={isSaved ? 'secondary' : 'primary'}
      aria-pressed={isSaved}
      aria-label={
        isSaved
          ? t('savedJobs.removeNamed', { title: job.title })
          : t('savedJobs.saveNamed', { title: job.title })
      }
      disabled={save.isPending || remove.isPending}
      onClick={() => (isSaved ? remove.remove(job.id) : save.save(job))}
    >
      {isSaved ? t('savedJobs.savedLabel') : t('savedJobs.save')}
    </Button>
  );
}
