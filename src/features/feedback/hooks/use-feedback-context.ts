import { useEffect } from 'react';
import { useFeedbackStore } from '../stores/feedback-store';
import type { FeedbackContext } from '../types';

/**
 * Declares what a person on this screen would comment on. The context is set on mount (and when it
 * changes) and cleared on unmount, unless another screen has declared its own since.
 */
export function useFeedbackContext(context: {
  title: string;
  description: string;
  component: string;
}): void {
  const { title, description, component } = context;
  useEffect(() => {
    const declared: FeedbackContext = { title, description, component };
    useFeedbackStore.getState().setContext(declared);
    return () => {
      if (useFeedbackStore.getState().context === declared) {
        useFeedbackStore.getState().setContext(null);
      }
    };
  }, [title, description, component]);
}
