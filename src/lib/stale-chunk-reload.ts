// After a deploy, a tab opened before it still asks for the old build's chunks, which Hosting no
// longer has: the chunk loader (src/lib/chunk-preload.ts, in place of Vite's, and as Vite's does)
// reports each failed chunk load as a `vite:preloadError` event on the window.
// One reload brings the new build; if the chunk still fails right after that reload (the network,
// not a deploy), the page does not reload again: the error reaches the screen's boundary, which
// says so and offers to try again.

/** Where the time of the last such reload is kept: it must outlive the reload, not the tab. */
export const STALE_CHUNK_RELOAD_KEY = 'stale-chunk-reload-at';
/** A failed chunk this soon after such a reload does not reload the page again. */
export const STALE_CHUNK_RELOAD_GUARD_MS = 60_000;

interface Options {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The tab's session storage, by default; opened only when a chunk fails. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/** Reloads the page once when a chunk of the app fails to load; returns the way to stop. */
export function reloadOnStaleChunk({
  target = window,
  storage,
  reload = () => window.location.reload(),
  now = () => Date.now(),
}: Options = {}): () => void {
  const onPreloadError = (event: Event) => {
    try {
      // not at the start: the page's first use of session storage opens it, in the browser's
      // process and synchronously (5-9 ms of the entry's one task on a 2-core machine)
      const store = storage ?? sessionStorage;
      const last = Number(store.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
      if (now() - last < STALE_CHUNK_RELOAD_GUARD_MS) return;
      store.setItem(STALE_CHUNK_RELOAD_KEY, String(now()));
    } catch {
      // without storage a reload could not know it already happened: no reload at all
      return;
    }
    // the page is going away: the failed import need not reach a boundary meanwhile
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
