import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Job } from '@contracts/job';
import { useSavedJobs } from '../api/get-saved-jobs';
import { SavedJobsList } from './saved-jobs-list';
import './saved-jobs.css';

/** The dashboard's view of saved jobs: how many, and the latest few. */
export function SavedJobsSummary({
  userId,
  jobHref,
  searchHref,
  allHref,
  latest,
}: {
  userId: string | null;
  jobHref: (job: Job) => string;
  searchHref: string;
  allHref: string;
  latest: number;
}) {
  const { t } = useTranslation();
  const saved = useSavedJobs(userId);
  return (
    <div className="stack">
      {saved.isSuccess ? (
        <p className="stat">
          <span className="stat-value">{saved.data.length}</span>{' '}
          <span className="muted">{t('savedJobs.countLabel')}</span>
        </p>
      ) : null}
      <SavedJobsList userId={userId} jobHref={jobHref} searchHref={searchHref} limit={latest} />
      {saved.isSuccess && saved.data.length > latest ? (
        <Link to={allHref}>{t('savedJobs.viewAll')}</Link>
      ) : null}
    </div>
  );
}
