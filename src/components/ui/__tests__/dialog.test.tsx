import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog, type DialogProps } from '../dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Edit team"
        description="Change the team's name."
        {...props}
      >
        <Button>Inside</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    await renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    expect(dialog).toHaveAccessibleDescription("Change the team's name.");
    expect(screen.getByRole('heading', { level: 2, name: 'Edit team' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with its close button', async () => {
    await renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('closes with Escape unless keyboard dismissal is disabled', async () => {
    const { unmount } = await renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    await renderWithProviders(<Harness isKeyboardDismissDisabled showCloseButton={false} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('moves focus to the element marked data-autofocus', async () => {
    await renderWithProviders(
      <Dialog isOpen title="Choose" actions={<Button data-autofocus>Keep</Button>}>
        <Button>First</Button>
      </Dialog>,
    );
    expect(await screen.findByRole('button', { name: 'Keep' })).toHaveFocus();
  });

  it('names its close button in the current language', async () => {
    await renderWithProviders(<Dialog isOpen title="Équipe" />, { locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('stays on screen, no longer modal, while it is exiting', async () => {
    await renderWithProviders(<Dialog isOpen={false} isExiting title="Thanks" />);
    expect(await screen.findByRole('dialog', { name: 'Thanks' })).toBeInTheDocument();
  });
});

function ConfirmHarness({
  onConfirm,
  destructive,
}: {
  onConfirm: () => void | Promise<unknown>;
  destructive?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Delete the job?"
        message="Applicants can no longer see it."
        confirmLabel="Delete job"
        destructive={destructive}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog; confirming runs the action and closes it', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(<ConfirmHarness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the job?' });
    expect(dialog).toHaveAccessibleDescription('Applicants can no longer see it.');
    expect(screen.getByRole('button', { name: 'Delete job' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('cancelling closes it without the action; a destructive one starts on Cancel', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(<ConfirmHarness onConfirm={onConfirm} destructive />);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete job' })).toHaveClass('btn-danger');
    await userEvent.click(cancel);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('stays open when the action fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    await renderWithProviders(<ConfirmHarness onConfirm={onConfirm} destructive />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete job' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog', { name: 'Delete the job?' })).toBeInTheDocument();
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});
