import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, type TableColumn } from '@/components/ui/table';
import { useFormat } from '@/lib/format/use-format';
import { INVITATIONS_PER_DAY } from '@contracts/company';
import { toast } from '@/lib/toast';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { isExpired } from '../lib/team-rules';
import type { Invitation } from '../types';
import { PermissionSummary } from './permission-summary';

/**
 * The pending invitations: to whom, with which flags, by whom, whether the mail went out, until
 * when; each can be revoked. One the server did not mail (the company's daily limit) says so.
 */
export function InvitationsTable({
  companyId,
  invitations,
}: {
  companyId: string;
  invitations: readonly Invitation[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeInvitation(companyId);

  const columns = useMemo<TableColumn<Invitation>[]>(() => {
    return [
      {
        id: 'email',
        header: t('team.invitations.columns.email'),
        isRowHeader: true,
        cell: (invitation) => invitation.email,
      },
      {
        id: 'permissions',
        header: t('team.invitations.columns.permissions'),
        cell: (invitation) => <PermissionSummary permissions={invitation.permissions} />,
      },
      {
        id: 'invitedBy',
        header: t('team.invitations.columns.invitedBy'),
        cell: (invitation) => invitation.invitedByName || '-',
      },
      {
        id: 'status',
        header: t('team.invitations.columns.status'),
        cell: (invitation) =>
          invitation.refusedReason === 'daily-limit' ? (
            <span className="team-invitation-refused">
              <span className="badge badge-danger">{t('team.invitations.notSent')}</span>
              <span className="team-invitation-reason">
                {t('team.invitations.refused.dailyLimit', { count: INVITATIONS_PER_DAY })}
              </span>
            </span>
          ) : (
            <span className="team-nowrap">{t('team.invitations.sent')}</span>
          ),
      },
      {
        id: 'expires',
        header: t('team.invitations.columns.expires'),
        cell: (invitation) =>
          invitation.refusedReason ? (
            '-'
          ) : isExpired(invitation) ? (
            <span className="badge badge-danger">{t('team.invitations.expired')}</span>
          ) : invitation.expiresAt ? (
            <time dateTime={invitation.expiresAt}>{format.date(invitation.expiresAt)}</time>
          ) : (
            '-'
          ),
      },
      {
        id: 'actions',
        header: t('team.invitations.columns.actions'),
        cell: (invitation) => (
          <Button
            variant="ghost"
            className="team-danger-text"
            aria-label={t('team.invitations.revokeOf', { email: invitation.email })}
            onClick={() => {
              setError(null);
              setRevoking(invitation);
            }}
          >
            {t('team.invitations.revoke')}
          </Button>
        ),
      },
    ];
  }, [t, format]);

  const email = revoking?.email ?? '';
  return (
    <>
      <Table
        label={t('team.invitations.tableLabel')}
        columns={columns}
        rows={invitations}
        rowId={(invitation) => invitation.id}
        emptyState={t('team.invitations.empty')}
      />
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('team.invitations.revokeTitle', { email })}
        message={t('team.invitations.revokeMessage')}
        confirmLabel={t('team.invitations.revoke')}
        destructive
        error={error}
        onConfirm={async () => {
          if (!revoking) return;
          setError(null);
          try {
            await revoke.mutateAsync(revoking.id);
          } catch (failure) {
            console.error('Failed to revoke the invitation', failure);
            setError(t('team.invitations.revokeFailed'));
            throw failure;
          }
          toast.success({ title: t('team.invitations.revoked', { email }) });
        }}
      />
    </>
  );
}
