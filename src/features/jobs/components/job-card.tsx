import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Job } from '@contracts/job';
import { JobFacts, SkillChips } from './job-facts';
import './jobs.css';

interface JobCardProps {
  job: Job;
  /** Where the job's title links to. */
  href: string;
  /** Actions composed by the route (e.g. "Save"). */
  actions?: ReactNode;
}

export function JobCard({ job, href, actions }: JobCardProps) {
  const { t } = useTranslation();
  return (
    <article className="card job-card" aria-labelledby={`job-${job.id}-title`}>
      <div className="job-card-head">
        <div>
          <h3 id={`job-${job.id}-title`} className="job-card-title">
            <Link to={href}>{job.title}</Link>
          </h3>
          <p className="muted">{job.company}</p>
        </div>
        {actions ? <div className="job-card-actions">{actions}</div> : null}
      </div>
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
  jobs: readonly Job[];
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
