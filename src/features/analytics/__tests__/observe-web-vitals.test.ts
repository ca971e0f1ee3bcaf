import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeFirstInput, observeLibraryVitals } from '../lib/observe-web-vitals';
import type { VitalMeasurement } from '../types';

vi.mock('web-vitals', () => {
  const emit =
    (name: string, value: number) => (callback: (metric: Record<string, unknown>) => void) =>
      callback({ name, value, delta: value, id: `v5-${name}`, rating: 'good', entries: [] });
  return {
    onCLS: emit('CLS', 0.02),
    onFCP: emit('FCP', 900),
    onINP: emit('INP', 120),
    onLCP: emit('LCP', 1500),
    onTTFB: emit('TTFB', 300),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('web vitals', () => {
  it('reports CLS, FCP, INP, LCP and TTFB from the web-vitals library', async () => {
    const reported: VitalMeasurement[] = [];
    await observeLibraryVitals((measurement) => reported.push(measurement));
    expect(reported.map((measurement) => measurement.name).sort()).toEqual([
      'CLS',
      'FCP',
      'INP',
      'LCP',
      'TTFB',
    ]);
    expect(reported).toContainEqual({ name: 'LCP', value: 1500, delta: 1500, id: 'v5-LCP' });
  });

  it("reports FID once from the browser's first-input entry", () => {
    let callback: ((list: { getEntries(): unknown[] }) => void) | undefined;
    const observe = vi.fn();
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['first-input'];
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe = observe;
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const reported: VitalMeasurement[] = [];
    observeFirstInput((measurement) => reported.push(measurement));
    expect(observe).toHaveBeenCalledWith({ type: 'first-input', buffered: true });
    callback?.({ getEntries: () => [{ startTime: 1000, processingStart: 1042.5 }] });
    expect(reported).toEqual([
      { name: 'FID', value: 42.5, delta: 42.5, id: expect.stringMatching(/^v-fid-/) as string },
    ]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('does nothing where the browser has no first-input entries', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
      },
    );
    const report = vi.fn();
    expect(() => observeFirstInput(report)()).not.toThrow();
    expect(report).not.toHaveBeenCalled();
  });
});
