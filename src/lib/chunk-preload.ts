// How the build loads a lazy chunk: Vite's `__vitePreload`, spread over tasks. Vite links every
// file the chunk needs (its scripts as modulepreload, its styles as stylesheets) and then imports
// it; it adds all the links in the one task that asked for the chunk, often a render of React.
// Starting a request costs the page 1-5 ms on a 2-core machine, and a dashboard's chunks ask for
// twenty-odd files at a time: tasks of 50-60 ms, 200-250 ms on Lighthouse's 4× slower phone.
// Here the styles are linked at once, as Vite does (they are few, and waited for), and then the
// scripts one per task (nextTask before each), so no task grows long; the chunk is imported once
// its files are linked and its styles have loaded, as before. Also, a stylesheet that failed is
// linked afresh next time, so that "Try again" can succeed. scripts/lib/chunk-preload-plugin.ts puts
// this module in place of Vite's. Neither it nor what it imports may use `import()`: that would
// call this module from within itself.
import { nextTask } from './yield-to-main';

/** What the build passes for each file: its path under the site's root (`assets/x-1.js`). */
type Dependencies = readonly string[] | undefined;

/** The files asked for so far, by address, with a stylesheet's load while it is under way. */
const asked = new Map<string, Promise<void> | undefined>();
/** The addresses linked in the page (by the prerendered page's loader, by index.html). */
function linkedInPage(): { all: Set<string>; styles: Set<string> } {
  const linked = { all: new Set<string>(), styles: new Set<string>() };
  for (const link of Array.from(document.getElementsByTagName('link'))) {
    linked.all.add(link.href);
    if (link.rel === 'stylesheet') linked.styles.add(link.href);
  }
  return linked;
}

function addLink(href: string, style: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = style ? 'stylesheet' : 'modulepreload';
  if (!style) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  return link;
}

/** A stylesheet's link, settled once it has loaded (or failed: the chunk is not imported). */
function linkStyle(href: string): Promise<void> {
  const link = addLink(href, true);
  return new Promise<void>((resolve, reject) => {
    const settle = (event: Event) => {
      link.removeEventListener('load', settle);
      link.removeEventListener('error', settle);
      if (event.type !== 'error') return resolve();
      // gone, so that the next attempt links it afresh rather than finding it linked
      link.remove();
      reject(new Error(`Unable to preload CSS for ${href}`));
    };
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
  });
}

/** A stylesheet asked for once (again after a failure, when the chunk is asked for again). */
function styleOnce(href: string): Promise<void> {
  const pending = linkStyle(href).then(
    () => void asked.set(href, undefined),
    (error: unknown) => {
      asked.delete(href);
      throw error;
    },
  );
  asked.set(href, pending);
  return pending;
}

/** Vite's `vite:preloadError`: a listener may take the failure over (src/lib/stale-chunk-reload.ts). */
function reportFailure(error: unknown): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
    payload?: unknown;
  };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

export async function __vitePreload<T>(
  importChunk: () => Promise<T>,
  dependencies?: Dependencies,
): Promise<T | undefined> {
  const linked = linkedInPage();
  const files = (dependencies ?? []).map((dependency) => {
    const href = new URL(`/${dependency}`, document.baseURI).href;
    return { href, style: href.endsWith('.css') };
  });
  const settling: Promise<void>[] = [];
  // the styles first, at once and in Vite's order (the chunk's own last), as they are waited for
  for (const { href } of files.filter(({ style }) => style)) {
    const pending = asked.has(href) || linked.styles.has(href) ? asked.get(href) : styleOnce(href);
    if (pending) settling.push(pending);
  }
  for (const { href } of files.filter(({ style }) => !style)) {
    if (asked.has(href) || linked.all.has(href)) continue;
    // each script in a task of its own, none in the one that asked (often a render of React,
    // in which several lazy components may ask at once)
    await nextTask();
    // another chunk's call may have linked it meanwhile
    if (asked.has(href)) continue;
    asked.set(href, undefined);
    addLink(href, false);
  }
  for (const result of await Promise.allSettled(settling)) {
    if (result.status === 'rejected') reportFailure(result.reason);
  }
  // as Vite's: a failure a listener took over (the page reloads) resolves to nothing
  return importChunk().catch((error: unknown) => {
    reportFailure(error);
    return undefined;
  });
}
