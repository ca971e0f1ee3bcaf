// Lighthouse's total blocking time once more, with each main-thread task counted at the CPU time
// the page's thread spent in it rather than at its length on the clock. Lighthouse's simulated
// throttling (Lantern) takes each task's observed length, times four for the slower phone. On a
// 2-core machine that also runs the browser's other processes, Lighthouse itself and the local
// Firebase suite, the page's thread often waits for a CPU in the middle of a task: a task of
// 25 ms on the clock may hold 1 ms of the page's work, and counts as 50 ms of blocking. The
// figure here leaves that waiting out, to tell the page's own work from the machine's load. It is
// a reading beside Lighthouse's, not in its place: the goals are Lighthouse's own figures.
//
// It wraps Lantern's TotalBlockingTime.compute (the class Lighthouse's own computation extends):
// after Lighthouse's computation it runs the same one again, with the same windows (first paint
// to interactive) and the same simulation, each task's simulated length scaled by its share of
// CPU time (the trace's `tdur` over `dur`).
import { TotalBlockingTime } from '@paulirish/trace_engine/models/trace/lantern/metrics/TotalBlockingTime.js';

/** What this module reads of a simulated node: a CPU task and the trace event it stands for. */
interface SimulatedNode {
  type: string;
  event?: { dur?: number; tdur?: number };
}
type NodeTimings = Map<SimulatedNode, { startTime: number; endTime: number; duration: number }>;
interface BlockingEvent {
  start: number;
  end: number;
  duration: number;
}

/** The share of a task's length its thread spent on a CPU (1 when the trace does not say). */
export function cpuShare(event: SimulatedNode['event']): number {
  const { dur, tdur } = event ?? {};
  if (!dur || dur <= 0 || tdur === undefined || tdur < 0) return 1;
  return Math.min(1, tdur / dur);
}

/** Lantern's top-level CPU tasks at least `minDurationMs` long, each at its CPU time. */
export function tasksAtCpuTime(nodeTimings: NodeTimings, minDurationMs: number): BlockingEvent[] {
  const events: BlockingEvent[] = [];
  for (const [node, timing] of nodeTimings) {
    if (node.type !== 'cpu') continue;
    const duration = timing.duration * cpuShare(node.event);
    if (duration < minDurationMs) continue;
    events.push({ start: timing.startTime, end: timing.startTime + duration, duration });
  }
  return events;
}

/** One computation of the metric: Lighthouse's figure and the one at CPU time (ms). */
interface Reading {
  wallMs: number;
  cpuMs: number;
}

type Compute = (this: unknown, ...args: unknown[]) => { timing: number };
type TopLevelEvents = (nodeTimings: NodeTimings, minDurationMs: number) => BlockingEvent[];
const lantern = TotalBlockingTime as unknown as {
  compute: Compute;
  getTopLevelEvents: TopLevelEvents;
};

/**
 * Starts reading each total blocking time Lighthouse computes in this process; `take(tbtMs)`
 * gives the figure at CPU time of the computation that gave Lighthouse's `tbtMs` (the audit's
 * value), and forgets the readings so far. `stop()` puts Lantern back as it was.
 */
export function readBlockingAtCpuTime(): {
  take: (tbtMs: number) => number | undefined;
  stop: () => void;
} {
  const { compute, getTopLevelEvents } = lantern;
  if (typeof compute !== 'function' || typeof getTopLevelEvents !== 'function') {
    throw new Error('Lantern no longer has TotalBlockingTime.compute and getTopLevelEvents');
  }
  let readings: Reading[] = [];
  lantern.compute = function (this: unknown, ...args: unknown[]) {
    const result = compute.apply(this, args);
    lantern.getTopLevelEvents = tasksAtCpuTime;
    try {
      readings.push({ wallMs: result.timing, cpuMs: compute.apply(this, args).timing });
    } finally {
      lantern.getTopLevelEvents = getTopLevelEvents;
    }
    return result;
  };
  return {
    take: (tbtMs) => {
      const closest = readings.reduce<Reading | undefined>(
        (best, reading) =>
          !best || Math.abs(reading.wallMs - tbtMs) < Math.abs(best.wallMs - tbtMs)
            ? reading
            : best,
        undefined,
      );
      readings = [];
      return closest && Math.abs(closest.wallMs - tbtMs) < 1 ? closest.cpuMs : undefined;
    },
    stop: () => {
      lantern.compute = compute;
    },
  };
}
