import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { matchScore, type ApplicationStage } from '@contracts/application';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Menu, MenuButton, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { QueryState } from '@/components/ui/query-state';
import { useFormat } from '@/lib/format/use-format';
import { deferredComponent } from '@/lib/lazy-component';
import { useApplication } from '../api/get-application';
import { useStageEvents } from '../api/application-logs';
import { useMoveStage } from '../api/move-stage';
import { draftNames } from '../constants';
import { movesFrom } from '../lib/stage-change';
import type { Actor, Application, ScreeningJob, StageEvent } from '../types';
import { CandidateAvatar } from './candidate-avatar';
import { StageBadge, useStageLabel } from './stage-badge';
import { TeamNotes } from './team-notes';
import { dateOf, useWhen } from '../hooks/use-when';
import './candidates.css';

// the rejection dialog loads after the page has painted
const { Deferred: RejectDialog, usePreload: usePreloadRejectDialog } = deferredComponent(() =>
  import('./reject-dialog').then((module) => module.RejectDialog),
);

interface ApplicationDetailProps {
  applicationId: string;
  actor: Actor;
  /** The company's postings: the candidate is scored against their job's skills. */
  jobs: readonly ScreeningJob[];
  /** Back to the list of candidates. */
  backHref: string;
}

/**
 * One candidate as the team screens them: their profile and note, the stage with "Move to"
 * (a rejection asks why), who moved them when, and the team's notes.
 */
export function ApplicationDetail({
  applicationId,
  actor,
  jobs,
  backHref,
}: ApplicationDetailProps) {
  const { t } = useTranslation();
  const application = useApplication(applicationId);
  return (
    <div className="stack">
      <p>
        <Link to={backHref}>{t('candidates.detail.back')}</Link>
      </p>
      <QueryState query={application} failed={t('candidates.detail.loadFailed')}>
        {(data) =>
          data ? (
            <ApplicationCards application={data} actor={actor} jobs={jobs} />
          ) : (
            <Alert tone="warning" title={t('candidates.detail.notFound')} />
          )
        }
      </QueryState>
    </div>
  );
}

function ApplicationCards({
  application: data,
  actor,
  jobs,
}: {
  application: Application;
  actor: Actor;
  jobs: readonly ScreeningJob[];
}) {
  const { t } = useTranslation();
  const job = jobs.find((entry) => entry.id === data.jobId) ?? null;
  return (
    <>
      <ProfileCard application={data} job={job} />
      <StageCard application={data} actor={actor} />
      <Card aria-labelledby="history-heading">
        <h2 id="history-heading">{t('candidates.history.title')}</h2>
        <StageHistory application={data} />
      </Card>
      <Card aria-labelledby="notes-heading">
        <h2 id="notes-heading">{t('candidates.notes.title')}</h2>
        <p className="field-hint">{t('candidates.notes.teamOnly')}</p>
        <TeamNotes applicationId={data.id} actor={actor} />
      </Card>
    </>
  );
}

