// Keeps track of the processes a script started (a child and everything below it, including
// descendants that moved to a process group of their own) and ends exactly those: never a process
// found by its name or command line. A process is known by its pid and start time, so a recycled
// pid is never mistaken for one of ours. The list can be kept in a file, so that a run that was
// killed outright can be cleaned up by the next one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface ProcessEntry {
  pid: number;
  ppid: number;
  pgid: number;
  /** When the process started, in the system's own terms: equal for the same process only. */
  start: string;
  zombie: boolean;
}

/** A process we started: its pid, its group when recorded and its start time. */
interface OwnedProcess {
  pid: number;
  pgid: number;
  start: string;
}

interface StateFile {
  owner: OwnedProcess;
  processes: OwnedProcess[];
}

function procTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // the command name is in parentheses and may hold spaces: the fields follow the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    entries.push({
      pid: Number(name),
      ppid: Number(fields[1]),
      pgid: Number(fields[2]),
      start: fields[19] ?? '',
      zombie: fields[0] === 'Z' || fields[0] === 'X',
    });
  }
  return entries;
}

function psTable(): ProcessEntry[] {
  const out = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,stat=,lstart='], {
    encoding: 'utf8',
  });
  const entries: ProcessEntry[] = [];
  for (const line of out.split('\n')) {
    const [pid, ppid, pgid, stat, ...start] = line.trim().split(/\s+/);
    if (!pid || !ppid || !pgid || !stat) continue;
    entries.push({
      pid: Number(pid),
      ppid: Number(ppid),
      pgid: Number(pgid),
      start: start.join(' '),
      zombie: stat.startsWith('Z'),
    });
  }
  return entries;
}

/** Every process of the machine, with its parent, group and start time. */
export function processTable(): ProcessEntry[] {
  return existsSync('/proc/self/stat') ? procTable() : psTable();
}

