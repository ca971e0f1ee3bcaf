import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { allQueries, QueryState } from '@/components/ui/query-state';
import type { TeamPermissions } from '@contracts/roles';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { useCompany } from '../api/get-company';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '../api/get-members';
import { grantableFlags, sortMembers } from '../lib/team-rules';
import type { Company, TeamMember } from '../types';
import { DeleteTeamDialog } from './delete-team-dialog';
import { EditPermissionsDialog } from './edit-permissions-dialog';
import { InvitationsTable } from './invitations-table';
import { InviteMemberForm } from './invite-form';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';
import './team.css';

export interface TeamPageProps {
  companyId: string;
  /** The signed-in person. */
  uid: string;
  /**
   * Their profile's displayName exactly ('' without one), shown in the invitation mail
   * (firestore.rules compares it with the profile).
   */
  displayName: string;
  /** Whether they may invite, change flags and remove (the screen asks for it already). */
  canManageTeam: boolean;
  /**
   * The team flags they hold (an admin: all ten; null when unknown: none). Unless they own the
   * company, they may grant or change only these.
   */
  permissions: TeamPermissions | null;
  /** After the owner deleted the team: reload the profile and leave the screen. */
  onTeamDeleted: () => void | Promise<void>;
}

/**
 * The team settings: the members with their flags (edit, remove), inviting by e-mail, the
 * pending invitations (revoke) and, for the owner, deleting the team.
 */
export function TeamPage(props: TeamPageProps) {
  const { t } = useTranslation();
  const company = useCompany(props.companyId);
  const members = useMembers(props.companyId);
  const invitations = useInvitations(props.companyId);
  return (
    <QueryState query={allQueries(company, members)} failed={t('team.loadError')}>
      {([loaded, memberList]) =>
        loaded ? (
          <TeamSettings
            {...props}
            company={loaded}
            members={memberList}
            invitations={invitations}
          />
        ) : (
          <Alert tone="error">{t('team.missingCompany')}</Alert>
        )
      }
    </QueryState>
  );
}

function TeamSettings({
  companyId,
  uid,
  displayName,
  canManageTeam,
  permissions,
  onTeamDeleted,
  company,
  members,
  invitations,
}: TeamPageProps & {
  company: Company;
  members: TeamMember[];
  invitations: ReturnType<typeof useInvitations>;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState(false);
  const onEdit = useCallback((member: TeamMember) => setEditing(member), []);
  const onRemove = useCallback((member: TeamMember) => setRemoving(member), []);

  const { name, ownerId } = company;
  const isOwner = ownerId === uid;
  const grantable = grantableFlags(permissions, isOwner);
  const list = sortMembers(members, ownerId);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const inviter = {
    uid,
    displayName,
    locale: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  };

  return (
    <div className="stack team-page">
      <p className="lead">{t('team.intro', { company: name })}</p>

      <Card aria-labelledby="team-members-heading">
        <div className="team-section-head">
          <h2 id="team-members-heading">{t('team.members.title')}</h2>
          <span className="muted">{t('team.members.count', { count: list.length })}</span>
        </div>
        <MembersTable
          members={list}
          ownerId={ownerId}
          currentUid={uid}
          canManage={canManageTeam}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      </Card>

      {canManageTeam ? (
        <>
          <Card aria-labelledby="team-invite-heading">
            <h2 id="team-invite-heading">{t('team.invite.title')}</h2>
            <p className="muted">{t('team.invite.intro')}</p>
            <InviteMemberForm
              companyId={companyId}
              inviter={inviter}
              members={list}
              invitations={invitations.data ?? []}
              grantable={grantable}
            />
          </Card>

          <Card aria-labelledby="team-invitations-heading">
            <h2 id="team-invitations-heading">{t('team.invitations.title')}</h2>
            <QueryState query={invitations} failed={t('team.invitations.loadError')}>
              {(sent) => <InvitationsTable companyId={companyId} invitations={sent} />}
            </QueryState>
          </Card>
        </>
      ) : null}

      {isOwner ? (
        <Card aria-labelledby="team-danger-heading" className="team-danger">
          <h2 id="team-danger-heading">{t('team.danger.title')}</h2>
          <p>{t('team.danger.intro', { company: name })}</p>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('team.danger.delete')}
          </Button>
          <DeleteTeamDialog
            company={company}
            isOpen={deleting}
            onOpenChange={setDeleting}
            onDeleted={onTeamDeleted}
          />
        </Card>
      ) : null}

      <EditPermissionsDialog
        companyId={companyId}
        member={editing}
        onClose={() => setEditing(null)}
        grantable={grantable}
      />
      <RemoveMemberDialog
        companyId={companyId}
        companyName={name}
        member={removing}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