function ProfileCard({ application, job }: { application: Application; job: ScreeningJob | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const person = application.candidate;
  const score = job ? matchScore(job.skills, person.skills) : null;
  const facts: [string, string][] = [
    [t('candidates.fields.location'), person.location],
    [t('candidates.fields.experience'), person.experience],
    [t('candidates.fields.education'), person.education],
    [t('candidates.fields.availability'), person.availability],
    [t('candidates.fields.salary'), person.salary],
    [t('candidates.fields.email'), person.email],
  ];
  return (
    <Card aria-labelledby="candidate-name" className="candidate-profile">
      <div className="candidate-profile-head">
        <CandidateAvatar name={person.name} imageUrl={person.imageUrl} size="lg" />
        <div>
          <h2 id="candidate-name">
            <bdi>{person.name || t('candidates.unnamed')}</bdi>
          </h2>
          <p className="muted">
            <bdi>{person.title || '-'}</bdi>
          </p>
        </div>
        {score !== null ? (
          <p className="candidate-score">
            <span className="match-score">{format.percent(score / 100)}</span>{' '}
            <span className="muted">
              {t('candidates.detail.matchFor', { job: application.jobTitle })}
            </span>
          </p>
        ) : null}
      </div>
      <p className="muted">
        {t(
          application.source === 'talentPool'
            ? 'candidates.detail.fromPool'
            : 'candidates.detail.applied',
          { job: application.jobTitle, date: dateOf(application.createdAt, format.locale) },
        )}
      </p>
      <dl className="details">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value || '-'}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t('candidates.fields.skills')}</h3>
      {person.skills.length > 0 ? (
        <ul className="chip-list" aria-label={t('candidates.fields.skills')}>
          {person.skills.map((skill) => (
            <li
              key={skill}
              className={
                job?.skills.some(
                  (wanted) => wanted.trim().toLowerCase() === skill.trim().toLowerCase(),
                )
                  ? 'chip chip-match'
                  : 'chip'
              }
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">-</p>
      )}
      {application.source === 'applicant' ? (
        <>
          <h3>{t('candidates.detail.note')}</h3>
          {application.note ? (
            <p className="applicant-note" dir="auto">
              {application.note}
            </p>
          ) : (
            <p className="muted">{t('candidates.detail.noNote')}</p>
          )}
        </>
      ) : null}
    </Card>
  );
}

function StageCard({ application, actor }: { application: Application; actor: Actor }) {
  const { t } = useTranslation();
  const stageLabel = useStageLabel('team');
  const when = useWhen();
  const move = useMoveStage(actor);
  const [rejecting, setRejecting] = useState(false);
  usePreloadRejectDialog();
  const name = application.candidate.name || t('candidates.unnamed');
  const moveTo = (to: ApplicationStage) => {
    if (to === 'rejected') {
      setRejecting(true);
      return;
    }
    move.mutate({
      applicationId: application.id,
      from: application.stage,
      to,
      reason: '',
      share: false,
    });
  };
  return (
    <Card aria-labelledby="stage-heading">
      <h2 id="stage-heading">{t('candidates.detail.stage')}</h2>
      <div className="stage-row">
        <StageBadge stage={application.stage} audience="team" />
        <span className="muted">
          {t('candidates.detail.since', { when: when(application.stageChangedAt) })}
        </span>
        <MenuTrigger>
          <MenuButton isDisabled={move.isPending}>{t('candidates.move.label')}</MenuButton>
          <Menu
            aria-label={t('candidates.move.menu', { name })}
            onAction={(id) => moveTo(id as ApplicationStage)}
          >
            {movesFrom(application.stage).map((stage) => (
              <MenuItem key={stage} id={stage} destructive={stage === 'rejected'}>
                {stageLabel(stage)}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </div>
      {application.stage === 'rejected' && application.sharedReason ? (
        <p className="shared-reason">
          <span className="shared-reason-label">{t('candidates.detail.sharedReason')}</span>{' '}
          <span dir="auto">{application.sharedReason}</span>
        </p>
      ) : null}
      <RejectDialog
        isOpen={rejecting}
        onOpenChange={setRejecting}
        title={t('candidates.reject.title', { name })}
        uid={actor.uid}
        draftName={draftNames.rejection(application.id)}
        canShare={application.source === 'applicant'}
        onReject={({ reason, share }) =>
          move.mutateAsync({
            applicationId: application.id,
            from: application.stage,
            to: 'rejected',
            reason,
            share,
          })
        }
      />
    </Card>
  );
}

function StageHistory({ application }: { application: Application }) {
  const { t } = useTranslation();
  const events = useStageEvents(application.id);
  const when = useWhen();
  return (
    <QueryState query={events} failed={t('candidates.history.loadFailed')}>
      {(stageEvents) => {
        // an applicant's own application is its first step (they cannot write the team's history)
        const startsWithApply = application.source === 'applicant';
        return (
          <ol className="stage-history">
            {startsWithApply ? (
              <li>
                <StageBadge stage="applied" audience="team" />{' '}
                <span>
                  {t('candidates.history.appliedBy', {
                    name: application.candidate.name || t('candidates.unnamed'),
                  })}
                </span>{' '}
                <span className="muted">{when(application.createdAt)}</span>
              </li>
            ) : null}
            {stageEvents.map((event) => (
              <HistoryEntry key={event.id} event={event} />
            ))}
          </ol>
        );
      }}
    </QueryState>
  );
}

function HistoryEntry({ event }: { event: StageEvent }) {
  const { t } = useTranslation();
  const stageLabel = useStageLabel('team');
  const when = useWhen();
  const by = event.byName || t('candidates.someone');
  return (
    <li>
      <StageBadge stage={event.to} audience="team" />{' '}
      <span>
        {event.from
          ? t('candidates.history.moved', { from: stageLabel(event.from), by })
          : t('candidates.history.added', { by })}
      </span>{' '}
      <span className="muted">{when(event.at)}</span>
      {event.reason ? (
        <p className="history-reason">
          <span className="shared-reason-label">
            {event.reasonShared
              ? t('candidates.history.reasonShared')
              : t('candidates.history.reasonKept')}
          </span>{' '}
          <span dir="auto">{event.reason}</span>
        </p>
      ) : null}
    </li>
  );
}
