import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ENDPOINTS,
  WEB_VITAL_THRESHOLDS,
  MAX_ERRORS_PER_PAGE,
  MAX_EVENT_PROPERTIES,
  MAX_PROPERTY_CHARS,
  MAX_STACK_CHARS,
  PAGE_VIEW_EVENT,
  REDACTED,
} from '../constants';
import { createAnalyticsClient, type PageEnvironment } from '../lib/analytics-client';

const NOW = 1_767_225_600_000;
const env: PageEnvironment = {
  url: (path = '/dashboard/job-seeker') => `https://jobs.example${path}`,
  userAgent: () => 'TestBrowser/1.0',
  now: () => NOW,
};

function setup() {
  const send = vi.fn((_endpoint: string, _body: string) => Promise.resolve());
  const client = createAnalyticsClient(send, env);
  const sentTo = (endpoint: string) => {
    client.flush();
    return send.mock.calls
      .filter(([to]) => to === endpoint)
      .flatMap(([, body]) => JSON.parse(body) as Record<string, unknown>[]);
  };
  return { client, send, sentTo };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payloads carry exactly the fields of their call', () => {
  it('web vitals: name, value, id, delta, rating, url, timestamp, userAgent', () => {
    const { client, sentTo } = setup();
    client.recordWebVital({
      name: 'CLS',
      value: WEB_VITAL_THRESHOLDS.CLS.poor,
      delta: 0.05,
      id: 'v5-1',
    });
    expect(sentTo(ANALYTICS_ENDPOINTS.webVitals)).toEqual([
      {
        name: 'CLS',
        value: WEB_VITAL_THRESHOLDS.CLS.poor,
        id: 'v5-1',
        delta: 0.05,
        rating: 'needs-improvement',
        url: 'https://jobs.example/dashboard/job-seeker',
        timestamp: NOW,
        userAgent: 'TestBrowser/1.0',
      },
    ]);
  });

  it('custom metrics: name, value, category, url, timestamp', () => {
    const { client, sentTo } = setup();
    client.recordCustomMetric('app_start', 420, 'startup');
    expect(sentTo(ANALYTICS_ENDPOINTS.customMetrics)).toEqual([
      {
        name: 'app_start',
        value: 420,
        category: 'startup',
        url: 'https://jobs.example/dashboard/job-seeker',
        timestamp: NOW,
      },
    ]);
  });

  it('API metrics: url (path only), method, duration, status, timestamp', () => {
    const { client, sentTo } = setup();
    client.recordApiMetric({
      url: '/api/auth/failed-sign-in?x=1',
      method: 'post',
      duration: 12.5,
      status: 202,
      timestamp: NOW - 5,
    });
    expect(sentTo(ANALYTICS_ENDPOINTS.apiMetrics)).toEqual([
      {
        url: '/api/auth/failed-sign-in',
        method: 'POST',
        duration: 12.5,
        status: 202,
        timestamp: NOW - 5,
      },
    ]);
  });

  it('errors: message, stack, context, url, userAgent, timestamp', () => {
    const { client, sentTo } = setup();
    const error = new Error('Boom');
    client.recordError(error, 'jobs.search');
    expect(sentTo(ANALYTICS_ENDPOINTS.errors)).toEqual([
      {
        message: 'Boom',
        stack: error.stack,
        context: 'jobs.search',
        url: 'https://jobs.example/dashboard/job-seeker',
        userAgent: 'TestBrowser/1.0',
        timestamp: NOW,
      },
    ]);
  });

  it('events: eventName, properties, url, timestamp', () => {
    const { client, sentTo } = setup();
    client.track('job_saved', { jobId: 'job-42', fromSearch: true });
    expect(sentTo(ANALYTICS_ENDPOINTS.events)).toEqual([
      {
        eventName: 'job_saved',
        properties: { jobId: 'job-42', fromSearch: true },
        url: 'https://jobs.example/dashboard/job-seeker',
        timestamp: NOW,
      },
    ]);
  });
});

