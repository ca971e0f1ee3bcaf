import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { AUDIT_ACTIONS } from '@contracts/audit';
import { ROLES, isRole, type Role } from '@contracts/roles';
import type { UserDetails } from '@contracts/user-admin';
import { useFormat } from '@/lib/format/use-format';
import { toast } from '@/lib/toast';
import { useRevokeCalendarFeed, useSetUserDisabled, useSetUserRole } from '../api/admin-actions';
import { useUserDetails } from '../api/get-user-details';
import { CloseJobDialog } from './close-job-dialog';
import { useReasonText } from '../lib/refusals';
import { useRoleLabel } from '../hooks/use-role-label';
import './user-admin.css';

interface UserPageProps {
  uid: string;
  /** The administrator looking: they cannot disable themselves. */
  viewerUid: string;
}

function useDateTime() {
  const { t } = useTranslation();
  const format = useFormat();
  return (ms: number | null) => (ms === null ? t('userAdmin.never') : format.dateTime(ms));
}

function RoleCard({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const reasonText = useReasonText();
  const current = isRole(details.role) ? details.role : '';
  const [role, setRole] = useState<Role | ''>(current);
  const [confirming, setConfirming] = useState(false);
  const change = useSetUserRole(details.uid);
  return (
    <Card aria-labelledby="user-role-heading">
      <h2 id="user-role-heading">{t('userAdmin.role.title')}</h2>
      <p>{t('userAdmin.role.current', { role: roleLabel(details.role) })}</p>
      <div className="user-action-row">
        <NativeSelect
          label={t('userAdmin.role.new')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {current ? null : <option value="">{t('userAdmin.unknownRole')}</option>}
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </NativeSelect>
        <Button disabled={!role || role === current} onClick={() => setConfirming(true)}>
          {t('userAdmin.role.change')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) change.reset();
        }}
        title={t('userAdmin.role.confirmTitle')}
        message={t('userAdmin.role.confirmMessage', {
          name: details.displayName ?? details.email ?? details.uid,
          role: role ? roleLabel(role) : '',
        })}
        confirmLabel={t('userAdmin.role.change')}
        error={change.error ? reasonText(change.error) : undefined}
        onConfirm={async () => {
          if (!role) return;
          await change.mutateAsync(role);
          toast.success({ title: t('userAdmin.role.changed', { role: roleLabel(role) }) });
        }}
      />
    </Card>
  );
}

function AccountCard({ details, viewerUid }: { details: UserDetails; viewerUid: string }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const [confirming, setConfirming] = useState(false);
  const toggle = useSetUserDisabled(details.uid);
  const disabling = !details.disabled;
  const self = details.uid === viewerUid;
  return (
    <Card aria-labelledby="user-account-heading">
      <h2 id="user-account-heading">{t('userAdmin.account.title')}</h2>
      <p>
        {details.disabled ? (
          <span className="user-status user-status-disabled">{t('userAdmin.status.disabled')}</span>
        ) : (
          <span className="user-status">{t('userAdmin.status.active')}</span>
        )}
      </p>
      {self ? <p className="muted">{t('userAdmin.account.notYourself')}</p> : null}
      <Button
        variant={disabling ? 'danger' : 'primary'}
        disabled={self}
        onClick={() => setConfirming(true)}
      >
        {disabling ? t('userAdmin.account.disable') : t('userAdmin.account.enable')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) toggle.reset();
        }}
        destructive={disabling}
        title={disabling ? t('userAdmin.account.disableTitle') : t('userAdmin.account.enableTitle')}
        message={
          disabling ? t('userAdmin.account.disableMessage') : t('userAdmin.account.enableMessage')
        }
        confirmLabel={disabling ? t('userAdmin.account.disable') : t('userAdmin.account.enable')}
        error={toggle.error ? reasonText(toggle.error) : undefined}
        onConfirm={async () => {
          await toggle.mutateAsync(disabling);
          toast.success({
            title: disabling ? t('userAdmin.account.disabled') : t('userAdmin.account.enabled'),
          });
        }}
      />
    </Card>
  );
}

/** Their private calendar feed of interviews, which an administrator may end at once. */
function CalendarFeedCard({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeCalendarFeed(details.uid);
  if (!details.hasCalendarFeed) return null;
  return (
    <Card aria-labelledby="user-feed-heading">
      <h2 id="user-feed-heading">{t('userAdmin.feed.title')}</h2>
      <p>{t('userAdmin.feed.active')}</p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('userAdmin.feed.revoke')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) revoke.reset();
        }}
        destructive
        title={t('userAdmin.feed.confirmTitle')}
        message={t('userAdmin.feed.confirmMessage')}
        confirmLabel={t('userAdmin.feed.revoke')}
        error={revoke.error ? reasonText(revoke.error) : undefined}
        onConfirm={async () => {
          await revoke.mutateAsync();
          toast.success({ title: t('userAdmin.feed.revoked') });
        }}
      />
    </Card>
  );
}

