import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called with `false` on cancel, Escape, and after a confirmation that succeeded. */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** What will happen, in a sentence or two; it describes the dialog. */
  message: ReactNode;
  /** The confirm button's text, a verb: "Delete job". */
  confirmLabel: string;
  /** "Cancel" in the current language by default. */
  cancelLabel?: string;
  /**
   * The action. While a returned promise is pending the button shows it is busy; when it
   * resolves the dialog closes, when it rejects the dialog stays open (show `error`).
   */
  onConfirm: () => void | Promise<unknown>;
  /** An action that destroys something: a red confirm button, and focus starts on Cancel. */
  destructive?: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: ReactNode;
}

/** "Are you sure?": a title, a message, confirm and cancel; an alert dialog. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // the caller says why through `error`; the dialog stays for another try or a cancel
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!busy) onOpenChange(open);
      }}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      actions={
        <>
          <Button
            variant="secondary"
            data-autofocus={destructive || undefined}
            onClick={() => onOpenChange(false)}
            disabled={busy}
          >
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            data-autofocus={destructive ? undefined : true}
            busy={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
