// Stopping what we started ends exactly that: our stand-in suite (a parent in a group of its own,
// a worker in the parent's group, and an "emulator" that moved to a group of its own) ends however
// it reacts to signals, while another suite of the same shape, whose emulator has the very command
// line ours has, keeps running.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endLeftovers, OwnedProcesses, processTable } from './processes.ts';

/** The emulator stand-in: its command line is the one firebase-tools gives the Java emulator. */
const EMULATOR = `
const mode = process.argv[1];
if (mode === 'stubborn') { process.on('SIGINT', () => {}); process.on('SIGTERM', () => {}); }
setInterval(() => {}, 1000);
`;

/**
 * The firebase-tools stand-in. graceful: on SIGINT it ends its emulator and exits; orphan: it exits
 * and leaves its emulator running; stubborn: it and its emulator ignore SIGINT and SIGTERM.
 */
const SUITE = `
const { spawn } = require('node:child_process');
const mode = process.argv[1];
const emulator = spawn(
  process.execPath,
  ['-e', ${JSON.stringify(EMULATOR)}, mode, 'emulator-launcher.jar', '--host', '127.0.0.1', '--port', '8080'],
  { detached: true, stdio: 'ignore' },
);
const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
if (mode === 'graceful') process.on('SIGINT', () => { emulator.kill('SIGTERM'); process.exit(0); });
if (mode === 'orphan') process.on('SIGINT', () => process.exit(0));
if (mode === 'stubborn') { process.on('SIGINT', () => {}); process.on('SIGTERM', () => {}); }
process.stdout.write(JSON.stringify({ emulator: emulator.pid, worker: worker.pid }) + '\\n');
setInterval(() => {}, 1000);
`;

type Mode = 'graceful' | 'orphan' | 'stubborn';

interface StandIn {
  root: number;
  emulator: number;
  worker: number;
}

const started: StandIn[] = [];

function startStandIn(mode: Mode): Promise<StandIn> {
  const child = spawn(process.execPath, ['-e', SUITE, mode], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      const pids = JSON.parse(text) as { emulator: number; worker: number };
      const standIn = { root: child.pid as number, ...pids };
      started.push(standIn);
      resolve(standIn);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the stand-in exited (${String(code)})`)));
  });
}

function running(pid: number): boolean {
  const entry = processTable().find((process) => process.pid === pid);
  return entry !== undefined && !entry.zombie;
}

const pidsOf = (standIn: StandIn) => [standIn.root, standIn.worker, standIn.emulator];

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'owned-processes-'));
});

afterEach(() => {
  // whatever a test left running, by its own pid
  for (const standIn of started.splice(0)) {
    for (const pid of pidsOf(standIn)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('stopping the processes we started', () => {
  it.each<Mode>(['graceful', 'orphan', 'stubborn'])(
    'ends our whole tree (%s) and leaves another suite running',
    async (mode) => {
      const other = await startStandIn('graceful');
      const ours = await startStandIn(mode);
      const owned = new OwnedProcesses(path.join(dir, 'processes.json'));
      owned.addTree(ours.root);
      expect(owned.recorded.map((entry) => entry.pid).sort()).toEqual(pidsOf(ours).sort());
      // the emulator stand-in sits in a process group of its own, as the Java emulator does
      const groups = new Map(processTable().map((entry) => [entry.pid, entry.pgid]));
      expect(groups.get(ours.emulator)).not.toBe(groups.get(ours.root));

      await owned.stop({ graceMs: 400, termMs: 400 });

      for (const pid of pidsOf(ours)) expect(running(pid), `our process ${pid}`).toBe(false);
      for (const pid of pidsOf(other))
        expect(running(pid), `the other's process ${pid}`).toBe(true);
    },
  );

  it('ends what a run that was killed outright left behind, and nothing else', async () => {
    const other = await startStandIn('graceful');
    const ours = await startStandIn('stubborn');
    const file = path.join(dir, 'processes.json');
    const owned = new OwnedProcesses(file);
    owned.addTree(ours.root);

    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      owner: { pid: number; start: string };
      processes: { pid: number; pgid: number; start: string }[];
    };
    // while the run that wrote the file still goes, its processes are its own business: refused
    expect(state.owner.pid).toBe(process.pid);
    await expect(endLeftovers(file)).rejects.toThrow(/is running a suite/);
    expect(pidsOf(ours).every(running)).toBe(true);

    // the run is gone (another start time); the file also names the other suite's emulator under
    // a start time that is not its own: a recycled pid, which must not be touched
    state.owner.start = 'long ago';
    state.processes.push({ pid: other.emulator, pgid: other.emulator, start: 'long ago' });
    writeFileSync(file, JSON.stringify(state));

    await expect(endLeftovers(file, { graceMs: 300, termMs: 300 })).resolves.toBe(3);

    for (const pid of pidsOf(ours)) expect(running(pid), `our process ${pid}`).toBe(false);
    for (const pid of pidsOf(other)) expect(running(pid), `the other's process ${pid}`).toBe(true);
    await expect(endLeftovers(file)).resolves.toBe(0);
  });
});
