import { API_PATHS } from '@contracts/api';

/** One call of the app to its own API, as measured by `postJson`. */
export interface ApiCallMetric {
  url: string;
  method: string;
  duration: number;
  /** The HTTP status, or 0 when no response came. */
  status: number;
  timestamp: number;
}

type ApiObserver = (metric: ApiCallMetric) => void;

/** Calls under this path (the analytics calls themselves) are never observed. */
const UNOBSERVED_API_PREFIX = API_PATHS.analyticsPrefix;

let observer: ApiObserver | null = null;

/** Registers (or, with `null`, removes) the one observer of API calls (the analytics feature). */
export function setApiObserver(next: ApiObserver | null): void {
  observer = next;
}

function observe(metric: ApiCallMetric): void {
  if (!observer || metric.url.startsWith(UNOBSERVED_API_PREFIX)) return;
  try {
    observer(metric);
  } catch {
    // an observer never breaks a call
  }
}

type HeaderSource = () => Promise<Record<string, string>>;
let extraHeaders: HeaderSource = () => Promise.resolve({});

/** What every API call adds to its headers (App Check's token, once App Check has started). */
export function setApiHeaders(source: HeaderSource): void {
  extraHeaders = source;
}

/** One call to the app's own API, observed; null when no response came (logged). */
async function call(
  method: 'GET' | 'POST',
  url: string,
  init: RequestInit,
): Promise<Response | null> {
  const timestamp = Date.now();
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(url, {
      ...init,
      method,
      headers: { ...(init.headers as Record<string, string>), ...(await extraHeaders()) },
    });
    status = response.status;
    return response;
  } catch (error) {
    console.error(`${method} ${url} failed`, error);
    return null;
  } finally {
    observe({ url, method, duration: performance.now() - started, status, timestamp });
  }
}

/**
 * POSTs JSON to the app's own API (/api/*, behind the Hosting rewrite), as text/plain: the API
 * parses it itself (contracts/api.ts, ApiBodyRule). Never throws.
 */
export function postJson(path: `/api/${string}`, body: unknown): Promise<Response | null> {
  return call('POST', path, {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
    keepalive: true,
  });
}

/** GETs from the app's own API with a query string. Never throws. */
export function getJson(
  path: `/api/${string}`,
  query: URLSearchParams,
  init: { signal?: AbortSignal | undefined; headers?: Record<string, string> } = {},
): Promise<Response | null> {
  const search = query.toString();
  return call('GET', search ? `${path}?${search}` : path, {
    headers: { Accept: 'application/json', ...init.headers },
    ...(init.signal ? { signal: init.signal } : {}),
  });
}
