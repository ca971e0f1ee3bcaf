import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ApplicationStage } from '@contracts/application';
import { isOverdue } from '@contracts/response-promise';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Menu, MenuButton, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { Table, type TableColumn } from '@/components/ui/table';
import { Tabs } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format/date';
import { useFormat } from '@/lib/format/use-format';
import { useAddToPipeline } from '../api/add-to-pipeline';
import { useCompanyApplications } from '../api/list-company-applications';
import { useTalentPool } from '../api/list-talent-pool';
import {
  applicationRow,
  poolRow,
  screenRows,
  splitSkills,
  type ScreeningFilters as Filters,
  type ScreeningRow,
} from '../lib/screening';
import type { Actor, Application, PoolCandidate, ScreeningJob } from '../types';
import { BulkActions, type RenderBookingForm } from './bulk-actions';
import { CandidateAvatar } from './candidate-avatar';
import { EMPTY_DRAFT, ScreeningFilters, type FilterDraft } from './screening-filters';
import { StageBadge } from './stage-badge';
import './candidates.css';

const ALL_JOBS = 'all';
const SHOWN_SKILLS = 5;

interface CandidatesPageProps {
  companyId: string | undefined;
  /** The company's postings (open and closed). */
  jobs: readonly ScreeningJob[];
  jobsPending?: boolean;
  /** The chosen job, or null for every job. */
  jobId: string | null;
  onJobChange: (jobId: string | null) => void;
  actor: Actor;
  applicationHref: (applicationId: string) => string;
  /** The stage filter to start with (a link from the dashboard's stage counts). */
  initialStage?: ApplicationStage | '';
  /** The company's response promise in days: applicants waiting longer are flagged. */
  responseDays?: number | undefined;
  /** The booking link's form, for a member who may send links to many candidates at once. */
  renderBookingForm?: RenderBookingForm | undefined;
}

const filtersOf = (draft: FilterDraft, withStage: boolean): Filters => ({
  stage: withStage ? draft.stage : '',
  minScore: draft.minScore,
  skills: splitSkills(draft.skills),
  location: draft.location,
});

/**
 * The company's candidates: the pipeline (applicants and pool candidates the team added) across
 * its jobs or for one, and the talent pool; each filtered, sorted and scored against the job.
 */
