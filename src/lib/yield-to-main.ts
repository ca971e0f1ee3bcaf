// Scheduling helpers: give the browser a turn (to paint, to answer input) before work that follows
// a long task, and put work that the first screen does not need into idle time, after the page has
// settled.

/**
 * Resolves in a new task, so that the browser can paint and answer input before what follows:
 * a module that took long to evaluate is not followed, in the same task, by the work that uses it.
 */
export function yieldToMain(): Promise<void> {
  return schedulerYield() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** `scheduler.yield()`, where the browser has it: the next task, ahead of other work. */
function schedulerYield(): Promise<void> | null {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : null;
}

/**
 * Like yieldToMain, for a loop that yields many times in a row: where there is no
 * `scheduler.yield`, the next task is asked for with a message rather than a timer, since a
 * browser holds a timer set from a timer's task five deep for at least 4 ms (twenty turns of a
 * loop would wait 60 ms for nothing).
 */
export function nextTask(): Promise<void> {
  return (
    schedulerYield() ??
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    })
  );
}

/** The longest `whenIdle` waits for the browser to be idle before it resolves anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves when the browser is next idle (`requestIdleCallback`), at the latest after
 * IDLE_TIMEOUT_MS; where there is no idle callback, in the next task.
 */
export function whenIdle(): Promise<void> {
  if (typeof globalThis.requestIdleCallback !== 'function') return yieldToMain();
  return new Promise((resolve) => {
    globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
  });
}

/** How long after the page's load event work that can wait (live updates) waits. */
export const SETTLE_MS = 5_000;

/**
 * Resolves once the page has settled: SETTLE_MS after its load event, in idle time. Where there is
 * no page load to wait for (no navigation timing: outside a browser), in idle time.
 */
export async function whenSettled(): Promise<void> {
  const entries = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  const navigation = entries.find(
    (entry): entry is PerformanceNavigationTiming => 'loadEventEnd' in entry,
  );
  if (navigation) {
    if (document.readyState !== 'complete') {
      await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    }
    const loadedAt = navigation.loadEventEnd || performance.now();
    const wait = loadedAt + SETTLE_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await whenIdle();
}

/** What a person does first on a page they use: press a pointer (a click, a tap) or a key. */
const USE_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Resolves once a person has started using the page (a pointer or a key pressed) or it has
 * settled (`whenSettled`), whichever comes first: for what a page needs only once it is used.
 */
export function whenUsedOrSettled(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of USE_EVENTS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of USE_EVENTS) {
      document.addEventListener(type, done, { capture: true, passive: true });
    }
    void whenSettled().then(done);
  });
}
