import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useRemoveMember } from '../api/remove-member';
import type { TeamMember } from '../types';
import { memberName } from './edit-permissions-dialog';
import { useReasonText } from '../lib/refusals';

/** "Remove Mia from the team?": the removed person keeps their account, without the company. */
export function RemoveMemberDialog({
  companyId,
  companyName,
  member,
  onClose,
}: {
  companyId: string;
  companyName: string;
  member: TeamMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const remove = useRemoveMember(companyId);
  const [error, setError] = useState<string | null>(null);
  const name = member ? memberName(member) : '';

  return (
    <ConfirmDialog
      isOpen={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={t('team.remove.title', { name })}
      message={t('team.remove.message', { name, company: companyName })}
      confirmLabel={t('team.remove.confirm')}
      destructive
      error={error}
      onConfirm={async () => {
        if (!member) return;
        setError(null);
        try {
          await remove.mutateAsync(member.uid);
        } catch (failure) {
          setError(reasonText(failure));
          throw failure;
        }
        toast.success({ title: t('team.remove.removed', { name }) });
      }}
    />
  );
}
