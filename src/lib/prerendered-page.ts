// A prerendered page (scripts/lib/prerender-pages.ts) is inert until React has taken over the part
// a person uses (its form): a keystroke or click before then would be lost or reset. The page's
// innermost component releases it once it is on screen; leaving the page or a failure does too.
//
// A prerendered dashboard frame shows the person last signed in here before any script runs: its
// HTML leaves their name, email and initials empty (<HintedText>), and the page's inline script
// paints them from the session hint through CSS variables until React, once it has taken the frame
// over, writes the same text into those elements.
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

/**
 * Whether this page was prerendered without a person (sign-in, sign-up, forgot password, not
 * found): the same for everyone, taken over as it is (main.tsx drops the mark of one it replaced).
 */
export function isFirstVisitPage(): boolean {
  const { prerendered, prerenderedRole } = document.documentElement.dataset;
  return prerendered !== undefined && prerenderedRole === undefined;
}

/** Whether the page being rendered to HTML, or taken over, is a dashboard frame with a person. */
let personFrame = false;

/** The build sets it around a dashboard frame's render; main.tsx before taking one over. */
export function setPersonFrame(on: boolean): void {
  personFrame = on;
}

/**
 * Whether the person's parts of the page (the user menu) are rendered: always, except while React
 * takes over a prerendered page without a person (sign-in and the other first-visit pages).
 */
export function usePersonShown(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => true,
    () => personFrame,
  );
}

/** The texts of the person a prerendered frame paints from the session hint. */
export type HintedField = 'name' | 'email' | 'initials';

/** The CSS variable a hinted text is painted from (styles.css), until React writes it. */
export const hintVariable = (field: HintedField) => `--hint-${field}`;
