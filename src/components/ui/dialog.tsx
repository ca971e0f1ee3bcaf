import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './dialog.css';

export interface DialogProps {
  /** Whether it is shown; the dialog is controlled. */
  isOpen: boolean;
  /** Called with `false` when the person dismisses it (Escape, the close button, outside). */
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A sentence under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the end of the dialog, in reading order. */
  actions?: ReactNode;
  /** `alertdialog` for a message that needs an answer (it has no close button by default). */
  role?: 'dialog' | 'alertdialog';
  /** Escape leaves it open: the person must choose one of its actions. */
  isKeyboardDismissDisabled?: boolean;
  /** A press outside closes it. Off by default, so that nothing typed is lost by a stray click. */
  isDismissable?: boolean;
  /** The × button in the header; on by default for `dialog`, off for `alertdialog`. */
  showCloseButton?: boolean;
  /** The close button's accessible name; "Close" in the current language by default. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Keeps a closed dialog on screen (fading, not modal any more) while its content still
   * matters, e.g. until a store clears it.
   */
  isExiting?: boolean;
  className?: string;
}

/**
 * A modal dialog with a title, an optional description, content, actions and a close button.
 * Focus moves into it (to the element marked `data-autofocus`, else the dialog), stays inside
 * while it is open and returns to where it was when it closes.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  actions,
  role = 'dialog',
  isKeyboardDismissDisabled = false,
  isDismissable = false,
  showCloseButton = role === 'dialog',
  closeLabel,
  size = 'md',
  isExiting = false,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  const close = () => onOpenChange?.(false);

  // A close request from the platform (the `cancel` event of a native <dialog>) acts as Escape.
  const cancelRef = useRef<(event: Event) => void>(null);
  cancelRef.current = (event: Event) => {
    event.preventDefault();
    if (!isKeyboardDismissDisabled) onOpenChange?.(false);
  };
  const shown = isOpen || isExiting;
  useEffect(() => {
    const element = dialogRef.current;
    if (!shown || !element) return;
    const onCancel = (event: Event) => cancelRef.current?.(event);
    element.addEventListener('cancel', onCancel);
    return () => element.removeEventListener('cancel', onCancel);
  }, [shown]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isExiting={isExiting}
      className="ui-dialog-overlay"
    >
      <Modal className={`ui-dialog-modal ui-dialog-${size}`}>
        <AriaDialog
          ref={dialogRef}
          role={role}
          aria-describedby={description ? descriptionId : undefined}
          className={['ui-dialog', className ?? ''].filter(Boolean).join(' ')}
        >
          <div className="ui-dialog-header">
            <Heading slot="title" level={2} className="ui-dialog-title">
              {title}
            </Heading>
            {showCloseButton ? (
              <button
                type="button"
                className="btn btn-ghost icon-button"
                aria-label={closeLabel ?? t('common.close')}
                onClick={close}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {description ? (
            <p id={descriptionId} className="ui-dialog-description">
              {description}
            </p>
          ) : null}
          <InitialFocus />
          {children}
          {actions ? <div className="ui-dialog-actions">{actions}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Focuses the dialog's `[data-autofocus]` element once it opens (before the dialog would). */
function InitialFocus() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"], [role="alertdialog"]');
    const target = dialog?.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus();
  }, []);
  return <span ref={ref} hidden />;
}
