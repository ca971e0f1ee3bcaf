// The local search engine: PGlite served over the Postgres protocol to several `pg` pools at once,
// each query's messages kept together (search-engine.ts), and a unit of messages cut where the
// client waits for the server.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openEmbeddedEngine, splitUnits } from './search-engine.ts';

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

describe('the embedded engine', () => {
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
