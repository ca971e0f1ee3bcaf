import { describe, expect, it } from 'vitest';
import { busyShare, machineSettled, parseCpuTimes, type CpuTimes } from './machine-settled.ts';

const PROC_STAT = [
  'cpu  4705 356 584 3699 23 23 0 0 0 0',
  'cpu0 1393280 32966 572056 13343292 6130 0 17875 0 23933 0',
  'intr 1462898',
].join('\n');

describe('parseCpuTimes', () => {
  it('reads the whole machine’s line: every state counted, idle and iowait as idle', () => {
    expect(parseCpuTimes(PROC_STAT)).toEqual({
      total: 4705 + 356 + 584 + 3699 + 23 + 23,
      idle: 3699 + 23,
    });
  });

  it('reads nothing from a file without the line or with a broken one', () => {
    expect(parseCpuTimes('cpu0 1 2 3 4 5')).toBeNull();
    expect(parseCpuTimes('cpu  1 2 x 4 5')).toBeNull();
    expect(parseCpuTimes('')).toBeNull();
  });
});

describe('busyShare', () => {
  it('is the busy part of the time between two readings', () => {
    expect(busyShare({ total: 1000, idle: 400 }, { total: 1200, idle: 550 })).toBeCloseTo(0.25);
    expect(busyShare({ total: 1000, idle: 400 }, { total: 1200, idle: 400 })).toBe(1);
  });

  it('is 0 when no time passed between the readings', () => {
    expect(busyShare({ total: 1000, idle: 400 }, { total: 1000, idle: 400 })).toBe(0);
  });
});

/** A machine whose windows are busy by the given shares (100 ticks a window), on a fake clock. */
function scripted(shares: readonly number[]) {
  let clock = 0;
  let window = 0;
  let times: CpuTimes = { total: 0, idle: 0 };
  return {
    read: () => times,
    sleep: async (ms: number) => {
      clock += ms;
      const share = shares[Math.min(window, shares.length - 1)] ?? 0;
      window += 1;
      times = { total: times.total + 100, idle: times.idle + 100 * (1 - share) };
      await Promise.resolve();
    },
    now: () => clock,
  };
}

describe('machineSettled', () => {
  const options = { maxBusy: 0.3, windows: 3, windowMs: 2000, timeoutMs: 60_000 };

  it('waits for that many quiet windows in a row: a busy one starts the count again', async () => {
    const machine = scripted([0.9, 0.5, 0.2, 0.1, 0.8, 0.2, 0.25, 0.1]);
    const result = await machineSettled({ ...options, ...machine });
    expect(result.settled).toBe(true);
    expect(result.waitedMs).toBe(8 * 2000);
    expect(result.lastBusy).toBeCloseTo(0.1);
  });

  it('gives up after its time, saying the machine never settled', async () => {
    const machine = scripted([0.9]);
    const result = await machineSettled({ ...options, timeoutMs: 10_000, ...machine });
    expect(result.settled).toBe(false);
    expect(result.waitedMs).toBe(10_000);
    expect(result.lastBusy).toBeCloseTo(0.9);
  });

  it('waits for nothing where the CPU times cannot be read', async () => {
    const machine = scripted([0.9]);
    const result = await machineSettled({ ...options, ...machine, read: () => null });
    expect(result).toEqual({ settled: true, waitedMs: 0, lastBusy: 0 });
  });
});
