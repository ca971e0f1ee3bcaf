// Start-up of analytics (called once from src/app): registers the telemetry sink and the API
// observer, listens for uncaught errors and unhandled rejections, observes web vitals, and sends
// what waits whenever the page hides.
import { setApiObserver } from '@/lib/api-client';
import { setTelemetrySink } from '@/lib/telemetry';
import { sendAnalyticsBatch } from '../api/send-analytics-batch';
import { ERROR_CONTEXTS } from '../constants';
import { createAnalyticsClient, type AnalyticsClient } from './analytics-client';
import type { Transport } from './batch-queue';
import { observeWebVitals } from './observe-web-vitals';

let active: { client: AnalyticsClient; stop: () => void } | null = null;

interface StartAnalyticsOptions {
  send?: Transport;
  /** Off in tests that feed vitals themselves. */
  webVitals?: boolean;
}

/** Starts analytics for this page; a second call returns the running one. Returns `stop`. */
export function startAnalytics(options: StartAnalyticsOptions = {}): () => void {
  if (active) return active.stop;
  const client = createAnalyticsClient(options.send ?? sendAnalyticsBatch);

  const onError = (event: ErrorEvent) =>
    client.recordError(event.error ?? event.message, ERROR_CONTEXTS.uncaught);
  const onRejection = (event: PromiseRejectionEvent) =>
    client.recordError(event.reason, ERROR_CONTEXTS.unhandledRejection);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') client.flush();
  };
  const onPageHide = () => client.flush();

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  const stopVitals =
    options.webVitals === false ? () => undefined : observeWebVitals(client.recordWebVital);
  setApiObserver(client.recordApiMetric);
  setTelemetrySink(client);

  const stop = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    stopVitals();
    setApiObserver(null);
    setTelemetrySink(null);
    client.dispose();
    active = null;
  };
  active = { client, stop };
  return stop;
}

/** A custom metric (`name`, `value`, `category`) of the running page; dropped before start-up. */
export function recordCustomMetric(name: string, value: number, category: string): void {
  active?.client.recordCustomMetric(name, value, category);
}
