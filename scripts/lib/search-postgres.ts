// A real PostgreSQL 15 for the search contract tests and the bench, beside the embedded engine
// (search-engine.ts): the same schema and queries on the server production runs.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EmbeddedEngine } from './search-engine.ts';

/** Where Debian's postgresql-15 puts its programs. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

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

/** Whether Debian's postgresql-15 is installed here (CI installs it: .ci/run). */
export const postgresInstalled = () => existsSync(path.join(POSTGRES_BIN, 'initdb'));

/**
 * A throw-away PostgreSQL 15 cluster: initdb in a temporary directory, started on a free port (as
 * the `postgres` user when this process is root: PostgreSQL refuses root); stop() stops exactly
 * that server and deletes its directory.
 */
export async function openPostgres(): Promise<EmbeddedEngine> {
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
