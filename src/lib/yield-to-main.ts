/**
 * Resolves in a new task, so that the browser can paint and answer input before what follows:
 * a module that took long to evaluate is not followed, in the same task, by the work that uses it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
