import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format/date';
import { formatSalary } from '@/lib/format/salary';
import type { Job } from '@contracts/job';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useRemoveSavedJob } from '../api/remove-saved-job';

interface SavedJobsListProps {
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
  return (
    <QueryState
      query={saved}
      failed={t('savedJobs.errors.refresh')}
      isEmpty={(all) => all.length === 0}
      empty={
        <div className="empty-state">
          <p>{t('savedJobs.empty')}</p>
          <Link className="btn btn-secondary" to={searchHref}>
            {t('savedJobs.findJobs')}
          </Link>
        </div>
      }
    >
      {(all) => {
        const jobs = limit ? all.slice(0, limit) : all;
        return (
          <ul className="saved-list">
            {jobs.map((job) => (
              <li key={job.id} className="saved-item">
                <div>
                  <Link to={jobHref(job)} className="saved-item-title">
                    {job.title}
                  </Link>
                  <p className="muted">
                    {[job.company, job.location, formatSalary(job.salary, i18n.language)].join(
                      ' · ',
                    )}
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
      }}
    </QueryState>
  );
}
