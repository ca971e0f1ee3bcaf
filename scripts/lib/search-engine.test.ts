// The local search engine: started by the suite on the run's port set (firebase.json's searchDb,
// shifted like every port) and stopped with nothing of it left running; PGlite served over the
// Postgres protocol to several `pg` pools at once, each query's messages kept together
// (search-engine.ts), a unit of messages cut where the client waits for the server.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { emulatorEnv, emulatorsAt, PORT_OFFSET_VAR, usePortOffset } from './emulator-config.ts';
import { openEmbeddedEngine, splitUnits, startSearchEngine } from './search-engine.ts';
import { busyPorts } from './suite.ts';

/** A tagged protocol message: its tag, then its length (itself included) and body. */
function message(tag: string, body = ''): Buffer {
  const bytes = Buffer.from(body);
  const head = Buffer.alloc(5);
  head.write(tag, 0);
  head.writeInt32BE(4 + bytes.length, 1);
  return Buffer.concat([head, bytes]);
}

describe('splitUnits', () => {
  it('cuts after a Sync or a Query and keeps an unfinished unit for later', () => {
    const parse = message('P', 'select $1');
    const bind = message('B', 'x');
    const sync = message('S');
    const query = message('Q', 'select 1');
    const { units, rest } = splitUnits(Buffer.concat([parse, bind, sync, query, parse, bind]));
    expect(units.map((unit) => unit.bytes.length)).toEqual([
      parse.length + bind.length + sync.length,
      query.length,
    ]);
    expect(rest).toEqual(Buffer.concat([parse, bind]));
  });

  it('takes an SSL request as a unit of its own', () => {
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(80_877_103, 4);
    const { units, rest } = splitUnits(Buffer.concat([ssl, message('Q', 'x').subarray(0, 3)]));
    expect(units).toEqual([{ bytes: ssl, untagged: true }]);
    expect(rest.length).toBe(3);
  });
});

// An engine starts PostgreSQL compiled to WebAssembly: seconds alone, far longer beside the other
// suites on a busy 2-core machine. These tests are about what it answers, not how fast.
const ENGINE_TEST = { timeout: 120_000 };

describe('the embedded engine', ENGINE_TEST, () => {
  it("answers many pools' parameterised queries and transactions at once", async () => {
    const engine = await openEmbeddedEngine({});
    const pools = Array.from(
      { length: 4 },
      () => new pg.Pool({ connectionString: engine.url, max: 4 }),
    );
    try {
      await pools[0]!.query('create table items (n integer, label text)');
      const work: Promise<unknown>[] = [];
      for (let n = 0; n < 120; n += 1) {
        const pool = pools[n % pools.length]!;
        work.push(
          n % 3 === 0
            ? pool.query('insert into items values ($1, $2)', [n, 'x'.repeat(n * 40)])
            : pool.query('select $1::integer + $2::integer as sum, $3::text as text', [
                n,
                1,
                'y'.repeat(n * 80),
              ]),
        );
        if (n % 10 === 0) {
          work.push(
            (async () => {
              const client = await pool.connect();
              try {
                await client.query('begin');
                await client.query('insert into items values ($1, $2)', [n, 'in a transaction']);
                await client.query('select count(*) from items where n >= $1', [0]);
                await client.query('commit');
              } finally {
                client.release();
              }
            })(),
          );
        }
      }
      const outcomes = await Promise.allSettled(work);
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const { rows } = await pools[0]!.query<{ count: string }>('select count(*) from items');
      expect(Number(rows[0]?.count)).toBe(40 + 12);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await engine.stop();
    }
  });
});

describe("the suite's search engine", ENGINE_TEST, () => {
  it('listens on the shifted port, is named to the functions and tests, and stops', async () => {
    const offset = 24_000;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-engine-'));
    usePortOffset(offset);
    try {
      const url = `postgresql://postgres@127.0.0.1:${emulatorsAt(0).searchDb.port + offset}/postgres`;
      expect(emulatorEnv().SEARCH_DATABASE_URL).toBe(url);
      const engine = await startSearchEngine(dir);
      try {
        expect(engine.url).toBe(url);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query('create extension if not exists unaccent');
          const { rows } = await client.query<{ folded: string }>(
            "select unaccent('Zürich') as folded",
          );
          expect(rows).toEqual([{ folded: 'Zurich' }]);
        } finally {
          await client.end();
        }
        expect(existsSync(path.join(dir, 'search-db'))).toBe(true);
      } finally {
        await engine.stop();
      }
      expect((await busyPorts(offset)).filter((entry) => entry.startsWith('searchDb'))).toEqual([]);
    } finally {
      usePortOffset(0);
      delete process.env[PORT_OFFSET_VAR];
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
