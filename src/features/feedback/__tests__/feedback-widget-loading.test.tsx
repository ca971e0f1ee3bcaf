// The widget's dialog and panel are not part of a screen's first load: the dialog is rendered (and
// so its code loaded) once the page has settled, or once opened before that, and stays rendered so
// that it can fade out; the panel's code loads once the page has settled.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import FeedbackWidget from '../components/feedback-widget';
import { openFeedbackDialog, useFeedbackStore } from '../stores/feedback-store';

const loaded = vi.hoisted(() => ({ dialog: vi.fn(), panel: vi.fn(), settled: false }));
vi.mock('@/lib/use-page-settled', () => ({ usePageSettled: () => loaded.settled }));
vi.mock('../components/feedback-dialog', async () => {
  loaded.dialog();
  const { useFeedbackStore: store } = await import('../stores/feedback-store');
  return {
    FeedbackDialog: () => (
      <p data-testid="dialog" data-open={String(store((state) => state.dialog.open))} />
    ),
  };
});
vi.mock('../components/feedback-panel', () => {
  loaded.panel();
  return { FeedbackPanel: () => <p>panel</p> };
});

const ticks = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  loaded.settled = false;
});
afterEach(() => useFeedbackStore.getState().reset());

describe('the feedback widget', () => {
  // first in the file: a module, once loaded, stays loaded for the tests after it
  it('loads neither before the page settles; the dialog once opened, and keeps it when closed', async () => {
    await renderWithProviders(<FeedbackWidget uid="seeker-1" />);
    await ticks();
    expect(loaded.dialog).not.toHaveBeenCalled();
    expect(loaded.panel).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog')).toBeNull();

    act(() => openFeedbackDialog());
    expect(await screen.findByTestId('dialog')).toHaveAttribute('data-open', 'true');
    expect(loaded.dialog).toHaveBeenCalled();
    expect(loaded.panel).not.toHaveBeenCalled();

    // still rendered once closed: it fades out
    act(() => useFeedbackStore.getState().closeFeedbackDialog());
    expect(screen.getByTestId('dialog')).toHaveAttribute('data-open', 'false');
  });

  it('renders the dialog, unopened, and loads the panel once the page has settled', async () => {
    loaded.settled = true;
    await renderWithProviders(<FeedbackWidget uid="seeker-1" />);
    expect(await screen.findByTestId('dialog')).toHaveAttribute('data-open', 'false');
    await vi.waitFor(() => expect(loaded.panel).toHaveBeenCalled());
    expect(screen.queryByText('panel')).toBeNull();
  });
});
