// Starts and stops the local Firebase emulator suite (auth, firestore, functions, hosting), the
// mail catcher the functions send mail to (mail-catcher.ts) and the search engine they search
// and index jobs on (search-engine.ts).
// Each suite runs from a directory of its own: a generated copy of firebase.json with the run's
// ports, a copy of the built app for Hosting to serve, its own temporary directory. The processes
// it starts (firebase-tools in a process group of its own, and below it the Java Firestore
// emulator, which sits in yet another group) are recorded while the suite runs, and stop() ends
// exactly those: never a process found by its name, so a suite started elsewhere is never touched.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { localHeaderRules } from './csp.ts';
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ALTERNATE_PORT_OFFSETS,
  emulatorEnv,
  emulatorPorts,
  emulatorsAt,
  firebaseConfig,
  PORT_OFFSET_VAR,
  portOffset,
  PROJECT_ID,
  ROOT,
  usePortOffset,
} from './emulator-config.ts';
import { firestoreJavaOptions, firestoreLauncherJar } from './firestore-jar.ts';
import { endLeftovers, OwnedProcesses } from './processes.ts';
import { endEarlierMailCatcher, functionsMailEnv, startMailCatcher } from './mail-catcher.ts';
import { endEarlierSearchEngine, startSearchEngine } from './search-engine.ts';
import { untilReady } from './until-ready.ts';

const READY_MARK = 'All emulators ready';
// a busy 2-core machine has taken three minutes to start the suite
const START_TIMEOUT_MS = 300_000;
const STOP_GRACE_MS = 10_000;

export interface Suite {
  stop(): Promise<void>;
  /** Serves (a fresh copy of) the built app, for a suite started before the build ended. */
  serveApp(): void;
}

function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The emulator ports of the set at `offset` that something already uses, as `name (host:port)`. */
export async function busyPorts(offset: number): Promise<string[]> {
  const busy: string[] = [];
  for (const { name, host, port } of emulatorPorts(offset)) {
    if (!(await canListen(host, port)) || (await answers(host, port))) {
      busy.push(`${name} (${host}:${port})`);
    }
  }
  return busy;
}

const stateFileOf = (stateDir: string) => path.join(stateDir, 'processes.json');

/** Ends what an earlier suite of `stateDir` left running when its run was killed outright. */
async function endEarlierSuite(stateDir: string): Promise<void> {
  const ended =
    (await endLeftovers(stateFileOf(stateDir))) +
    (await endEarlierMailCatcher(stateDir)) +
    (await endEarlierSearchEngine(stateDir));
  if (ended > 0) {
    console.warn(`Ended ${ended} process(es) of an earlier suite that was never stopped.`);
  }
}

interface PortChoice {
  offset: number;
  /** The default ports found busy when the run moved to another set. */
  busyDefaults: string[];
}

/**
 * Picks the run's port set, before anything is built with it, and moves this process (and all it
 * starts) to it. EMULATOR_PORT_OFFSET, when set, names the set. Otherwise firebase.json's ports;
 * when some of them are busy (another suite runs), `alternate` moves on to the first shifted set
 * that is free, and without it the run stops with a message that says what to do.
 */
export async function choosePorts({
  alternate,
  stateDir,
}: {
  alternate: boolean;
  /** The suite's directory (see StartOptions): what an earlier suite of it left is ended first. */
  stateDir: string;
}): Promise<PortChoice> {
  await endEarlierSuite(stateDir);
  const fixed = Boolean(process.env[PORT_OFFSET_VAR]);
  const first = portOffset();
  const busyFirst = await busyPorts(first);
  if (busyFirst.length === 0) return { offset: first, busyDefaults: [] };
  if (fixed || !alternate) {
    throw new Error(
      `These emulator ports are already in use: ${busyFirst.join(', ')}.\n` +
        'Another emulator suite is probably running (npm start or npm test, here or in another ' +
        'checkout); it is left alone. Stop it first (Ctrl-C in its terminal), or give this one ' +
        `ports of its own: ${PORT_OFFSET_VAR}=${ALTERNATE_PORT_OFFSETS[0] ?? 10_000} npm start ` +
        'moves every port of firebase.json up by that much.',
    );
  }
  for (const offset of ALTERNATE_PORT_OFFSETS) {
    if ((await busyPorts(offset)).length > 0) continue;
    usePortOffset(offset);
    return { offset, busyDefaults: busyFirst };
  }
  throw new Error(
    `These emulator ports are already in use: ${busyFirst.join(', ')}, and so are some of every ` +
      `other port set tried (firebase.json + ${ALTERNATE_PORT_OFFSETS.join(', + ')}). ` +
      'Stop one of the running suites (Ctrl-C in its terminal) and try again.',
  );
}

interface GeneratedConfig {
  firestore?: { rules?: string; indexes?: string };
  functions?: { source: string }[];
  hosting?: { public?: string; headers?: Parameters<typeof localHeaderRules>[0] };
  emulators?: Record<string, unknown>;
}

/**
 * Writes `dir`/firebase.json: firebase.json with the run's ports and `app` as Hosting's public
 * directory. firebase-tools takes the config file's directory as the project's, so the other paths
 * point back at the checkout (the functions' source relative to it: firebase-tools joins it).
 */
