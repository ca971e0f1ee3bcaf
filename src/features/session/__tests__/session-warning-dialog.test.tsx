import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { SessionWarningDialog } from '../components/session-warning-dialog';
import { COUNTDOWN_TICK_MS } from '../constants';
import { useSessionStore } from '../stores/session-store';

const initial = useSessionStore.getInitialState();
const extend = vi.fn();

beforeEach(() => {
  extend.mockReset();
  useSessionStore.setState({ warning: true, deadline: Date.now() + 65_000, extend });
});

afterEach(() => {
  vi.useRealTimers();
  useSessionStore.setState(initial, true);
});

describe('the session warning', () => {
  it('opens with "Stay signed in" focused and a countdown that runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useSessionStore.setState({ deadline: Date.now() + 65_000 });
    await renderWithProviders(<SessionWarningDialog onSignOut={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^1:0[45]$/);

    act(() => {
      vi.advanceTimersByTime(10 * COUNTDOWN_TICK_MS);
    });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^0:5[45]$/);
  });

  it('is not dismissed by Escape: the person chooses', async () => {
    const onSignOut = vi.fn();
    await renderWithProviders(<SessionWarningDialog onSignOut={onSignOut} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    await userEvent.keyboard('{Escape}');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(
      screen.getByRole('dialog', { name: 'Your session is about to end' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(extend).toHaveBeenCalledTimes(1);
  });

  it('closes when the store no longer warns', async () => {
    await renderWithProviders(<SessionWarningDialog onSignOut={vi.fn()} />);
    await screen.findByRole('dialog');
    act(() => useSessionStore.setState({ warning: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
