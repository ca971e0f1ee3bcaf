import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ENDPOINTS,
  FLUSH_DELAY_MS,
  KEEPALIVE_BUDGET_BYTES,
  MAX_PAYLOADS_PER_REQUEST,
  MAX_PENDING_PAYLOADS,
  MAX_REQUEST_BYTES,
} from '../constants';
import { createBatchQueue } from '../lib/batch-queue';

const { events, webVitals, errors } = ANALYTICS_ENDPOINTS;
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

interface Sent {
  endpoint: string;
  body: string;
  resolve: () => void;
}

/** A transport whose requests stay in flight until the test lets them finish. */
function heldTransport() {
  const sent: Sent[] = [];
  const send = vi.fn((endpoint: string, body: string) => {
    return new Promise<void>((resolve) => sent.push({ endpoint, body, resolve }));
  });
  return { sent, send };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batching', () => {
  it(`waits ${FLUSH_DELAY_MS} ms, then sends one JSON array per endpoint`, () => {
    const { sent, send } = heldTransport();
    const queue = createBatchQueue(send);
    queue.enqueue(events, { n: 1 });
    queue.enqueue(events, { n: 2 });
    queue.enqueue(errors, { n: 3 });
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sent.map(({ endpoint, body }) => [endpoint, JSON.parse(body) as unknown])).toEqual([
      [events, [{ n: 1 }, { n: 2 }]],
      [errors, [{ n: 3 }]],
    ]);
    expect(queue.size()).toBe(0);
  });

  it('sends at once when the page hides (flush), without waiting for the delay', () => {
    const { send } = heldTransport();
    const queue = createBatchQueue(send);
    queue.enqueue(events, { n: 1 });
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it(`sends a request as soon as it holds ${MAX_PAYLOADS_PER_REQUEST} payloads`, () => {
    const { sent, send } = heldTransport();
    const queue = createBatchQueue(send);
    for (let i = 0; i < MAX_PAYLOADS_PER_REQUEST - 1; i += 1) queue.enqueue(events, { i });
    expect(send).not.toHaveBeenCalled();
    queue.enqueue(events, { i: 'last' });
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toHaveLength(MAX_PAYLOADS_PER_REQUEST);
  });

  it(`keeps every request body within ${MAX_REQUEST_BYTES} bytes and loses no payload`, () => {
    const { sent, send } = heldTransport();
    const queue = createBatchQueue(send);
    const big = 'é'.repeat(1500); // two bytes each in UTF-8
    // 15 payloads of 3 KB: several requests, all within the keepalive budget together
    for (let i = 0; i < 15; i += 1) queue.enqueue(errors, { i, big });
    queue.flush();
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent)
      expect(bytesOf(request.body)).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
    const delivered = sent.flatMap((request) => JSON.parse(request.body) as { i: number }[]);
    expect(delivered.map((payload) => payload.i)).toEqual(Array.from({ length: 15 }, (_, i) => i));
  });

  it('drops a single payload too large to send', () => {
    const { send } = heldTransport();
    const queue = createBatchQueue(send);
    expect(queue.enqueue(errors, { big: 'x'.repeat(MAX_REQUEST_BYTES) })).toBe(false);
    expect(queue.size()).toBe(0);
  });

  it(`keeps at most ${MAX_PENDING_PAYLOADS} payloads waiting, dropping the oldest`, async () => {
    const { sent, send } = heldTransport();
    const queue = createBatchQueue(send);
    const filler = 'x'.repeat(1000);
    const total = MAX_PENDING_PAYLOADS * 2;
    // the first requests fill the keepalive budget and stay in flight: the rest must wait
    for (let i = 0; i < total; i += 1) queue.enqueue(events, { i, filler });
    expect(queue.size()).toBe(MAX_PENDING_PAYLOADS);
    const firstWave = sent.flatMap((request) => JSON.parse(request.body) as { i: number }[]);

    const delivered: number[] = [];
    for (let round = 0; round < 100 && (queue.size() > 0 || sent.length > 0); round += 1) {
      for (const request of sent.splice(0)) {
        delivered.push(...(JSON.parse(request.body) as { i: number }[]).map((p) => p.i));
        request.resolve();
      }
      await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    }
    expect(delivered).toHaveLength(firstWave.length + MAX_PENDING_PAYLOADS);
    expect(delivered.slice(-MAX_PENDING_PAYLOADS)).toEqual(
      Array.from({ length: MAX_PENDING_PAYLOADS }, (_, k) => total - MAX_PENDING_PAYLOADS + k),
    );
  });
});

