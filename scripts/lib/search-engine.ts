// The local search engine: PGlite (PostgreSQL compiled to WebAssembly, with the pg_trgm and
// unaccent extensions) served over the Postgres protocol by pglite-socket, whose multiplexer lets
// several `pg` pools (one per functions worker) share it. The emulator suite starts it as a child
// process (search-engine-server.ts) before the emulators and stops it with them, like the mail
// catcher; its port is firebase.json's `emulators.searchDb`, shifted by EMULATOR_PORT_OFFSET, and
// its data lives in the suite's directory (emptied at each start: Firestore's jobs fill it).
// Tests and the bench open one in their own process with openEmbeddedEngine.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketHandler, PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { emulators, ROOT, searchDatabaseUrl } from './emulator-config.ts';
import { startLoggedServer } from './logged-server.ts';
import { endLeftovers } from './processes.ts';

/** What the server prints once it accepts connections. */
export const SEARCH_ENGINE_READY = 'Search engine ready';
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
/** Connections the multiplexer accepts: a few per functions worker, the tests, the seed. */
const MAX_CONNECTIONS = 64;

/** The protocol messages after which a client waits for the server: Sync, Query, Terminate. */
const UNIT_ENDS = new Set(['S', 'Q', 'X'].map((tag) => tag.charCodeAt(0)));
/** The second word of the untagged messages: start-up (protocol 3.0), SSL and cancel requests. */
const UNTAGGED_CODES = new Set([196_608, 80_877_103, 80_877_102]);

/**
 * The whole units at the start of `buffer` (each a run of messages ending with one the client
 * then waits on, or an untagged request alone), and the bytes left over.
 */
export function splitUnits(buffer: Buffer): {
  units: { bytes: Buffer; untagged: boolean }[];
  rest: Buffer;
} {
  const units: { bytes: Buffer; untagged: boolean }[] = [];
  let start = 0;
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const untagged =
      buffer.length - offset >= 8 && UNTAGGED_CODES.has(buffer.readInt32BE(offset + 4));
    const length = untagged ? buffer.readInt32BE(offset) : 1 + buffer.readInt32BE(offset + 1);
    if (length < 5 || buffer.length - offset < length) break;
    const tag = buffer[offset] ?? 0;
    offset += length;
    if (untagged || UNIT_ENDS.has(tag)) {
      units.push({ bytes: buffer.subarray(start, offset), untagged });
      start = offset;
    }
  }
  return { units, rest: buffer.subarray(start) };
}

/** The parts of pglite-socket's connection handler used here (its own fields, not typed). */
interface Handler {
  id: number;
  active: boolean;
  socket: { writable: boolean; write(data: Buffer, done: (error?: Error) => void): void } | null;
  queryQueue: {
    enqueue(id: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  };
  pendingUnits?: Buffer;
  handleData: (this: Handler, data: Buffer) => Promise<number>;
}

/**
 * pglite-socket's multiplexer queues each protocol message of a connection on its own, so the
 * Parse of one connection's query can land between the Parse and the Bind of another's (the
 * unnamed statement is shared): `pg` then fails with "bind message supplies N parameters". Its
 * handlers here queue whole units instead (every message up to a Sync or a simple Query) at once,
 * so that a query's messages reach PGlite together; the start-up and SSL requests go through its
 * own code. The versions are pinned (package.json); search-engine.test.ts runs queries of many
 * connections at once.
 */
function queueWholeUnits(): void {
  const prototype = PGLiteSocketHandler.prototype as unknown as Handler;
  const ownHandleData = prototype.handleData;
  if ((ownHandleData as { wholeUnits?: boolean }).wholeUnits) return;
  async function handleUnits(this: Handler, data: Buffer): Promise<number> {
    const { units, rest } = splitUnits(Buffer.concat([this.pendingUnits ?? Buffer.alloc(0), data]));
    this.pendingUnits = rest;
    let sent = 0;
    for (const unit of units) {
      if (!this.active || !this.socket) break;
      if (unit.untagged) {
        sent += await ownHandleData.call(this, unit.bytes);
        continue;
      }
      let failure: Error | undefined;
      await this.queryQueue.enqueue(this.id, new Uint8Array(unit.bytes), (answer) => {
        sent += answer.length;
        if (answer.length > 0 && this.active && this.socket?.writable) {
          this.socket.write(Buffer.from(answer), (error) => {
            failure ??= error;
          });
        }
      });
      if (failure) throw failure;
    }
    return sent;
  }
  prototype.handleData = Object.assign(handleUnits, { wholeUnits: true });
}

export interface EmbeddedEngine {
  /** postgresql://… for `pg`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite with the engine's extensions, served on `host`:`port` (0: any free port), its data in
 * `dataDir` (in memory without one).
 */
export async function openEmbeddedEngine(options: {
  host?: string;
  port?: number;
  dataDir?: string;
}): Promise<EmbeddedEngine> {
  queueWholeUnits();
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const host = options.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({
    db,
    host,
    port: options.port ?? 0,
    maxConnections: MAX_CONNECTIONS,
  });
  await server.start();
  const port = Number(server.getServerConn().split(':').at(-1));
  return {
    url: `postgresql://postgres@${host}:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

const stateFileOf = (stateDir: string) => path.join(stateDir, 'search-engine-processes.json');

/** Ends an engine that a run killed outright left running (see processes.ts endLeftovers). */
export const endEarlierSearchEngine = (stateDir: string) => endLeftovers(stateFileOf(stateDir));

/**
 * Starts the engine's server on this run's port with its data in `stateDir`/search-db (emptied
 * first) and its output in `stateDir`/search-engine.log; resolves once it accepts connections.
 */
export async function startSearchEngine(stateDir: string): Promise<EmbeddedEngine> {
  await endEarlierSearchEngine(stateDir);
  const dataDir = path.join(stateDir, 'search-db');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const { searchDb } = emulators;
  const { stop } = await startLoggedServer({
    name: 'The search engine',
    args: [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts', 'search-engine-server.ts'),
      searchDb.host,
      String(searchDb.port),
      dataDir,
    ],
    cwd: ROOT,
    stateFile: stateFileOf(stateDir),
    logFile: path.join(stateDir, 'search-engine.log'),
    timeoutMs: START_TIMEOUT_MS,
    graceMs: STOP_GRACE_MS,
    isReady: (output) => output.includes(SEARCH_ENGINE_READY),
  });
  return { url: searchDatabaseUrl(), stop };
}
