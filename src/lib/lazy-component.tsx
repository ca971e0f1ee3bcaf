import {
  // eslint-disable-next-line no-restricted-imports -- the one place React's own lazy is wrapped
  lazy as reactLazy,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';

/** A component made by `lazy`; `preload` loads its code before it is first rendered. */
export type LazyComponent<Props> = ComponentType<Props> & { preload: () => Promise<void> };

/** How many times an error boundary has asked to try again (`retryFailedLoads`). */
let retries = 0;

/** Called by an error boundary's retry: a lazy component whose load failed loads again. */
export function retryFailedLoads(): void {
  retries += 1;
}

/**
 * A component whose code loads when it is first rendered, like `React.lazy`, except that a failed
 * load can be tried again: React keeps a lazy component's rejected load for good, so after a chunk
 * failed to download (a dropped connection, a deploy that replaced it) no "Try again" could ever
 * show the screen. Here the failure reaches the nearest error boundary as usual, and once a
 * boundary retries (`retryFailedLoads`), the next render starts a fresh load; until then every
 * render shows the same failure, so a failing chunk is never fetched in a loop. Use it instead of
 * `React.lazy` (lint says so).
 *
 * Also, one whose code is already here when it mounts renders at once: React's lazy suspends at
 * every first render, even of code that has loaded, and React then keeps the fallback for at least
 * 300 ms (its throttle of Suspense reveals). `preload()` loads the code before the first render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyComponent<ComponentProps<T>> {
  /** The retry count when the current load failed; null while it has not. */
  let failedAt: number | null = null;
  /** The component, once a load has brought its code. */
  let loaded: T | null = null;
  /** The load under way or done: renders and preloads share it; a failed one is not kept. */
  let loading: Promise<{ default: T }> | null = null;
  const attempt = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        failedAt = retries;
        throw error;
      },
    ));
  let Current = reactLazy(attempt);
  function Lazy(props: ComponentProps<T>) {
    // decided when it mounts, so that it never changes from one component to the other
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    if (failedAt !== null && retries > failedAt) {
      failedAt = null;
      Current = reactLazy(attempt);
    }
    const Loaded = Current as unknown as ComponentType<ComponentProps<T>>;
    return <Loaded {...props} />;
  }
  Lazy.preload = () => attempt().then(() => undefined);
  return Lazy;
}

/**
 * A component whose code loads after the screen using it has painted: `usePreload` (called by
 * that screen) starts the download at once, so the component is there when first shown (a
 * dialog opened by a click); until then it renders nothing. A failed download is tried again by
 * the next preload, or by the next render once an error boundary retries.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy<ComponentType<Props>>(() =>
    load().then((component) => ({ default: component })),
  );
  function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  function usePreload(enabled = true): void {
    useEffect(() => {
      // a failed preload is tried again when the component renders
      if (enabled) Loaded.preload().catch(() => undefined);
    }, [enabled]);
  }
  return { Deferred, usePreload };
}
