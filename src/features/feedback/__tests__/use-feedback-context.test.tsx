import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFeedbackContext } from '../hooks/use-feedback-context';
import { useFeedbackStore } from '../stores/feedback-store';

function Screen({ title }: { title: string }) {
  useFeedbackContext({ title, description: `${title} description`, component: `${title} part` });
  return null;
}

const context = () => useFeedbackStore.getState().context;

afterEach(() => useFeedbackStore.getState().setContext(null));

describe('useFeedbackContext', () => {
  it('declares the screen context on mount and clears it on unmount', () => {
    const { unmount } = render(<Screen title="Job search" />);
    expect(context()).toEqual({
      title: 'Job search',
      description: 'Job search description',
      component: 'Job search part',
    });
    unmount();
    expect(context()).toBeNull();
  });

  it('follows a change of the declared texts (a new language)', () => {
    const { rerender } = render(<Screen title="Job search" />);
    rerender(<Screen title="Stellensuche" />);
    expect(context()?.title).toBe('Stellensuche');
  });

  it('leaves the context of the screen that came next', () => {
    const first = render(<Screen title="Saved jobs" />);
    render(<Screen title="Career roles" />);
    first.unmount();
    expect(context()?.title).toBe('Career roles');
  });
});