function CompanyCard({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<{ id: string; title: string } | null>(null);
  const company = details.company;
  if (!company) return null;
  return (
    <Card aria-labelledby="user-company-heading">
      <h2 id="user-company-heading">{t('userAdmin.company.title')}</h2>
      <p>
        {company.name} ·{' '}
        {company.isOwner ? t('userAdmin.company.owner') : t('userAdmin.company.member')}
      </p>
      <h3>{t('userAdmin.company.openPostings', { count: company.openPostings.length })}</h3>
      {company.openPostings.length === 0 ? (
        <p className="muted">{t('userAdmin.company.noPostings')}</p>
      ) : (
        <ul className="user-postings">
          {company.openPostings.map((posting) => (
            <li key={posting.id}>
              <span>{posting.title}</span>
              <Button
                variant="secondary"
                aria-label={t('userAdmin.closeJob.buttonFor', { title: posting.title })}
                onClick={() => setClosing(posting)}
              >
                {t('userAdmin.closeJob.button')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <CloseJobDialog uid={details.uid} posting={closing} onClose={() => setClosing(null)} />
    </Card>
  );
}

/** One person in the admin console: their details (the look is audited), role and account. */
export function UserPage({ uid, viewerUid }: UserPageProps) {
  const { t } = useTranslation();
  const details = useUserDetails(uid);
  const reasonText = useReasonText();
  return (
    <div className="user-admin">
      {/* said before the details arrive: opening them is what is recorded */}
      <p>
        <Link to={paths.admin.users}>{t('userAdmin.backToList')}</Link>
      </p>
      <Alert tone="info">{t('userAdmin.auditedNotice')}</Alert>
      <QueryState query={details} failed={reasonText(details.error)}>
        {(person) => <UserCards person={person} viewerUid={viewerUid} />}
      </QueryState>
    </div>
  );
}

function UserCards({ person, viewerUid }: { person: UserDetails; viewerUid: string }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const dateTime = useDateTime();
  const actionLabel = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action)
      ? t(`audit.actions.${action as (typeof AUDIT_ACTIONS)[number]}`)
      : action;
  return (
    <div className="user-cards">
      <Card aria-labelledby="user-profile-heading">
        <h2 id="user-profile-heading">{person.displayName ?? t('userAdmin.unnamed')}</h2>
        <dl className="details">
          <div>
            <dt>{t('userAdmin.columns.email')}</dt>
            <dd>
              <bdi dir="ltr">{person.email ?? '-'}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('userAdmin.columns.role')}</dt>
            <dd>{roleLabel(person.role)}</dd>
          </div>
          <div>
            <dt>{t('userAdmin.details.userId')}</dt>
            <dd>
              <code dir="ltr">{person.uid}</code>
            </dd>
          </div>
          <div>
            <dt>{t('userAdmin.details.created')}</dt>
            <dd>{dateTime(person.auth.createdAtMs ?? person.createdAtMs)}</dd>
          </div>
          <div>
            <dt>{t('userAdmin.details.lastSignIn')}</dt>
            <dd>{dateTime(person.auth.lastSignInAtMs)}</dd>
          </div>
          <div>
            <dt>{t('userAdmin.details.signIn')}</dt>
            <dd>
              {person.auth.exists
                ? person.auth.providers.join(', ') || '-'
                : t('userAdmin.details.noAccount')}
              {person.auth.exists && !person.auth.emailVerified
                ? ` · ${t('userAdmin.details.unverified')}`
                : ''}
            </dd>
          </div>
          <div>
            <dt>{t('userAdmin.details.usage')}</dt>
            <dd>
              {t('userAdmin.details.savedJobs', { count: person.counts.savedJobs })} ·{' '}
              {t('userAdmin.details.applications', { count: person.counts.applications })}
            </dd>
          </div>
        </dl>
      </Card>
      <RoleCard key={`role-${person.role}`} details={person} />
      <AccountCard details={person} viewerUid={viewerUid} />
      <CompanyCard details={person} />
      <CalendarFeedCard details={person} />
      <Card aria-labelledby="user-activity-heading">
        <h2 id="user-activity-heading">{t('userAdmin.activity.title')}</h2>
        {person.recentAudit.length === 0 ? (
          <p className="muted">{t('userAdmin.activity.none')}</p>
        ) : (
          <ul className="user-activity">
            {person.recentAudit.map((entry) => (
              <li key={entry.id}>
                <span className={entry.success ? undefined : 'user-activity-failed'}>
                  {actionLabel(entry.action)}
                  {entry.success ? '' : ` · ${t('userAdmin.activity.failed')}`}
                </span>
                <span className="muted">{dateTime(entry.timestampMs)}</span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={`${paths.admin.audit}?user=${encodeURIComponent(person.uid)}`}>
            {t('userAdmin.activity.all')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
