// The bench's second reading of total blocking time: each task at its CPU time, through Lantern's
// own computation (its windows, its 50 ms threshold), Lighthouse's figure left as it was.
import * as LighthouseLantern from 'lighthouse/core/lib/lantern/lantern.js';
import { TotalBlockingTime } from '@paulirish/trace_engine/models/trace/lantern/metrics/TotalBlockingTime.js';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuShare, readBlockingAtCpuTime, tasksAtCpuTime } from './lantern-cpu-time.ts';

type Node = { type: string; event?: { dur: number; tdur?: number } };
type Timing = { startTime: number; endTime: number; duration: number };

const cpuTask = (
  dur: number,
  tdur: number | undefined,
  startTime: number,
  duration: number,
): [Node, Timing] => [
  { type: 'cpu', event: { dur, ...(tdur === undefined ? {} : { tdur }) } },
  { startTime, endTime: startTime + duration, duration },
];

describe('a task at its CPU time', () => {
  it('is its thread time over its length, at most all of it, all of it when unknown', () => {
    expect(cpuShare({ dur: 40_000, tdur: 10_000 })).toBe(0.25);
    expect(cpuShare({ dur: 40_000, tdur: 41_000 })).toBe(1);
    expect(cpuShare({ dur: 40_000 })).toBe(1);
    expect(cpuShare({ dur: 0, tdur: 0 })).toBe(1);
    expect(cpuShare(undefined)).toBe(1);
  });

  it('keeps the CPU tasks still as long as the threshold once scaled', () => {
    const timings = new Map([
      cpuTask(40_000, 10_000, 1_000, 160), // 40 ms once scaled
      cpuTask(30_000, 30_000, 1_200, 120),
      [{ type: 'network' }, { startTime: 900, endTime: 1_900, duration: 1_000 }] as [Node, Timing],
    ]);
    expect(tasksAtCpuTime(timings, 50)).toEqual([{ start: 1_200, end: 1_320, duration: 120 }]);
    expect(tasksAtCpuTime(timings, 30)).toEqual([
      { start: 1_000, end: 1_040, duration: 40 },
      { start: 1_200, end: 1_320, duration: 120 },
    ]);
  });
});

describe('reading Lighthouse’s computation', () => {
  const lantern = TotalBlockingTime as unknown as { compute: (...args: unknown[]) => unknown };
  const original = lantern.compute;
  afterEach(() => {
    lantern.compute = original;
  });

  it('wraps the class Lighthouse’s own computation extends', () => {
    expect(LighthouseLantern.Metrics.TotalBlockingTime).toBe(TotalBlockingTime);
  });

  it('gives the figure at CPU time of the computation that gave Lighthouse’s, which it leaves be', () => {
    const simulation = {
      nodeTimings: new Map([
        cpuTask(40_000, 10_000, 1_000, 160),
        cpuTask(30_000, 30_000, 1_200, 120),
      ]),
    };
    const window = (timeInMs: number) => ({
      optimisticEstimate: { timeInMs },
      pessimisticEstimate: { timeInMs },
    });
    const extras = { fcpResult: window(500), interactiveResult: window(5_000) };
    // Lantern's compute, without the graphs and the simulator: its two estimates, averaged
    lantern.compute = () => {
      const estimate = (optimistic: boolean) =>
        TotalBlockingTime.getEstimateFromSimulation(
          simulation as never,
          {
            ...extras,
            optimistic,
          } as never,
        ).timeInMs;
      return { timing: (estimate(true) + estimate(false)) / 2 };
    };
    const reading = readBlockingAtCpuTime();
    try {
      // 110 + 70 ms on the clock; at CPU time the first task is 40 ms, under the threshold
      expect(lantern.compute()).toEqual({ timing: 180 });
      expect(reading.take(180)).toBe(70);
      // taken once; and none for a figure no computation gave
      expect(reading.take(180)).toBeUndefined();
      lantern.compute();
      expect(reading.take(250)).toBeUndefined();
    } finally {
      reading.stop();
    }
    expect(lantern.compute()).toEqual({ timing: 180 });
    expect(reading.take(180)).toBeUndefined();
  });
});
