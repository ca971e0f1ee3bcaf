// Work that can wait (live updates) waits for the page to settle: SETTLE_MS after its load event,
// then idle time; outside a browser page, only for idle time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_TIMEOUT_MS,
  nextTask,
  SETTLE_MS,
  whenIdle,
  whenSettled,
  whenUsedOrSettled,
} from '../yield-to-main';

/** A page loaded at `loadEventEnd` ms, now at `now` ms, whose idle callbacks run at once. */
function stubPage(loadEventEnd: number, now: number) {
  // the fake clock starts at 0: the page's clock runs `now` ahead of it
  vi.stubGlobal('performance', {
    now: () => now + Date.now(),
    getEntriesByType: (type: string) => (type === 'navigation' ? [{ loadEventEnd }] : []),
  });
  const document = Object.assign(new EventTarget(), { readyState: 'complete' });
  vi.stubGlobal('document', document);
  const requestIdleCallback = vi.fn((callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  return { requestIdleCallback, document };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled', () => {
  it('waits until SETTLE_MS after the load event, then for idle time', async () => {
    const page = stubPage(1_000, 1_500);
    const settled = vi.fn();
    void whenSettled().then(settled);
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 501);
    expect(settled).not.toHaveBeenCalled();
    expect(page.requestIdleCallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.requestIdleCallback).toHaveBeenCalledTimes(1);
    // the idle callback comes in a task of its own
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('waits only for idle time long after the load', async () => {
    const page = stubPage(1_000, 1_000 + SETTLE_MS + 1);
    const settled = vi.fn();
    void whenSettled().then(settled);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('waits only for idle time where no page was loaded', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const settled = vi.fn();
    void whenSettled().then(settled);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

describe('whenUsedOrSettled', () => {
  it.each(['keydown', 'pointerdown'])(
    'resolves at the first %s, before the page has settled',
    async (type) => {
      const page = stubPage(1_000, 1_500);
      const used = vi.fn();
      void whenUsedOrSettled().then(used);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(used).not.toHaveBeenCalled();
      page.document.dispatchEvent(new Event(type));
      await vi.advanceTimersByTimeAsync(0);
      expect(used).toHaveBeenCalledTimes(1);
    },
  );

  it('resolves once the page has settled unused, and stops listening then', async () => {
    const page = stubPage(1_000, 1_500);
    const removed = vi.spyOn(page.document, 'removeEventListener');
    const used = vi.fn();
    void whenUsedOrSettled().then(used);
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 501);
    expect(used).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(used).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['keydown', 'pointerdown']);
  });
});

describe('whenIdle', () => {
  it('asks for idle time, at the latest after IDLE_TIMEOUT_MS', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => setTimeout(callback, 10));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const idle = vi.fn();
    void whenIdle().then(idle);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(idle).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  it('takes scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('asks for the next task with a message elsewhere, which no timer holds back', async () => {
    // the fake clock never moves here: a timer would never fire
    const passed = vi.fn();
    const waiting = nextTask().then(passed);
    await Promise.resolve();
    expect(passed).not.toHaveBeenCalled();
    await waiting;
    expect(passed).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
