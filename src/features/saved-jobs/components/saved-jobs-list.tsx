import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format/date';
import { formatSalary } from '@/lib/format/salary';
import type { Job } from '@contracts/job';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useRemoveSavedJob } from '../api/remove-saved-job';

export interface SavedJobsListProps {
  userId: string | null;
  jobHref: (job: Job) => string;
  searchHref: string;
  /** Show only the latest few (the dashboard's summary). */
  limit?: number;
}

/** The person's saved jobs, newest first, each with "Remove". */
export function SavedJobsList({ userId, jobHref, searchHref, limit }: SavedJobsListProps) {
  const { t, i18n } = useTranslation();
  const saved = useSavedJobs(userId);
  const remove = useRemoveSavedJob(userId);
  if (saved.isPending) return <Spinner label={t('common.loading')} />;
  if (saved.isError) {
    return (
      <Alert tone="error" title={t('savedJobs.errors.refresh')}>
        <Button variant="secondary" onClick={() => void saved.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const jobs = limit ? saved.data.slice(0, limit) : saved.data;
  if (jobs.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('savedJobs.empty')}</p>
        <Link className="btn btn-secondary" to={searchHref}>
          {t('savedJobs.findJobs')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="saved-list">
      {jobs.map((job) => (
        <li key={job.id} className="saved-item">
          <div>
            <Link to={jobHref(job)} className="saved-item-title">
              {job.title}
            </Link>
            <p className="muted">
              {[job.company, job.location, formatSalary(job.salary, i18n.language)].join(' · ')}
            </p>
            <p className="muted">
              {t('savedJobs.savedOn', { date: formatDate(job.savedAt, i18n.language) })}
            </p>
          </div>
          <Button
            variant="ghost"
            aria-label={t('savedJobs.removeNamed', { title: job.title })}
            onClick={() => remove.remove(job.id)}
          >
            {t('savedJobs.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
