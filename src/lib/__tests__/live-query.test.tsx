// A live query reads once, and follows changes only after that read has given the data: the
// listener (and the full Firestore SDK it needs) never holds back what a screen shows first.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHookWrapper } from '@/testing/test-utils';
import { useLiveQuery, type Watch } from '../live-query';

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
});
