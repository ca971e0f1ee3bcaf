import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/date';
import { formatSalary } from '@/lib/format/salary';
import type { Job } from '@contracts/job';
import { vocabularyKey } from '@domain/job-format';
import './jobs.css';

/** A job's type or level in the reader's language (unknown values are shown as stored). */
export function useJobVocabulary() {
  const { t, i18n } = useTranslation();
  return {
    type: (value: string) =>
      t(`jobs.types.${vocabularyKey(value)}` as 'jobs.types.fullTime', { defaultValue: value }),
    level: (value: string) =>
      t(`jobs.levels.${vocabularyKey(value)}` as 'jobs.levels.entryLevel', {
        defaultValue: value,
      }),
    salary: (amount: number) => formatSalary(amount, i18n.language),
  };
}

/** Company, place, type, level, pay and date of a job, as a definition list. */
export function JobFacts({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const vocabulary = useJobVocabulary();
  return (
    <dl className="job-facts">
      <div>
        <dt>{t('jobs.fields.location')}</dt>
        <dd>
          {job.location || '-'}
          {job.remote ? <span className="badge badge-success">{t('jobs.remote')}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('jobs.fields.type')}</dt>
        <dd>{vocabulary.type(job.type)}</dd>
      </div>
      <div>
        <dt>{t('jobs.fields.experience')}</dt>
        <dd>{vocabulary.level(job.experience)}</dd>
      </div>
      <div>
        <dt>{t('jobs.fields.salary')}</dt>
        <dd>{vocabulary.salary(job.salary)}</dd>
      </div>
      <div>
        <dt>{t('jobs.fields.posted')}</dt>
        <dd>{formatDate(job.postedDate, i18n.language)}</dd>
      </div>
    </dl>
  );
}

export function SkillChips({ skills, label }: { skills: readonly string[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label}>
      {skills.map((skill) => (
        <li key={skill} className="chip">
          {skill}
        </li>
      ))}
    </ul>
  );
}