/** The processes below `pid` (children, their children, …), whatever their process group. */
function descendantsOf(pid: number, table = processTable()): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of table) {
    const list = children.get(entry.ppid) ?? [];
    list.push(entry);
    children.set(entry.ppid, list);
  }
  const found: ProcessEntry[] = [];
  const queue = [pid];
  const seen = new Set<number>([pid]);
  while (queue.length > 0) {
    const next = queue.shift() as number;
    for (const child of children.get(next) ?? []) {
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signal(target: number, name: NodeJS.Signals): void {
  try {
    process.kill(target, name);
  } catch {
    // already gone
  }
}

interface StopOptions {
  /** How long the first process may take to shut everything down after SIGINT. */
  graceMs?: number;
  /** How long what is left may take after SIGTERM before SIGKILL. */
  termMs?: number;
}

export class OwnedProcesses {
  private readonly owned = new Map<number, OwnedProcess>();
  private readonly ownGroup: number | undefined;

  constructor(private readonly stateFile?: string) {
    this.ownGroup = processTable().find((entry) => entry.pid === process.pid)?.pgid;
  }

  /** Every process recorded so far, alive or not. */
  get recorded(): OwnedProcess[] {
    return [...this.owned.values()];
  }

  /**
   * Records `pid` and every process below it that is alive now. With `start`, only when `pid` is
   * still the process that started then.
   */
  addTree(pid: number, start?: string): void {
    const table = processTable();
    const root = table.find((entry) => entry.pid === pid);
    if (!root || root.zombie || (start !== undefined && root.start !== start)) return;
    const before = this.owned.size;
    for (const entry of [root, ...descendantsOf(pid, table)]) {
      if (entry.zombie || this.owned.has(entry.pid)) continue;
      this.owned.set(entry.pid, { pid: entry.pid, pgid: entry.pgid, start: entry.start });
    }
    if (this.owned.size !== before) this.save();
  }

  /** Adds processes recorded elsewhere (a state file). */
  addRecorded(processes: OwnedProcess[]): void {
    for (const entry of processes) this.owned.set(entry.pid, entry);
  }

  /** The recorded processes that still run: same pid and same start time, not a zombie. */
  alive(table = processTable()): ProcessEntry[] {
    const byPid = new Map(table.map((entry) => [entry.pid, entry]));
    const live: ProcessEntry[] = [];
    for (const owned of this.owned.values()) {
      const entry = byPid.get(owned.pid);
      if (entry && !entry.zombie && entry.start === owned.start) live.push(entry);
    }
    return live;
  }

  /**
   * Sends `name` to the given recorded processes: to each one's process group when the group is
   * not ours (a live process of ours is in it, so the group cannot be someone else's), otherwise to
   * the process itself.
   */
  private send(name: NodeJS.Signals, live: ProcessEntry[]): void {
    const groups = new Set<number>();
    for (const entry of live) {
      if (entry.pgid > 1 && entry.pgid !== this.ownGroup) groups.add(entry.pgid);
    }
    for (const group of groups) signal(-group, name);
    for (const entry of live) if (!groups.has(entry.pgid)) signal(entry.pid, name);
  }

  private async waitGone(ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    while (this.alive().length > 0) {
      if (Date.now() >= until) return false;
      await sleep(50);
    }
    return true;
  }

  /**
   * Ends every recorded process: SIGINT to the first one's group (the child we started, which
   * shuts down what it started), then SIGTERM to whatever is left, then SIGKILL. Resolves when none
   * of them runs any more.
   */
  async stop({ graceMs = 10_000, termMs = 3_000 }: StopOptions = {}): Promise<void> {
    const first = this.owned.values().next().value;
    if (first) this.addTree(first.pid, first.start); // pick up what started since the last look
    const live = this.alive();
    const root = live.find((entry) => entry.pid === first?.pid);
    this.send('SIGINT', root ? [root] : live);
    if (!(await this.waitGone(graceMs))) {
      this.send('SIGTERM', this.alive());
      if (!(await this.waitGone(termMs))) {
        this.send('SIGKILL', this.alive());
        if (!(await this.waitGone(5_000))) {
          const left = this.alive().map((entry) => entry.pid);
          throw new Error(`Processes we started did not end: ${left.join(', ')}`);
        }
      }
    }
    this.forget();
  }

  /** SIGKILL to everything still running, at once: for a process that is exiting. */
  killNow(): void {
    this.send('SIGKILL', this.alive());
  }

  private forget(): void {
    if (this.stateFile) rmSync(this.stateFile, { force: true });
  }

  private save(): void {
    if (!this.stateFile) return;
    const owner = processTable().find((entry) => entry.pid === process.pid);
    if (!owner) return;
    const state: StateFile = {
      owner: { pid: owner.pid, pgid: owner.pgid, start: owner.start },
      processes: this.recorded,
    };
    mkdirSync(path.dirname(this.stateFile), { recursive: true });
    writeFileSync(this.stateFile, `${JSON.stringify(state, null, 2)}\n`);
  }
}

/**
 * Ends what a run that ended without stopping (killed outright) left behind, as recorded in its
 * state file, and removes the file. Returns how many processes still ran. Throws when the run
 * that wrote the file is still going.
 */
export async function endLeftovers(file: string, options: StopOptions = {}): Promise<number> {
  if (!existsSync(file)) return 0;
  let state: StateFile;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as StateFile;
  } catch {
    rmSync(file, { force: true });
    return 0;
  }
  const table = processTable();
  const owner = table.find((entry) => entry.pid === state.owner.pid);
  if (owner && !owner.zombie && owner.start === state.owner.start) {
    throw new Error(
      `Process ${owner.pid} is running a suite from this directory (${path.dirname(file)}); ` +
        'wait for it to finish or stop it first.',
    );
  }
  const leftovers = new OwnedProcesses(file);
  leftovers.addRecorded(state.processes);
  const count = leftovers.alive(table).length;
  await leftovers.stop(options);
  return count;
}
