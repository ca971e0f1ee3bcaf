// The retry queues' shared rules (pure: no emulator needed): recording a try's outcome on an item
// that may have been deleted meanwhile, and running the retry schedule's tries a batch at a time.
import type { DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { GRPC_STATUS } from '../src/contracts.ts';
import { RETRY_CONCURRENCY, recordTry, tryInBatches } from '../src/lib/queue-claim.ts';

/** A document reference whose update answers as `update` does. */
const refAnswering = (update: (fields: Record<string, unknown>) => Promise<unknown>) =>
  ({ update }) as unknown as DocumentReference;

describe('recordTry', () => {
  it('writes the fields on the item', async () => {
    const written: Record<string, unknown>[] = [];
    await recordTry(
      refAnswering((fields) => Promise.resolve(written.push(fields))),
      { status: 'sent' },
    );
    expect(written).toEqual([{ status: 'sent' }]);
  });

  it('leaves an item deleted meanwhile deleted, without an error', async () => {
    const gone = refAnswering(() =>
      Promise.reject(Object.assign(new Error('gone'), { code: GRPC_STATUS.notFound })),
    );
    await expect(recordTry(gone, { status: 'sent' })).resolves.toBeUndefined();
  });

  it('passes any other error on', async () => {
    const denied = refAnswering(() =>
      Promise.reject(Object.assign(new Error('denied'), { code: 7 })),
    );
    await expect(recordTry(denied, { status: 'sent' })).rejects.toThrow('denied');
  });
});

describe('tryInBatches', () => {
  it('answers every item’s outcome by its id', async () => {
    const outcomes = await tryInBatches([{ id: 'a' }, { id: 'b' }], ({ id }) =>
      Promise.resolve(`tried ${id}`),
    );
    expect(outcomes).toEqual({ a: 'tried a', b: 'tried b' });
  });

  it('runs at most RETRY_CONCURRENCY tries at the same time, and every item once', async () => {
    const items = Array.from({ length: RETRY_CONCURRENCY * 2 + 3 }, (_, index) => ({
      id: `item-${index}`,
    }));
    let running = 0;
    let most = 0;
    const tried: string[] = [];
    await tryInBatches(items, async ({ id }) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      tried.push(id);
      running -= 1;
      return 'ok';
    });
    expect(most).toBe(RETRY_CONCURRENCY);
    expect(tried.sort()).toEqual(items.map((item) => item.id).sort());
  });

  it('answers nothing for no items', async () => {
    await expect(tryInBatches([], () => Promise.resolve('ok'))).resolves.toEqual({});
  });
});
