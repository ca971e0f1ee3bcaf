// Turns what the app observes into the five payloads and queues them for their endpoints.
// Every method swallows its own failures: analytics never throws into the app.
import { isHttpMethod } from '@contracts/analytics';
import type { ApiCallMetric } from '@/lib/api-client';
import type { TelemetryProperties, TelemetrySink } from '@/lib/telemetry';
import {
  ANALYTICS_ENDPOINTS,
  ERROR_CONTEXTS,
  MAX_CONTEXT_CHARS,
  MAX_ERRORS_PER_PAGE,
  MAX_MESSAGE_CHARS,
  MAX_STACK_CHARS,
  MAX_USER_AGENT_CHARS,
  PAGE_VIEW_EVENT,
} from '../constants';
import type {
  ApiMetricPayload,
  CustomMetricPayload,
  ErrorPayload,
  EventPayload,
  VitalMeasurement,
  WebVitalPayload,
} from '../types';
import { createBatchQueue, type Transport } from './batch-queue';
import {
  callPath,
  isEventName,
  isMetricName,
  pageUrl,
  redactEmails,
  sanitizeProperties,
  truncate,
} from './privacy';
import { rateVital } from './rate-vital';

/** Where the page is and who asks (injectable in tests). */
export interface PageEnvironment {
  /** The page's address, or that of `path` on this origin. */
  url(path?: string): string;
  userAgent(): string;
  now(): number;
}

let userAgent: string | undefined;

const browserEnvironment: PageEnvironment = {
  url: (path) =>
    pageUrl({ origin: window.location.origin, pathname: path ?? window.location.pathname }),
  // read once: it does not change during a page's life, and stays readable while it unloads
  userAgent: () => (userAgent ??= truncate(navigator.userAgent || 'unknown', MAX_USER_AGENT_CHARS)),
  now: () => Date.now(),
};

export interface AnalyticsClient extends TelemetrySink {
  recordWebVital: (measurement: VitalMeasurement) => void;
  recordCustomMetric: (name: string, value: number, category: string) => void;
  recordApiMetric: (metric: ApiCallMetric) => void;
  recordError: (error: unknown, context?: string) => void;
  recordEvent: (eventName: string, properties?: TelemetryProperties) => void;
  /** Sends everything waiting now (the page is hiding). */
  flush: () => void;
  pendingCount: () => number;
  dispose: () => void;
}

const isAnalyticsCall = (url: string) =>
  Object.values(ANALYTICS_ENDPOINTS).some((endpoint) => callPath(url).endsWith(endpoint));

function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack ?? '' };
  }
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

const guard =
  <A extends unknown[]>(body: (...args: A) => void) =>
  (...args: A): void => {
    try {
      body(...args);
    } catch {
      // analytics never disturbs the app
    }
  };

export function createAnalyticsClient(
  send: Transport,
  env: PageEnvironment = browserEnvironment,
): AnalyticsClient {
  const queue = createBatchQueue(send);
  const errorKeys = new Set<string>();

  const recordEvent = guard((eventName: string, properties?: TelemetryProperties) => {
    if (!isEventName(eventName)) {
      if (import.meta.env.DEV)
        console.warn(`Analytics: event name "${eventName}" is not snake_case`);
      return;
    }
    const clean = sanitizeProperties(properties);
    // a page view is addressed to the page it names, even when a redirect has already moved on
    const viewed =
      eventName === PAGE_VIEW_EVENT && typeof clean.path === 'string' && clean.path.startsWith('/')
        ? clean.path
        : undefined;
    const payload: EventPayload = {
      eventName,
      properties: clean,
      url: env.url(viewed),
      timestamp: env.now(),
    };
    queue.enqueue(ANALYTICS_ENDPOINTS.events, payload);
  });

  const recordError = guard((error: unknown, context?: string) => {
    const described = describeError(error);
    const message = truncate(redactEmails(described.message), MAX_MESSAGE_CHARS) || 'Error';
    const stack = truncate(redactEmails(described.stack), MAX_STACK_CHARS);
    // one report per distinct error and page load, whichever source saw it first
    const key = `error:${message}\n${stack.split('\n', 2).join('\n')}`;
    if (errorKeys.has(key) || errorKeys.size >= MAX_ERRORS_PER_PAGE) return;
    errorKeys.add(key);
    const payload: ErrorPayload = {
      message,
      stack,
      context: truncate(context?.trim() || ERROR_CONTEXTS.reported, MAX_CONTEXT_CHARS),
      url: env.url(),
      userAgent: env.userAgent(),
      timestamp: env.now(),
    };
    queue.enqueue(ANALYTICS_ENDPOINTS.errors, payload, key);
  });

  return {
    recordWebVital: guard((measurement: VitalMeasurement) => {
      if (!Number.isFinite(measurement.value) || !Number.isFinite(measurement.delta)) return;
      const payload: WebVitalPayload = {
        name: measurement.name,
        value: Math.max(0, measurement.value),
        id: measurement.id,
        delta: measurement.delta,
        rating: rateVital(measurement.name, measurement.value),
        url: env.url(),
        timestamp: env.now(),
        userAgent: env.userAgent(),
      };
      queue.enqueue(ANALYTICS_ENDPOINTS.webVitals, payload, `vital:${measurement.id}`);
    }),
    recordCustomMetric: guard((name: string, value: number, category: string) => {
      if (!isMetricName(name) || !isMetricName(category) || !Number.isFinite(value)) return;
      const payload: CustomMetricPayload = {
        name,
        value,
        category,
        url: env.url(),
        timestamp: env.now(),
      };
      queue.enqueue(ANALYTICS_ENDPOINTS.customMetrics, payload);
    }),
    recordApiMetric: guard((metric: ApiCallMetric) => {
      // the analytics calls themselves are never measured
      if (isAnalyticsCall(metric.url)) return;
      // a method the API does not know would have the whole batch refused
      const method = metric.method.toUpperCase();
      if (!isHttpMethod(method)) return;
      const payload: ApiMetricPayload = {
        url: callPath(metric.url),
        method,
        duration: Math.max(0, metric.duration),
        status: metric.status,
        timestamp: metric.timestamp,
      };
      queue.enqueue(ANALYTICS_ENDPOINTS.apiMetrics, payload);
    }),
    recordError,
    recordEvent,
    track: recordEvent,
    reportError: recordError,
    flush: () => queue.flush(),
    pendingCount: () => queue.size(),
    dispose: () => queue.dispose(),
  };
}