describe('dedupe by metric id', () => {
  it('replaces a waiting measurement of one id with the newer one', () => {
    const { sent, send } = heldTransport();
    const queue = createBatchQueue(send);
    queue.enqueue(webVitals, { id: 'v1', value: 0.05 }, 'vital:v1');
    queue.enqueue(webVitals, { id: 'v1', value: 0.2 }, 'vital:v1');
    queue.flush();
    expect(JSON.parse(sent[0]!.body)).toEqual([{ id: 'v1', value: 0.2 }]);
  });

  it('drops a report of an id that was already sent', () => {
    const { sent, send } = heldTransport();
    const queue = createBatchQueue(send);
    expect(queue.enqueue(webVitals, { id: 'v1' }, 'vital:v1')).toBe(true);
    queue.flush();
    expect(queue.enqueue(webVitals, { id: 'v1', again: true }, 'vital:v1')).toBe(false);
    expect(queue.enqueue(webVitals, { id: 'v2' }, 'vital:v2')).toBe(true);
    queue.flush();
    expect(sent.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      [{ id: 'v1' }],
      [{ id: 'v2' }],
    ]);
  });
});

describe('keepalive budget', () => {
  it(`never has more than ${KEEPALIVE_BUDGET_BYTES} bytes in flight; the rest goes when they land`, async () => {
    const { sent, send } = heldTransport();
    const queue = createBatchQueue(send);
    const chunk = 'x'.repeat(MAX_REQUEST_BYTES / 2 - 100);
    // about eight half-full requests' worth across the five endpoints
    for (let i = 0; i < 16; i += 1) {
      queue.enqueue(Object.values(ANALYTICS_ENDPOINTS)[i % 5]!, { i, chunk });
    }
    queue.flush();
    const inFlight = () => sent.reduce((sum, request) => sum + bytesOf(request.body), 0);
    expect(inFlight()).toBeLessThanOrEqual(KEEPALIVE_BUDGET_BYTES);
    expect(queue.inFlightBytes()).toBe(inFlight());
    expect(queue.size()).toBeGreaterThan(0);

    const delivered: number[] = [];
    for (let round = 0; round < 20 && (queue.size() > 0 || sent.length > 0); round += 1) {
      expect(inFlight()).toBeLessThanOrEqual(KEEPALIVE_BUDGET_BYTES);
      for (const request of sent.splice(0)) {
        delivered.push(...(JSON.parse(request.body) as { i: number }[]).map((p) => p.i));
        request.resolve();
      }
      await vi.advanceTimersByTimeAsync(0);
      expect(queue.inFlightBytes()).toBe(0);
      await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    }
    expect(delivered.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
  });
});

describe('a failing transport', () => {
  it('never throws, and frees its bytes, whether it throws or rejects', async () => {
    const throwing = vi.fn(() => {
      throw new Error('offline');
    });
    const rejecting = vi.fn(() => Promise.reject(new Error('500')));
    for (const send of [throwing, rejecting]) {
      const queue = createBatchQueue(send);
      expect(() => {
        queue.enqueue(events, { n: 1 });
        queue.flush();
      }).not.toThrow();
      await vi.advanceTimersByTimeAsync(0);
      expect(send).toHaveBeenCalledTimes(1);
      expect(queue.inFlightBytes()).toBe(0);
    }
  });
});
