// A chunk that fails to load reloads the page once (the new build after a deploy); failing again
// right after that reload does not reload again (no loop): the error goes on to the screen's
// boundary. Later, another deploy may reload once more.
import { describe, expect, it, vi } from 'vitest';
import {
  reloadOnStaleChunk,
  STALE_CHUNK_RELOAD_GUARD_MS,
  STALE_CHUNK_RELOAD_KEY,
} from '../stale-chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A page load: a fresh listener on a fresh window, with the tab's session storage. */
function pageLoad(storage: ReturnType<typeof memoryStorage>, now: () => number) {
  const target = new EventTarget();
  const reload = vi.fn();
  reloadOnStaleChunk({ target: target as unknown as Window, storage, reload, now });
  const failChunk = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, failChunk };
}

describe('reloadOnStaleChunk', () => {
  it('reloads once, and not again when the chunk still fails after that reload', () => {
    const storage = memoryStorage();
    let time = 1_000_000;
    const now = () => time;

    const first = pageLoad(storage, now);
    const event = first.failChunk();
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe(String(time));

    // the reloaded page fails the same way a moment later
    time += 2_000;
    const second = pageLoad(storage, now);
    const again = second.failChunk();
    const andAgain = second.failChunk();
    expect(second.reload).not.toHaveBeenCalled();
    // not prevented: the failed import reaches the screen's boundary
    expect(again.defaultPrevented).toBe(false);
    expect(andAgain.defaultPrevented).toBe(false);
  });

  it('reloads for a later deploy, once the guard has passed', () => {
    const storage = memoryStorage();
    let time = 5_000_000;
    const now = () => time;
    pageLoad(storage, now).failChunk();
    time += STALE_CHUNK_RELOAD_GUARD_MS - 1;
    const soon = pageLoad(storage, now);
    soon.failChunk();
    expect(soon.reload).not.toHaveBeenCalled();
    time += 1;
    const later = pageLoad(storage, now);
    later.failChunk();
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when session storage is unavailable (it could not stop a loop)', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    const target = new EventTarget();
    const reload = vi.fn();
    reloadOnStaleChunk({ target: target as unknown as Window, storage, reload, now: () => 1 });
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  /** Puts `get` in place of the global `sessionStorage` while `run` runs, then the original back. */
  function withSessionStorage(get: () => unknown, run: () => void) {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', { get, configurable: true });
    try {
      run();
    } finally {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
      else Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  }

  it("opens the tab's session storage only when a chunk fails, not at the start", () => {
    const storage = memoryStorage();
    const opened = vi.fn(() => storage);
    withSessionStorage(opened, () => {
      const target = new EventTarget();
      const reload = vi.fn();
      reloadOnStaleChunk({ target: target as unknown as Window, reload, now: () => 1_000_000 });
      expect(opened).not.toHaveBeenCalled();
      target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      expect(opened).toHaveBeenCalled();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');
    });
  });

  it('never reloads when merely reaching session storage throws', () => {
    withSessionStorage(
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      () => {
        const target = new EventTarget();
        const reload = vi.fn();
        reloadOnStaleChunk({ target: target as unknown as Window, reload, now: () => 1 });
        const event = new Event('vite:preloadError', { cancelable: true });
        target.dispatchEvent(event);
        expect(reload).not.toHaveBeenCalled();
        expect(event.defaultPrevented).toBe(false);
      },
    );
  });

  it('stops listening when told to', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const stop = reloadOnStaleChunk({
      target: target as unknown as Window,
      storage: memoryStorage(),
      reload,
      now: () => 1_000_000,
    });
    stop();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });
});