export function CandidatesPage({
  companyId,
  jobs,
  jobsPending = false,
  jobId,
  onJobChange,
  actor,
  applicationHref,
  initialStage = '',
  responseDays,
  renderBookingForm,
}: CandidatesPageProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'pipeline' | 'pool'>('pipeline');
  const [draft, setDraft] = useState<FilterDraft>({ ...EMPTY_DRAFT, stage: initialStage });
  const jobsById = useMemo(() => new Map(jobs.map((job) => [job.id, job])), [jobs]);
  const job = jobId ? (jobsById.get(jobId) ?? null) : null;
  const chosenId = jobsPending ? jobId : (job?.id ?? null);

  const applications = useCompanyApplications(companyId, chosenId);
  const pool = useTalentPool(companyId, view === 'pool');

  /** Who is already in which job's pipeline: `${jobId}:${candidateId}`. */
  const inPipeline = useMemo(
    () =>
      new Set(
        (applications.data ?? [])
          .filter((application) => application.candidateId)
          .map((application) => `${application.jobId}:${application.candidateId}`),
      ),
    [applications.data],
  );

  const jobOptions = [
    { id: ALL_JOBS, label: t('candidates.allJobs') },
    ...jobs.map((entry) => ({
      id: entry.id,
      label:
        entry.status === 'closed' ? t('candidates.closedJob', { title: entry.title }) : entry.title,
    })),
  ];

  return (
    <div className="stack candidates-page">
      <Card aria-labelledby="candidates-job-heading">
        <h2 id="candidates-job-heading" className="visually-hidden">
          {t('candidates.jobChoice')}
        </h2>
        <div className="candidates-toolbar">
          <Select
            label={t('candidates.job')}
            options={jobOptions}
            value={chosenId ?? ALL_JOBS}
            onChange={(next) => onJobChange(next && next !== ALL_JOBS ? next : null)}
            isDisabled={jobsPending}
          />
          {job ? (
            <p className="muted candidates-job-skills">
              {t('candidates.jobSkills', { skills: job.skills.join(', ') || '-' })}
            </p>
          ) : null}
        </div>
        <p className="field-hint">{t('candidates.matchHelp')}</p>
      </Card>
      <Tabs
        label={t('candidates.views')}
        selectedId={view}
        onSelectionChange={(next) => setView(next === 'pool' ? 'pool' : 'pipeline')}
        tabs={[
          {
            id: 'pipeline',
            title: t('candidates.pipeline.title'),
            content: (
              <PipelineView
                companyId={companyId ?? ''}
                uid={actor.uid}
                renderBookingForm={renderBookingForm}
                state={applications}
                draft={draft}
                onDraft={setDraft}
                jobs={jobsById}
                // by what is asked for, so the column does not come and go as the jobs load
                showJob={!chosenId}
                applicationHref={applicationHref}
                responseDays={responseDays}
              />
            ),
          },
          {
            id: 'pool',
            title: t('candidates.pool.title'),
            content: (
              <PoolView
                state={pool}
                draft={draft}
                onDraft={setDraft}
                job={job}
                jobs={jobs}
                inPipeline={inPipeline}
                pipelineReady={applications.isSuccess}
                actor={actor}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** The columns both views share: the person, place, skills and match. */
function usePersonColumns(nameCell: (row: ScreeningRow) => ReactNode) {
  const { t } = useTranslation();
  const format = useFormat();
  const name: TableColumn<ScreeningRow> = {
    id: 'name',
    header: t('candidates.columns.candidate'),
    isRowHeader: true,
    cell: (row) => (
      <div className="candidate-cell">
        <CandidateAvatar name={row.name} imageUrl={row.imageUrl} size="sm" />
        <div>
          {nameCell(row)}
          <p className="muted candidate-cell-title">
            <bdi>{row.title || '-'}</bdi>
          </p>
        </div>
      </div>
    ),
  };
  const location: TableColumn<ScreeningRow> = {
    id: 'location',
    header: t('candidates.fields.location'),
    cell: (row) => <bdi>{row.location || '-'}</bdi>,
  };
  const skills: TableColumn<ScreeningRow> = {
    id: 'skills',
    header: t('candidates.fields.skills'),
    cell: (row) => <SkillList skills={row.skills} />,
  };
  const score: TableColumn<ScreeningRow> = {
    id: 'score',
    header: t('candidates.columns.match'),
    cell: (row) =>
      row.score === null ? (
        '-'
      ) : (
        <span className="match-score" data-level={matchLevel(row.score)}>
          {format.percent(row.score / 100)}
        </span>
      ),
  };
  return { name, location, skills, score };
}

const matchLevel = (score: number) => (score >= 75 ? 'high' : score >= 40 ? 'mid' : 'low');

function SkillList({ skills }: { skills: readonly string[] }) {
  const { t } = useTranslation();
  if (skills.length === 0) return <>-</>;
  const shown = skills.slice(0, SHOWN_SKILLS);
  return (
    <ul className="chip-list candidate-skills" aria-label={t('candidates.fields.skills')}>
      {shown.map((skill) => (
        <li key={skill} className="chip">
          {skill}
        </li>
      ))}
      {skills.length > shown.length ? (
        <li className="chip">
          {t('candidates.moreSkills', { count: skills.length - shown.length })}
        </li>
      ) : null}
    </ul>
  );
}

function ResultCount({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation();
  return (
    <p className="muted" role="status">
      {shown === total
        ? t('candidates.count', { count: total })
        : t('candidates.countFiltered', { count: shown, total })}
    </p>
  );
}

function PipelineView({
  companyId,
  uid,
  renderBookingForm,
  state,
  draft,
  onDraft,
  jobs,
  showJob,
  applicationHref,
  responseDays,
}: {
  companyId: string;
  uid: string;
  renderBookingForm: RenderBookingForm | undefined;
  state: QueryLike<Application[]>;
  draft: FilterDraft;
  onDraft: (next: FilterDraft) => void;
  jobs: ReadonlyMap<string, ScreeningJob>;
  showJob: boolean;
  applicationHref: (applicationId: string) => string;
  responseDays: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  const overdue = (row: ScreeningRow) =>
    responseDays !== undefined &&
    row.stage !== null &&
    row.waitingSince !== null &&
    isOverdue(row.stage, row.waitingSince, responseDays, now);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const navigate = useNavigate();
  const person = usePersonColumns((row) => (
    <Link to={applicationHref(row.id)} className="candidate-name">
      <bdi>{row.name || t('candidates.unnamed')}</bdi>
    </Link>
  ));
  const columns: TableColumn<ScreeningRow>[] = [
    person.name,
    ...(showJob
      ? [
          {
            id: 'job',
            header: t('candidates.job'),
            cell: (row: ScreeningRow) => <bdi>{row.jobTitle}</bdi>,
          },
        ]
      : []),
    person.location,
    person.skills,
    person.score,
    {
      id: 'stage',
      header: t('candidates.columns.stage'),
      cell: (row) =>
        row.stage ? (
          <>
            <StageBadge stage={row.stage} audience="team" />
            {overdue(row) ? (
              <>
                {' '}
                <span
                  className="badge overdue-badge"
                  title={t('candidates.overdue.hint', { count: responseDays })}
                >
                  {t('candidates.overdue.badge')}
                </span>
              </>
            ) : null}
          </>
        ) : (
          '-'
        ),
    },
    {
      id: 'date',
      header: t('candidates.columns.applied'),
      cell: (row) => formatDate(row.date, i18n.language),
    },
  ];
  return (
    <div className="stack">
      <ScreeningFilters value={draft} onChange={onDraft} showStage />
      <QueryState query={state} failed={t('candidates.pipeline.loadFailed')}>
        {(applications) => {
          const rows = applications.map((application) => applicationRow(application, jobs));
          const shown = screenRows(rows, filtersOf(draft, true), draft.sort);
          const sources = new Map(applications.map((entry) => [entry.id, entry.source]));
          // only what is shown can be acted on: a filter hides a selected row from the action
          const chosen = shown
            .filter((row) => selected.has(row.id))
            .map((row) => ({
              id: row.id,
              name: row.name,
              applicant: sources.get(row.id) === 'applicant',
            }));
          return (
            <>
              <ResultCount shown={shown.length} total={rows.length} />
              <BulkActions
                companyId={companyId}
                uid={uid}
                selected={chosen}
                onSelect={setSelected}
                renderBookingForm={renderBookingForm}
              />
              <Table
                label={t('candidates.pipeline.title')}
                columns={columns}
                rows={shown}
                rowId={(row) => row.id}
                selectionMode="multiple"
                selectedIds={new Set(chosen.map((entry) => entry.id))}
                onSelectionChange={setSelected}
                // a click on a row opens the candidate (their name links there too); the
                // checkboxes and Space select
                onRowAction={(id) => void navigate(applicationHref(id))}
                emptyState={
                  rows.length === 0 ? t('candidates.pipeline.empty') : t('candidates.noMatch')
                }
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function PoolView({
  state,
  draft,
  onDraft,
  job,
  jobs,
  inPipeline,
  pipelineReady,
  actor,
}: {
  state: QueryLike<PoolCandidate[]>;
  draft: FilterDraft;
  onDraft: (next: FilterDraft) => void;
  job: ScreeningJob | null;
  jobs: readonly ScreeningJob[];
  inPipeline: ReadonlySet<string>;
  pipelineReady: boolean;
  actor: Actor;
}) {
  const { t } = useTranslation();
  const add = useAddToPipeline(actor);
  const openJobs = jobs.filter((entry) => entry.status === 'open');
  const person = usePersonColumns((row) => (
    <span className="candidate-name">
      <bdi>{row.name || t('candidates.unnamed')}</bdi>
    </span>
  ));

  return (
    <div className="stack">
      <ScreeningFilters value={draft} onChange={onDraft} showStage={false} />
      <QueryState query={state} failed={t('candidates.pool.loadFailed')}>
        {(candidates) => {
          const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
          const rows = candidates.map((candidate) => poolRow(candidate, job, openJobs));
          const shown = screenRows(rows, filtersOf(draft, false), draft.sort);
          const detail = (row: ScreeningRow) => byId.get(row.id);
          const columns: TableColumn<ScreeningRow>[] = [
            person.name,
            {
              id: 'profile',
              header: t('candidates.columns.profile'),
              cell: (row) => {
                const candidate = detail(row);
                return (
                  <dl className="candidate-facts">
                    <div>
                      <dt>{t('candidates.fields.experience')}</dt>
                      <dd>
                        <bdi>{candidate?.experience || '-'}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('candidates.fields.education')}</dt>
                      <dd>
                        <bdi>{candidate?.education || '-'}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('candidates.fields.availability')}</dt>
                      <dd>
                        <bdi>{candidate?.availability || '-'}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('candidates.fields.salary')}</dt>
                      <dd>{candidate?.salary || '-'}</dd>
                    </div>
                  </dl>
                );
              },
            },
            person.location,
            person.skills,
            {
              ...person.score,
              header: job ? t('candidates.columns.match') : t('candidates.columns.bestMatch'),
              cell: (row) => (
                <div>
                  {person.score.cell(row)}
                  {!job && row.jobTitle ? (
                    <p className="muted candidate-cell-title">
                      <bdi>{row.jobTitle}</bdi>
                    </p>
                  ) : null}
                </div>
              ),
            },
            {
              id: 'action',
              header: <span className="visually-hidden">{t('candidates.pool.action')}</span>,
              cell: (row) => {
                const candidate = detail(row);
                if (!candidate) return null;
                return (
                  <AddAction
                    candidate={candidate}
                    job={job}
                    openJobs={openJobs}
                    inPipeline={inPipeline}
                    disabled={!pipelineReady || add.isPending}
                    onAdd={(target) => add.mutate({ candidate, job: target })}
                  />
                );
              },
            },
          ];
          return (
            <>
              <ResultCount shown={shown.length} total={rows.length} />
              <Table
                label={t('candidates.pool.title')}
                columns={columns}
                rows={shown}
                rowId={(row) => row.id}
                emptyState={
                  rows.length === 0 ? t('candidates.pool.empty') : t('candidates.noMatch')
                }
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** "Add to pipeline": of the chosen job, or, with every job shown, of a job chosen from a menu. */
function AddAction({
  candidate,
  job,
  openJobs,
  inPipeline,
  disabled,
  onAdd,
}: {
  candidate: PoolCandidate;
  job: ScreeningJob | null;
  openJobs: readonly ScreeningJob[];
  inPipeline: ReadonlySet<string>;
  disabled: boolean;
  onAdd: (job: ScreeningJob) => void;
}) {
  const { t } = useTranslation();
  const added = (target: ScreeningJob) => inPipeline.has(`${target.id}:${candidate.id}`);
  if (job) {
    if (added(job)) return <span className="muted">{t('candidates.pool.inPipeline')}</span>;
    return (
      <Button
        variant="secondary"
        disabled={disabled || job.status !== 'open'}
        aria-label={t('candidates.pool.addNamed', { name: candidate.name, job: job.title })}
        onClick={() => onAdd(job)}
      >
        {t('candidates.pool.add')}
      </Button>
    );
  }
  if (openJobs.length === 0) return null;
  return (
    <MenuTrigger>
      <MenuButton
        isDisabled={disabled}
        aria-label={t('candidates.pool.addToJobNamed', { name: candidate.name })}
      >
        {t('candidates.pool.add')}
      </MenuButton>
      <Menu
        aria-label={t('candidates.pool.chooseJob')}
        disabledIds={openJobs.filter(added).map((entry) => entry.id)}
        onAction={(id) => {
          const target = openJobs.find((entry) => entry.id === id);
          if (target) onAdd(target);
        }}
      >
        {openJobs.map((entry) => (
          <MenuItem key={entry.id} id={entry.id} textValue={entry.title}>
            {added(entry) ? t('candidates.pool.alreadyIn', { job: entry.title }) : entry.title}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
