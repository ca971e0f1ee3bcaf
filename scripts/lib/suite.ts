// Starts and stops the local Firebase emulator suite (auth, firestore, functions, hosting).
// The suite runs in its own process group so that stopping it leaves no process behind.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { emulators, emulatorEnv, PROJECT_ID, ROOT } from './emulator-config.ts';
import { firestoreLauncherJar } from './firestore-jar.ts';

const READY_MARK = 'All emulators ready';
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

export interface Suite {
  stop(): Promise<void>;
}

function portInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function checkPortsFree(): Promise<void> {
  const busy: string[] = [];
  for (const [name, entry] of Object.entries(emulators)) {
    if (typeof entry !== 'object' || !('port' in entry)) continue;
    if (await portInUse(entry.host, entry.port)) busy.push(`${name} (${entry.host}:${entry.port})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `These emulator ports are already in use: ${busy.join(', ')}.\n` +
        'Another suite is probably running: stop it, or change the ports in firebase.json.',
    );
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

export interface StartOptions {
  /** Print the emulators' own output (npm start does; tests keep it in a log). */
  verbose?: boolean;
  /** Where the emulators' output goes when not printed. */
  logFile?: string;
  only?: string[];
}

export async function startSuite(options: StartOptions = {}): Promise<Suite> {
  await checkPortsFree();
  const jar = firestoreLauncherJar();
  const only = options.only ?? ['auth', 'firestore', 'functions', 'hosting'];
  const firebaseBin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const child = spawn(
    firebaseBin,
    ['emulators:start', '--project', PROJECT_ID, '--only', only.join(',')],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
        GCLOUD_PROJECT: PROJECT_ID,
        // keep the Admin SDK variables out of firebase-tools itself
        FIRESTORE_EMULATOR_HOST: '',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
    },
  );

  let output = '';
  if (options.logFile) mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const stop = async (): Promise<void> => {
    killGroup(child, 'SIGINT');
    if (!(await waitForExit(child, STOP_GRACE_MS))) killGroup(child, 'SIGKILL');
    // firebase-tools may leave the Java emulator behind if it was killed hard: it runs in a process
    // group of its own, so it is found by its command line (one suite per port set at a time)
    killGroup(child, 'SIGKILL');
    spawnSync('pkill', [
      '-KILL',
      '-f',
      `emulator-launcher.jar .*--port ${emulators.firestore.port}`,
    ]);
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(`The emulator suite did not start within ${START_TIMEOUT_MS} ms.\n${output}`),
      );
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString();
      output += text;
      if (options.verbose) process.stdout.write(text);
      if (output.includes(READY_MARK)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The emulator suite exited early (code ${String(code)}).\n${output}`));
    });
  });

  // keep draining output so the pipes never fill up
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  log?.write(output);
  const drain = (chunk: Buffer): void => {
    if (options.verbose) process.stdout.write(chunk);
    log?.write(chunk);
  };
  child.stdout?.on('data', drain);
  child.stderr?.on('data', drain);

  Object.assign(process.env, emulatorEnv());
  return { stop };
}
