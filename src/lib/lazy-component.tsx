import { lazy, Suspense, useEffect, type ComponentType } from 'react';

/**
 * A component whose code loads after the screen using it has painted: `usePreload` (called by
 * that screen) starts the download at once, so the component is there when first shown (a
 * dialog opened by a click); until then it renders nothing.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(start);
  function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  function usePreload(enabled = true): void {
    useEffect(() => {
      if (enabled) void start();
    }, [enabled]);
  }
  return { Deferred, usePreload };
}
