// The session warning's dialog is not part of the first screen: its code loads once the page has
// settled, or at once when a warning is already due.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SchedulingModule from '@/lib/yield-to-main';
import { renderWithProviders } from '@/testing/test-utils';
import type * as ModalModule from '../components/session-warning-modal';
import type { useSessionStore as UseSessionStore } from '../stores/session-store';

const page = vi.hoisted(() => ({
  settle: () => {},
  /** Times the dialog's component rendered (it renders as soon as its code has loaded). */
  renders: 0,
}));

vi.mock('@/lib/yield-to-main', async (original) => ({
  ...(await original<typeof SchedulingModule>()),
  whenSettled: () =>
    new Promise<void>((resolve) => {
      page.settle = resolve;
    }),
}));

vi.mock('../components/session-warning-modal', async (original) => {
  const { SessionWarningModal } = await original<typeof ModalModule>();
  return {
    SessionWarningModal: (props: Parameters<typeof SessionWarningModal>[0]) => {
      page.renders += 1;
      return SessionWarningModal(props);
    },
  };
});

type SessionState = ReturnType<(typeof UseSessionStore)['getState']>;

/**
 * Renders the dialog, from fresh modules (a lazy component keeps what it has loaded), in a session
 * of `state`; returns the session store's `setState`.
 */
async function renderDialog(state: Partial<SessionState>) {
  const { useSessionStore } = await import('../stores/session-store');
  const { SessionWarningDialog } = await import('../components/session-warning-dialog');
  useSessionStore.setState(state);
  await renderWithProviders(<SessionWarningDialog onSignOut={vi.fn()} />);
  return (next: Partial<SessionState>) => useSessionStore.setState(next);
}

beforeEach(() => {
  vi.resetModules();
  page.renders = 0;
});

afterEach(() => {
  vi.resetModules();
});

describe('the session warning while the page loads', () => {
  it('loads its dialog once the page has settled, and opens it when the warning comes', async () => {
    const setSession = await renderDialog({ warning: false, deadline: Date.now() + 1_800_000 });
    // a first screen's renders and tasks come and go: the dialog has not loaded
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.renders).toBe(0);

    act(() => page.settle());
    await waitFor(() => expect(page.renders).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => setSession({ warning: true, deadline: Date.now() + 60_000 }));
    expect(
      await screen.findByRole('dialog', { name: 'Your session is about to end' }),
    ).toBeInTheDocument();
  });

  it('shows a warning already due without waiting for the page to settle', async () => {
    await renderDialog({ warning: true, deadline: Date.now() + 60_000 });
    expect(
      await screen.findByRole('dialog', { name: 'Your session is about to end' }),
    ).toBeInTheDocument();
  });

  it('loads nothing without a session, even once the page has settled', async () => {
    await renderDialog({ warning: false, deadline: null });
    act(() => page.settle());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.renders).toBe(0);
  });
});