function writeSuiteConfig(dir: string, offset: number, app: string): string {
  const config = firebaseConfig() as GeneratedConfig;
  if (config.firestore?.rules) config.firestore.rules = path.join(ROOT, config.firestore.rules);
  if (config.firestore?.indexes) {
    config.firestore.indexes = path.join(ROOT, config.firestore.indexes);
  }
  for (const codebase of config.functions ?? []) {
    codebase.source = path.relative(dir, path.join(ROOT, codebase.source));
  }
  const shifted = emulatorsAt(offset);
  if (config.hosting) {
    config.hosting.public = path.relative(dir, app);
    // the local build talks to the emulators: allowed here, never in firebase.json itself
    const origins = (['auth', 'firestore', 'functions'] as const).map(
      (name) => `http://${shifted[name].host}:${shifted[name].port}`,
    );
    config.hosting.headers = localHeaderRules(config.hosting.headers ?? [], origins);
  }
  config.emulators = { ...config.emulators, ...shifted };
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

interface StartOptions {
  /** Print the emulators' own output (npm start does; tests keep it in a log). */
  verbose?: boolean;
  /** Where the emulators' output goes when not printed. */
  logFile?: string;
  only?: string[];
  /**
   * The suite's own directory: generated config, the copy of the app it serves, the list of the
   * processes it started. One suite at a time per directory.
   */
  stateDir: string;
  /** The built app to serve (copied, so a later build does not change a running suite). */
  appDir?: string;
  /**
   * The app is being built while the suite starts: serve nothing until `serveApp()` is called
   * once the build is done (a copy taken meanwhile could catch the build emptying its folder).
   */
  appLater?: boolean;
}

export async function startSuite(options: StartOptions): Promise<Suite> {
  const stateFile = stateFileOf(options.stateDir);
  await endEarlierSuite(options.stateDir);
  const offset = portOffset();
  const busy = await busyPorts(offset);
  if (busy.length > 0) {
    throw new Error(
      `These emulator ports are already in use: ${busy.join(', ')}.\n` +
        'Another emulator suite is probably running; it is left alone. Stop it first.',
    );
  }

  const app = path.join(options.stateDir, 'app');
  const appDir = options.appDir ?? path.join(ROOT, 'dist');
  const serveApp = () => {
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app, { recursive: true });
    if (existsSync(appDir)) cpSync(appDir, app, { recursive: true });
  };
  if (options.appLater) mkdirSync(app, { recursive: true });
  else serveApp();
  const config = writeSuiteConfig(options.stateDir, offset, app);
  // firebase-tools keeps a file per project in the temporary directory: one of its own per suite
  // directory (short: it holds sockets), emptied here since no earlier suite of it runs any more
  const id = createHash('sha256').update(options.stateDir).digest('hex').slice(0, 12);
  const tmp = path.join(os.tmpdir(), `firebase-suite-${id}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { mode: 0o700 });

  // the mail catcher and the search engine first: the functions emulator is told where they are
  const [mail, search] = await Promise.all([
    startMailCatcher(options.stateDir),
    startSearchEngine(options.stateDir),
  ]);
  const jar = firestoreLauncherJar();
  const only = options.only ?? ['auth', 'firestore', 'functions', 'hosting'];
  const firebaseBin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const child = spawn(
    firebaseBin,
    ['emulators:start', '--config', config, '--project', PROJECT_ID, '--only', only.join(',')],
    {
      cwd: options.stateDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
        JAVA_TOOL_OPTIONS: firestoreJavaOptions(),
        GCLOUD_PROJECT: PROJECT_ID,
        TMPDIR: tmp,
        // keep the Admin SDK variables out of firebase-tools itself
        FIRESTORE_EMULATOR_HOST: '',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        // the functions it runs inherit these: SMTP to the mail catcher, links to Hosting, the
        // search engine (a secret when deployed: index.ts declares it only outside the emulator)
        ...functionsMailEnv(),
        SEARCH_DATABASE_URL: search.url,
        // a function's worker that needs more than the emulator's 30 s to start (a busy 2-core
        // machine starting several at once) is waited for rather than failed
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
      },
    },
  );

  // what the suite starts is recorded while it starts, once it is ready, and again at stop
  const owned = new OwnedProcesses(stateFile);
  if (child.pid !== undefined) owned.addTree(child.pid);
  const rootStart = owned.recorded[0]?.start;
  const look = () => {
    if (child.pid !== undefined && rootStart !== undefined) owned.addTree(child.pid, rootStart);
  };
  const watcher = setInterval(look, 1_000);
  // a run that exits without stopping still takes its suite along
  const onExit = () => {
    owned.killNow();
    rmSync(tmp, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  if (options.logFile) mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      clearInterval(watcher);
      try {
        await Promise.all([owned.stop({ graceMs: STOP_GRACE_MS }), mail.stop(), search.stop()]);
      } finally {
        process.removeListener('exit', onExit);
        rmSync(tmp, { recursive: true, force: true });
        log?.end();
      }
    })();
    return stopping;
  };

  const output = await untilReady(child, {
    name: 'The emulator suite',
    timeoutMs: START_TIMEOUT_MS,
    isReady: (text) => text.includes(READY_MARK),
    stop,
    onChunk: (chunk) => {
      if (options.verbose) process.stdout.write(chunk);
    },
    onReady: look,
  });

  // keep draining output so the pipes never fill up
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  log?.write(output);
  const drain = (chunk: Buffer): void => {
    if (options.verbose) process.stdout.write(chunk);
    if (log && !log.writableEnded) log.write(chunk);
  };
  child.stdout?.on('data', drain);
  child.stderr?.on('data', drain);

  Object.assign(process.env, emulatorEnv());
  return { stop, serveApp };
}
