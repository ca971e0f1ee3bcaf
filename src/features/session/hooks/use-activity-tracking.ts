import { useEffect } from 'react';
import { ACTIVITY_EVENTS } from '../constants';
import { useSessionStore } from '../stores/session-store';

/**
 * Mouse down, key press, scroll, touch start and the tab becoming visible count as activity.
 * The store throttles them, so listening costs almost nothing.
 */
export function useActivityTracking(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onActivity = () => useSessionStore.getState().recordActivity();
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      // Back from the background (or from sleep): first see whether time ran out meanwhile.
      useSessionStore.getState().check();
      useSessionStore.getState().recordActivity();
    };
    const options = { passive: true, capture: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
