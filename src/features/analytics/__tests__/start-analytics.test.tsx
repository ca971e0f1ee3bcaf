// Analytics as the app starts it: the telemetry sink, the API observer, global errors, the error
// boundary and page hiding, over a fetch that the test controls.
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { postJson } from '@/lib/api-client';
import { reportError, track } from '@/lib/telemetry';
import { ANALYTICS_CONTENT_TYPE } from '../api/send-analytics-batch';
import { ANALYTICS_ENDPOINTS, ERROR_CONTEXTS, FLUSH_DELAY_MS } from '../constants';
import { startAnalytics } from '../lib/start-analytics';

const fetchMock = vi.fn<typeof fetch>();
let stop: () => void = () => undefined;

/** Payloads POSTed to one analytics endpoint so far. */
function postedTo(endpoint: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === endpoint)
    .flatMap(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>[]);
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  stop();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startAnalytics', () => {
  it('sends events tracked before start-up once the sink is registered', () => {
    track('job_saved', { jobId: 'early' });
    stop = startAnalytics({ webVitals: false });
    hidePage();
    expect(postedTo(ANALYTICS_ENDPOINTS.events)).toEqual([
      expect.objectContaining({ eventName: 'job_saved', properties: { jobId: 'early' } }),
    ]);
  });

  it('sends what waits when the page hides, as a keepalive text/plain POST', () => {
    stop = startAnalytics({ webVitals: false });
    track('role_added', { source: 'suggestions' });
    expect(fetchMock).not.toHaveBeenCalled();
    hidePage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ANALYTICS_ENDPOINTS.events);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init?.headers).toEqual({ 'Content-Type': ANALYTICS_CONTENT_TYPE });
  });

  it('sends on pagehide too', () => {
    stop = startAnalytics({ webVitals: false });
    track('feedback_submitted');
    window.dispatchEvent(new Event('pagehide'));
    expect(postedTo(ANALYTICS_ENDPOINTS.events)).toHaveLength(1);
  });

  it('posts uncaught errors and unhandled rejections to the errors endpoint', () => {
    stop = startAnalytics({ webVitals: false });
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    hidePage();
    expect(postedTo(ANALYTICS_ENDPOINTS.errors)).toEqual([
      expect.objectContaining({ message: 'uncaught', context: ERROR_CONTEXTS.uncaught }),
      expect.objectContaining({ message: 'rejected', context: ERROR_CONTEXTS.unhandledRejection }),
    ]);
  });

  it("posts an error caught by the app's error boundary", () => {
    stop = startAnalytics({ webVitals: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <ErrorBoundary fallback={() => <p>fallback</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    hidePage();
    expect(postedTo(ANALYTICS_ENDPOINTS.errors)).toEqual([
      expect.objectContaining({ message: 'render failed', context: ERROR_CONTEXTS.boundary }),
    ]);
  });

  it("measures the app's own API calls, never the analytics calls", async () => {
    stop = startAnalytics({ webVitals: false });
    await postJson('/api/auth/failed-sign-in', { email: 'x@jobs.test' });
    await postJson('/api/analytics/events', []);
    hidePage();
    await vi.advanceTimersByTimeAsync(0);
    expect(postedTo(ANALYTICS_ENDPOINTS.apiMetrics)).toEqual([
      expect.objectContaining({ url: '/api/auth/failed-sign-in', method: 'POST', status: 202 }),
    ]);
    // sending the metrics above was itself an API call: it must not produce a new metric
    fetchMock.mockClear();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 2);
    hidePage();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records an API call that got no response with status 0', async () => {
    stop = startAnalytics({ webVitals: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await postJson('/api/health', {});
    hidePage();
    expect(postedTo(ANALYTICS_ENDPOINTS.apiMetrics)).toEqual([
      expect.objectContaining({ url: '/api/health', status: 0 }),
    ]);
  });
});

describe('a failing analytics endpoint never surfaces an error', () => {
  it.each([
    ['rejects', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['answers 500', () => fetchMock.mockResolvedValue(new Response('<html>', { status: 500 }))],
    [
      'throws at once',
      () =>
        fetchMock.mockImplementation(() => {
          throw new TypeError('keepalive refused');
        }),
    ],
  ])('when fetch %s', async (_label, fail) => {
    fail();
    const beacon = vi.fn(() => {
      throw new Error('no beacon either');
    });
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const consoleError = vi.spyOn(console, 'error');
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    stop = startAnalytics({ webVitals: false });
    expect(() => {
      track('search', { results: 0 });
      reportError(new Error('handled'), 'jobs.search');
      hidePage();
    }).not.toThrow();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 2);
    expect(fetchMock).toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    window.removeEventListener('unhandledrejection', unhandled);
  });
});
