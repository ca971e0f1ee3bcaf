// A function's handler module, loaded the first time its trigger runs rather than when the
// functions' entry point is: a worker (one per function in the emulator, an instance in
// production) then loads only what its own function needs.

/**
 * `load`, run once on first use: every later call (and every call made while it loads) gets the
 * same promise. A load that fails is not kept, so the next call tries again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