describe('no personal data', () => {
  it('redacts email addresses from event properties, error messages and stacks', () => {
    const { client, sentTo } = setup();
    client.track('application_sent', { contact: 'ana.lopez@example.com', jobId: 'j1' });
    const error = new Error('No account for ana.lopez@example.com');
    error.stack = 'Error: No account for ana.lopez@example.com\n    at signIn (app.js:1:2)';
    client.reportError(error);
    const [event] = sentTo(ANALYTICS_ENDPOINTS.events);
    expect(event?.properties).toEqual({ contact: REDACTED, jobId: 'j1' });
    const [report] = sentTo(ANALYTICS_ENDPOINTS.errors);
    expect(report?.message).toBe(`No account for ${REDACTED}`);
    expect(report?.stack).toContain(`No account for ${REDACTED}`);
    expect(JSON.stringify(report)).not.toContain('@example.com');
  });

  it('keeps only small scalar properties with plain names, cut to their caps', () => {
    const { client, sentTo } = setup();
    const many = Object.fromEntries(
      Array.from({ length: MAX_EVENT_PROPERTIES + 5 }, (_, i) => [`p${i}`, i]),
    );
    client.track('search', {
      ...many,
      'bad key': 'x',
      long: 'y'.repeat(MAX_PROPERTY_CHARS + 50),
      infinite: Number.POSITIVE_INFINITY,
      nested: { a: 1 } as unknown as string,
    });
    const [event] = sentTo(ANALYTICS_ENDPOINTS.events);
    const properties = event?.properties as Record<string, unknown>;
    expect(Object.keys(properties)).toHaveLength(MAX_EVENT_PROPERTIES);
    expect(properties).not.toHaveProperty('bad key');
    expect(properties).not.toHaveProperty('nested');
  });

  it('addresses a page view to the page it names, not to where a redirect has moved on', () => {
    const { client, sentTo } = setup();
    client.track(PAGE_VIEW_EVENT, { path: '/', previousPath: null });
    client.track('search', { path: '/elsewhere' });
    expect(sentTo(ANALYTICS_ENDPOINTS.events).map((event) => event.url)).toEqual([
      'https://jobs.example/',
      'https://jobs.example/dashboard/job-seeker',
    ]);
  });

  it('drops an event whose name is not snake_case (it could be free text)', () => {
    const { client, sentTo } = setup();
    client.track('I searched for nurse jobs in Berlin');
    client.track('search', { results: 3 });
    expect(sentTo(ANALYTICS_ENDPOINTS.events).map((event) => event.eventName)).toEqual(['search']);
  });
});

describe('errors', () => {
  it('reports one error once per page load, whatever source saw it again', () => {
    const { client, sentTo } = setup();
    const error = new Error('Render failed');
    client.recordError(error, 'error-boundary');
    client.recordError(error, 'window.error');
    expect(sentTo(ANALYTICS_ENDPOINTS.errors)).toHaveLength(1);
  });

  it(`reports at most ${MAX_ERRORS_PER_PAGE} distinct errors per page load`, () => {
    const { client, sentTo } = setup();
    for (let i = 0; i < MAX_ERRORS_PER_PAGE + 10; i += 1) client.recordError(new Error(`e${i}`));
    expect(sentTo(ANALYTICS_ENDPOINTS.errors)).toHaveLength(MAX_ERRORS_PER_PAGE);
  });

  it('describes a rejection with a plain value, and cuts a long stack', () => {
    const { client, sentTo } = setup();
    client.recordError({ code: 'quota' }, 'unhandledrejection');
    const long = new Error('deep');
    long.stack = 'x'.repeat(MAX_STACK_CHARS * 2);
    client.recordError(long);
    const [plain, deep] = sentTo(ANALYTICS_ENDPOINTS.errors);
    expect(plain).toMatchObject({
      message: '{"code":"quota"}',
      stack: '',
      context: 'unhandledrejection',
    });
    expect(deep).toMatchObject({ context: 'app' });
    expect(deep?.stack).toHaveLength(MAX_STACK_CHARS);
  });
});

describe('the analytics calls themselves', () => {
  it('are never recorded as API metrics', () => {
    const { client, sentTo } = setup();
    for (const endpoint of Object.values(ANALYTICS_ENDPOINTS)) {
      client.recordApiMetric({
        url: endpoint,
        method: 'POST',
        duration: 3,
        status: 202,
        timestamp: NOW,
      });
    }
    client.recordApiMetric({
      url: '/api/health',
      method: 'GET',
      duration: 3,
      status: 200,
      timestamp: NOW,
    });
    expect(sentTo(ANALYTICS_ENDPOINTS.apiMetrics).map((metric) => metric.url)).toEqual([
      '/api/health',
    ]);
  });
});
