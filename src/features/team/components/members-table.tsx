import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Table, type TableColumn } from '@/components/ui/table';
import type { TeamMember } from '../types';
import { memberName } from './edit-permissions-dialog';
import { PermissionSummary } from './permission-summary';

interface MembersTableProps {
  members: readonly TeamMember[];
  ownerId: string;
  /** The signed-in person: nobody edits or removes themselves. */
  currentUid: string;
  /** Whether the actions show (they need canManageTeam). */
  canManage: boolean;
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** The team: each member's name and e-mail, role in the team and flags, with what may be done. */
export function MembersTable({
  members,
  ownerId,
  currentUid,
  canManage,
  onEdit,
  onRemove,
}: MembersTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumn<TeamMember>[]>(() => {
    const all: TableColumn<TeamMember>[] = [
      {
        id: 'name',
        header: t('team.members.columns.name'),
        isRowHeader: true,
        cell: (member) => (
          <span className="team-member">
            <span className="team-member-name">
              {memberName(member)}
              {member.uid === currentUid ? (
                <span className="badge team-badge">{t('team.members.you')}</span>
              ) : null}
            </span>
            {member.displayName ? <span className="team-member-email">{member.email}</span> : null}
          </span>
        ),
      },
      {
        id: 'role',
        header: t('team.members.columns.role'),
        cell: (member) =>
          member.uid === ownerId ? (
            <span className="badge team-badge team-badge-owner">{t('team.members.owner')}</span>
          ) : (
            <span className="team-nowrap">{t('team.members.member')}</span>
          ),
      },
      {
        id: 'permissions',
        header: t('team.members.columns.permissions'),
        cell: (member) => <PermissionSummary permissions={member.permissions} />,
      },
      {
        id: 'actions',
        header: t('team.members.columns.actions'),
        cell: (member) => {
          if (member.uid === ownerId) {
            return <span className="muted">{t('team.members.ownerProtected')}</span>;
          }
          if (member.uid === currentUid) {
            return <span className="muted">{t('team.members.selfProtected')}</span>;
          }
          const name = memberName(member);
          return (
            <span className="team-row-actions">
              <Button
                variant="secondary"
                aria-label={t('team.members.editOf', { name })}
                onClick={() => onEdit(member)}
              >
                {t('team.members.edit')}
              </Button>
              <Button
                variant="ghost"
                className="team-danger-text"
                aria-label={t('team.members.removeOf', { name })}
                onClick={() => onRemove(member)}
              >
                {t('team.members.remove')}
              </Button>
            </span>
          );
        },
      },
    ];
    return canManage ? all : all.filter((column) => column.id !== 'actions');
  }, [t, ownerId, currentUid, canManage, onEdit, onRemove]);
  return (
    <Table
      label={t('team.members.tableLabel')}
      columns={columns}
      rows={members}
      rowId={(member) => member.uid}
      emptyState={t('team.members.empty')}
    />
  );
}
