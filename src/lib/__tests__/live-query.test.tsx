// A live query reads once, and follows changes only after that read has given the data: the
// listener (and the full Firestore SDK it needs) never holds back what a screen shows first.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHookWrapper } from '@/testing/test-utils';
import { keepEqualParts, useLiveQuery, type Watch } from '../live-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A watch that records its starts and stops and hands out its `next`. */
function fakeWatch() {
  const stop = vi.fn();
  const nexts: ((value: string[]) => void)[] = [];
  const watch = vi.fn<Watch<string[]>>((next) => {
    nexts.push(next);
    return stop;
  });
  return { watch, stop, nexts };
}

describe('useLiveQuery', () => {
  it('starts following only once the first read has given the data', async () => {
    const { Wrapper } = await createHookWrapper();
    const read = deferred<string[]>();
    const { watch, stop, nexts } = fakeWatch();
    const { result, unmount } = renderHook(
      () => useLiveQuery({ queryKey: ['things'], queryFn: () => read.promise }, watch),
      { wrapper: Wrapper },
    );
    expect(result.current.isPending).toBe(true);
    expect(watch).not.toHaveBeenCalled();
    act(() => read.resolve(['first']));
    await waitFor(() => expect(result.current.data).toEqual(['first']));
    await waitFor(() => expect(watch).toHaveBeenCalledTimes(1));
    // a change the listener hears lands in the same cache entry
    act(() => nexts[0]?.(['first', 'second']));
    await waitFor(() => expect(result.current.data).toEqual(['first', 'second']));
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never follows a query whose read failed', async () => {
    const { Wrapper } = await createHookWrapper();
    const { watch } = fakeWatch();
    const { result } = renderHook(
      () =>
        useLiveQuery(
          {
            queryKey: ['broken'],
            queryFn: () => Promise.reject(new Error('permission-denied')),
            retry: false,
          },
          watch,
        ),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(watch).not.toHaveBeenCalled();
  });

  it('follows nothing while disabled', async () => {
    const { Wrapper } = await createHookWrapper();
    const { watch } = fakeWatch();
    const queryFn = vi.fn(() => Promise.resolve(['never']));
    const { result } = renderHook(
      () => useLiveQuery({ queryKey: ['off'], queryFn, enabled: false }, watch),
      { wrapper: Wrapper },
    );
    expect(result.current.data).toBeUndefined();
    expect(queryFn).not.toHaveBeenCalled();
    expect(watch).not.toHaveBeenCalled();
  });

  it('keeps the data it has when the listener’s first value says the same', async () => {
    const { Wrapper } = await createHookWrapper();
    const stamp = (seconds: number) => new Stamp(seconds, 500);
    const rows = () => [
      { id: 'a', stage: 'applied', createdAt: stamp(100), tags: ['x'] },
      { id: 'b', stage: 'screening', createdAt: stamp(200), tags: [] },
    ];
    const nexts: ((value: ReturnType<typeof rows>) => void)[] = [];
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useLiveQuery(
          { queryKey: ['rows'], queryFn: () => Promise.resolve(rows()) },
          (next) => {
            nexts.push(next);
            return () => {};
          },
        );
      },
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(nexts).toHaveLength(1));
    const first = result.current.data;
    const rendered = renders;
    // the same rows, as new objects with timestamps of another class (the full SDK's)
    // React Query tells its observers in a later task
    await act(async () => {
      nexts[0]?.(rows());
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.data).toBe(first);
    expect(renders).toBe(rendered);
    // a change: a new list, and the row that did not change is the one the screen had
    const moved = rows();
    moved[1]!.stage = 'interview';
    act(() => nexts[0]?.(moved));
    await waitFor(() => expect(result.current.data?.[1]?.stage).toBe('interview'));
    expect(result.current.data).not.toBe(first);
    expect(result.current.data?.[0]).toBe(first?.[0]);
  });
});

/** A timestamp as Firestore's SDKs make them: a class instance, compared by its value. */
class Stamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toMillis() {
    return this.seconds * 1000 + this.nanoseconds / 1e6;
  }
}

describe('keepEqualParts', () => {
  it('keeps the previous value where the next one is equal, part by part', () => {
    const previous = { a: [1, { b: new Stamp(1, 2) }], c: { d: 'e' }, at: new Date(5) };
    const same = { a: [1, { b: new Stamp(1, 2) }], c: { d: 'e' }, at: new Date(5) };
    expect(keepEqualParts(previous, same)).toBe(previous);
    const changed = { a: [1, { b: new Stamp(1, 3) }], c: { d: 'e' }, at: new Date(5) };
    const shared = keepEqualParts(previous, changed) as typeof previous;
    expect(shared).toEqual(changed);
    expect(shared.c).toBe(previous.c);
    expect(shared.at).toBe(previous.at);
    expect(shared.a[1]).not.toBe(previous.a[1]);
    expect((shared.a[1] as { b: Stamp }).b).toBe((changed.a[1] as { b: Stamp }).b);
  });

  it('takes the next value where a key, an item or a type differs', () => {
    expect(keepEqualParts({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(keepEqualParts({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqualParts([1, 2], [1])).toEqual([1]);
    expect(keepEqualParts(new Date(1), new Date(2))).toEqual(new Date(2));
    expect(keepEqualParts(new Stamp(1, 0), { seconds: 1, nanoseconds: 0 })).toEqual({
      seconds: 1,
      nanoseconds: 0,
    });
    expect(keepEqualParts(null, undefined)).toBeUndefined();
  });
});
