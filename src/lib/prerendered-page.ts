// A prerendered page (scripts/lib/prerender-pages.ts) is inert until React has taken over the part
// a person uses (its form): a keystroke or click before then would be lost or reset. The page's
// innermost component releases it once it is on screen; leaving the page or a failure does too.
import { useEffect, useSyncExternalStore } from 'react';

/** Lets the person use the page (nothing to do on a page that was not prerendered). */
export function releasePrerenderedPage(): void {
  document.getElementById('root')?.removeAttribute('inert');
}

/** Releases the page once the calling component has been taken over (hydrated) or rendered. */
export function useReleasePrerenderedPage(enabled = true): void {
  useEffect(() => {
    if (enabled) releasePrerenderedPage();
  }, [enabled]);
}

const unsubscribed = () => () => undefined;

/**
 * False while React takes over a prerendered page (its markup is a first visit's: nobody signed
 * in, nothing stored), true right after and in any other render: what the browser's storage adds
 * (the session hint's person) shows one render later instead of breaking the takeover.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );
}
