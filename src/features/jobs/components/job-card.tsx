// A job as a card (title linking to the job, company, facts, skills and the screen's actions) and
// a list of them. A search result brings its title and a passage of its description with the
// matched words marked, and how far it is from the searched city.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Job } from '@contracts/job';
import type { JobSearchHit } from '@contracts/job-search';
import { useFormat } from '@/lib/format/use-format';
import { HighlightedText } from './highlighted-text';
import { JobFacts, SkillChips } from './job-facts';
import './jobs.css';

/** A job as a list shows it: a search result adds its highlights and distance. */
export type ListedJob = Job &
  Partial<Pick<JobSearchHit, 'titleHighlight' | 'snippet' | 'distanceKm'>>;

/** A search result as a list shows it (the description is on the job's own page). */
export const listedJob = (hit: JobSearchHit): ListedJob => ({ ...hit, description: '' });

interface JobCardProps {
  job: ListedJob;
  /** Where the job's title links to. */
  href: string;
  /** Actions composed by the route (e.g. "Save"). */
  actions?: ReactNode;
}

export function JobCard({ job, href, actions }: JobCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="card job-card" aria-labelledby={`job-${job.id}-title`}>
      <div className="job-card-head">
        <div>
          <h3 id={`job-${job.id}-title`} className="job-card-title">
            <Link to={href}>
              {job.titleHighlight ? <HighlightedText pieces={job.titleHighlight} /> : job.title}
            </Link>
          </h3>
          <p className="muted">
            {job.company}
            {job.distanceKm === undefined
              ? null
              : ` · ${t('jobSearch.results.distance', { distance: format.number(Math.round(job.distanceKm)) })}`}
          </p>
        </div>
        {actions ? <div className="job-card-actions">{actions}</div> : null}
      </div>
      {job.snippet && job.snippet.length > 0 ? (
        <p className="job-snippet">
          <HighlightedText pieces={job.snippet} />
        </p>
      ) : null}
      <JobFacts job={job} />
      <SkillChips skills={job.skills} label={t('jobs.fields.skills')} />
    </article>
  );
}

/** Jobs as a list of cards, each linking to the job, with the screen's actions. */
export function JobList({
  jobs,
  jobHref,
  renderJobActions,
}: {
  jobs: readonly ListedJob[];
  jobHref: (job: Job) => string;
  renderJobActions?: ((job: Job) => ReactNode) | undefined;
}) {
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} href={jobHref(job)} actions={renderJobActions?.(job)} />
        </li>
      ))}
    </ul>
  );
}
