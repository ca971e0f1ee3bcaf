// Waits until the machine's CPUs are mostly idle. After seeding, the local suite keeps working a
// while: each seeded document fires the functions' Firestore triggers, which the emulator runs
// one after another on this machine's CPUs. A browser measured meanwhile waits for those CPUs, and
// its figures tell of the seed rather than of the page (in production the functions run on
// Google's servers, never on the phone that loads the page). Linux only: elsewhere it waits for
// nothing.
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** The machine's CPU time so far, in clock ticks: all of it, and the part spent idle. */
export interface CpuTimes {
  total: number;
  idle: number;
}

/** The first line of /proc/stat (`cpu  user nice system idle iowait irq softirq steal …`). */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((tick) => !Number.isFinite(tick))) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    ticks;
  return {
    total: user + nice + system + idle + iowait + irq + softirq + steal,
    idle: idle + iowait,
  };
}

/** The share of the machine's CPU time that was busy between two readings (0 to 1). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

export interface SettleOptions {
  /** Settled: at most this share of the CPUs busy… */
  maxBusy: number;
  /** …in each of this many windows in a row… */
  windows: number;
  /** …of this length. */
  windowMs: number;
  /** Gives up (and says so) after this long. */
  timeoutMs: number;
  /** The machine's CPU times now; null where they cannot be read. */
  read?: () => CpuTimes | null;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface Settled {
  settled: boolean;
  waitedMs: number;
  /** The busy share of the last window read. */
  lastBusy: number;
}

const readProcStat = (): CpuTimes | null => {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
};

/** Resolves once the machine has been mostly idle for `windows` windows in a row, or timed out. */
export async function machineSettled(options: SettleOptions): Promise<Settled> {
  const read = options.read ?? readProcStat;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const now = options.now ?? (() => performance.now());
  const started = now();
  let before = read();
  if (!before) return { settled: true, waitedMs: 0, lastBusy: 0 };
  let quiet = 0;
  let lastBusy = 0;
  while (now() - started < options.timeoutMs) {
    await sleep(options.windowMs);
    const after = read();
    if (!after) return { settled: true, waitedMs: now() - started, lastBusy };
    lastBusy = busyShare(before, after);
    before = after;
    quiet = lastBusy <= options.maxBusy ? quiet + 1 : 0;
    if (quiet >= options.windows) return { settled: true, waitedMs: now() - started, lastBusy };
  }
  return { settled: false, waitedMs: now() - started, lastBusy };
}
