// CLS, FCP, LCP, TTFB and INP through `web-vitals` (loaded after start-up, out of the first
// bundle; its observers read buffered entries, so nothing early is missed), and FID from the
// browser's first-input entry, which current `web-vitals` no longer reports.
import type { VitalMeasurement } from '../types';

type VitalReporter = (measurement: VitalMeasurement) => void;

let fidSequence = 0;

/** Reports the first input delay once per page load: processing start minus input time. */
export function observeFirstInput(report: VitalReporter): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('first-input')
  ) {
    return () => undefined;
  }
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    observer.disconnect();
    const value = Math.max(0, entry.processingStart - entry.startTime);
    fidSequence += 1;
    report({ name: 'FID', value, delta: value, id: `v-fid-${Date.now()}-${fidSequence}` });
  });
  try {
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    return () => undefined;
  }
  return () => observer.disconnect();
}

export async function observeLibraryVitals(report: VitalReporter): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const forward = (metric: { name: string; value: number; delta: number; id: string }) =>
    report({
      name: metric.name as VitalMeasurement['name'],
      value: metric.value,
      delta: metric.delta,
      id: metric.id,
    });
  onCLS(forward);
  onFCP(forward);
  onINP(forward);
  onLCP(forward);
  onTTFB(forward);
}

/** Starts every vital's observer; failures (an old browser) only mean fewer vitals. */
export function observeWebVitals(report: VitalReporter): () => void {
  const stopFirstInput = observeFirstInput(report);
  observeLibraryVitals(report).catch(() => undefined);
  return stopFirstInput;
}
