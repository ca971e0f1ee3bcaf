import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { TeamPermissions } from '@contracts/roles';
import { toast } from '@/lib/toast';
import { useUpdateMemberPermissions } from '../api/update-member-permissions';
import { changesBeyond, samePermissions } from '../lib/team-rules';
import type { TeamMember } from '../types';
import { PermissionFields } from './permission-fields';
import { useReasonText } from '../lib/refusals';

export const memberName = (member: Pick<TeamMember, 'displayName' | 'email'>) =>
  member.displayName || member.email;

interface EditPermissionsDialogProps {
  companyId: string;
  /** The member whose flags are edited; the dialog is open while set. */
  member: TeamMember | null;
  onClose: () => void;
  /** The flags the editor may change (see `grantableFlags`); the others stay as they are. */
  grantable: TeamPermissions;
}

/** Changes a member's ten flags (the server audits it as UPDATE_PERMISSIONS). */
export function EditPermissionsDialog({
  companyId,
  member,
  onClose,
  grantable,
}: EditPermissionsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={member ? t('team.edit.title', { name: memberName(member) }) : ''}
      description={member ? t('team.edit.description', { name: memberName(member) }) : undefined}
      size="lg"
    >
      {member ? (
        <EditPermissionsForm
          key={member.uid}
          companyId={companyId}
          member={member}
          onClose={onClose}
          grantable={grantable}
        />
      ) : null}
    </Dialog>
  );
}

function EditPermissionsForm({
  companyId,
  member,
  onClose,
  grantable,
}: {
  companyId: string;
  member: TeamMember;
  onClose: () => void;
  grantable: TeamPermissions;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const [permissions, setPermissions] = useState<TeamPermissions>(member.permissions);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMemberPermissions(companyId);
  const unchanged = samePermissions(permissions, member.permissions);

  const save = async () => {
    setError(null);
    // a manager other than the owner changes only the flags they hold themselves
    if (changesBeyond(grantable, member.permissions, permissions).length > 0) {
      setError(t('team.permissions.onlyYours'));
      return;
    }
    try {
      await update.mutateAsync({ uid: member.uid, permissions });
      toast.success({ title: t('team.edit.saved', { name: memberName(member) }) });
      onClose();
    } catch (failure) {
      setError(reasonText(failure));
    }
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PermissionFields
        value={permissions}
        onChange={setPermissions}
        isDisabled={update.isPending}
        grantable={grantable}
      />
      <div className="ui-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending} disabled={unchanged}>
          {t('team.edit.save')}
        </Button>
      </div>
    </form>
  );
}
