/**
 * Telemetry dispatcher: the one place features report key actions and errors.
 *
 * Dependency-free on purpose. Features call `track` / `reportError`; the analytics feature
 * registers the sink at start-up (from src/app). Before a sink is registered, calls are kept in a
 * bounded queue (oldest dropped beyond `TELEMETRY_QUEUE_LIMIT`) and handed to the sink when it
 * registers. Neither function ever throws nor blocks: a failing sink is swallowed.
 *
 * Properties are small scalars only: never put emails, names or free text from forms in them.
 */

export type TelemetryProperties = Record<string, string | number | boolean | null>;

export interface TelemetrySink {
  track(eventName: string, properties?: TelemetryProperties): void;
  reportError(error: unknown, context?: string): void;
}

/** Calls kept while no sink is registered; beyond this the oldest are dropped. */
export const TELEMETRY_QUEUE_LIMIT = 100;

type Pending =
  | { kind: 'track'; eventName: string; properties?: TelemetryProperties }
  | { kind: 'error'; error: unknown; context?: string };

let currentSink: TelemetrySink | null = null;
const pending: Pending[] = [];

function enqueue(entry: Pending): void {
  pending.push(entry);
  if (pending.length > TELEMETRY_QUEUE_LIMIT)
    pending.splice(0, pending.length - TELEMETRY_QUEUE_LIMIT);
}

function deliver(sink: TelemetrySink, entry: Pending): void {
  try {
    if (entry.kind === 'track') sink.track(entry.eventName, entry.properties);
    else sink.reportError(entry.error, entry.context);
  } catch {
    // Telemetry never surfaces an error into the app.
  }
}

/** Records a key action (e.g. `job_saved`, `search`). Never throws, never blocks. */
export function track(eventName: string, properties?: TelemetryProperties): void {
  const entry: Pending = { kind: 'track', eventName, properties };
  if (currentSink) deliver(currentSink, entry);
  else enqueue(entry);
}

/** Reports a caught error with an optional short context (e.g. `feedback.submit`). Never throws. */
export function reportError(error: unknown, context?: string): void {
  const entry: Pending = { kind: 'error', error, context };
  if (currentSink) deliver(currentSink, entry);
  else enqueue(entry);
}

/** Registers (or, with `null`, removes) the sink; queued calls are delivered to it in order. */
export function setTelemetrySink(sink: TelemetrySink | null): void {
  currentSink = sink;
  if (!sink) return;
  const queued = pending.splice(0, pending.length);
  for (const entry of queued) deliver(sink, entry);
}
