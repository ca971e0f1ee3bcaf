// The engines the search contract tests run on: PGlite always (as npm start and the suite run
// it), and a real PostgreSQL 15 when its server is installed (Debian's postgresql-15: CI installs
// it). The real one is a throw-away cluster: initdb in a temporary directory, started on a free
// port, run as the `postgres` user when the tests run as root (PostgreSQL refuses root), and
// stopped and deleted afterwards: only what this file started is ever stopped.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openEmbeddedEngine, type EmbeddedEngine } from '../../scripts/lib/search-engine.ts';

/** Where Debian's postgresql-15 puts its programs. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export interface EngineKind {
  name: string;
  open: () => Promise<EmbeddedEngine>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
async function runPostgres(program: string, args: string[]): Promise<void> {
  const binary = path.join(POSTGRES_BIN, program);
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  await promisify(execFile)(command, commandArgs, { timeout: 60_000 });
}

async function openPostgres(): Promise<EmbeddedEngine> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const postgres = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(postgres), Number(group));
  }
  const port = await freePort();
  await runPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  await runPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        await runPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** PGlite, and PostgreSQL 15 when it is installed here. */
export function engineKinds(): EngineKind[] {
  const kinds: EngineKind[] = [{ name: 'PGlite', open: () => openEmbeddedEngine({}) }];
  if (existsSync(path.join(POSTGRES_BIN, 'initdb'))) {
    kinds.push({ name: 'PostgreSQL 15', open: openPostgres });
  }
  return kinds;
}
