// The widget's dialog and panel are not part of a screen's first load: their code loads once the
// page has settled, or at once when opened before that.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import FeedbackWidget from '../components/feedback-widget';
import { openFeedbackDialog } from '../stores/feedback-store';

const loaded = vi.hoisted(() => ({ dialog: vi.fn(), panel: vi.fn(), settled: false }));
vi.mock('@/lib/use-page-settled', () => ({ usePageSettled: () => loaded.settled }));
vi.mock('../components/feedback-dialog', async () => {
  loaded.dialog();
  const { useFeedbackStore } = await import('../stores/feedback-store');
  return {
    FeedbackDialog: () => (useFeedbackStore((state) => state.dialog.open) ? <p>dialog</p> : null),
  };
});
vi.mock('../components/feedback-panel', () => {
  loaded.panel();
  return { FeedbackPanel: () => <p>panel</p> };
});

const ticks = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the feedback widget', () => {
  it('loads neither the dialog nor the panel before the page settles; the dialog once opened', async () => {
    await renderWithProviders(<FeedbackWidget uid="seeker-1" />);
    await ticks();
    expect(loaded.dialog).not.toHaveBeenCalled();
    expect(loaded.panel).not.toHaveBeenCalled();

    act(() => openFeedbackDialog());
    expect(await screen.findByText('dialog')).toBeInTheDocument();
    expect(loaded.dialog).toHaveBeenCalled();
    expect(loaded.panel).not.toHaveBeenCalled();
  });

  it('loads the panel once the page has settled, unopened', async () => {
    loaded.settled = true;
    await renderWithProviders(<FeedbackWidget uid="seeker-1" />);
    await vi.waitFor(() => expect(loaded.panel).toHaveBeenCalled());
    expect(screen.queryByText('panel')).toBeNull();
  });
});
