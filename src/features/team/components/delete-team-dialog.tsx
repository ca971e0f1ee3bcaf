import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useDeleteTeam } from '../api/delete-team';
import type { Company } from '../types';
import { useReasonText } from '../lib/refusals';

interface DeleteTeamDialogProps {
  company: Company;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the deletion: the app reloads the profile and leaves the screen. */
  onDeleted: () => void | Promise<void>;
}

/**
 * "Delete the team?": the owner types the company's exact name before the button works; the
 * server checks the same name and audits DELETE_TEAM.
 */
export function DeleteTeamDialog({
  company,
  isOpen,
  onOpenChange,
  onDeleted,
}: DeleteTeamDialogProps) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const remove = useDeleteTeam(company.id);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = typed === company.name;
  const busy = remove.isPending;

  const close = () => {
    if (busy) return;
    setTyped('');
    setError(null);
    onOpenChange(false);
  };

  const confirm = async () => {
    if (!matches) return;
    setError(null);
    try {
      await remove.mutateAsync(typed);
    } catch (failure) {
      setError(reasonText(failure));
      return;
    }
    toast.success({ title: t('team.danger.deleted', { company: company.name }) });
    await onDeleted();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      role="alertdialog"
      size="sm"
      title={t('team.danger.confirmTitle', { company: company.name })}
      description={t('team.danger.confirmMessage')}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label={t('team.danger.confirmLabel', { company: company.name })}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          data-autofocus
        />
        <div className="ui-dialog-actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={busy} disabled={!matches}>
            {t('team.danger.delete')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
