import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from '../chunk-preload';

/** Each test's own file names: the module remembers every file asked for. */
let run = 0;
const file = (name: string) => `assets/${name.replace('.', `-${run}.`)}`;
const absolute = (name: string) => new URL(`/${file(name)}`, document.baseURI).href;

/** The links the module added, as [rel, file name] in the order they were added. */
const links = () =>
  Array.from(document.head.querySelectorAll('link')).map((link) => [
    link.rel,
    link.href.replace(/^.*\/assets\//, '').replace(`-${run}.`, '.'),
  ]);
/** The tasks the module asked for (`scheduler.yield`), run one at a time by runNextTask. */
let tasks: (() => void)[] = [];
/** Runs the next task the module asked for, and what it leads to. */
async function runNextTask() {
  tasks.shift()?.();
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}
/** Runs every task asked for, those asked for meanwhile too. */
async function runAllTasks() {
  while (tasks.length > 0) await runNextTask();
}
const styleLink = (name: string) =>
  document.head.querySelector<HTMLLinkElement>(`link[href="${absolute(name)}"]`)!;

beforeEach(() => {
  run += 1;
  tasks = [];
  vi.stubGlobal('scheduler', {
    yield: () => new Promise<void>((resolve) => tasks.push(resolve)),
  });
  document.head.replaceChildren();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a lazy chunk’s files', () => {
  it('are linked styles first, then one script per task, none in the task that asked', async () => {
    const importChunk = vi.fn(() => Promise.resolve({ default: 'chunk' }));
    const loaded = __vitePreload(importChunk, [
      file('chunk.js'),
      file('a.js'),
      file('a.css'),
      file('b.js'),
      file('chunk.css'),
    ]);
    // the styles at once, in their order (they are waited for); no script in the task that
    // asked for the chunk (a render, often)
    expect(links()).toEqual([
      ['stylesheet', 'a.css'],
      ['stylesheet', 'chunk.css'],
    ]);
    const perTask: string[][] = [];
    while (tasks.length > 0) {
      const before = links().length;
      await runNextTask();
      perTask.push(
        links()
          .slice(before)
          .map(([, name]) => name!),
      );
    }
    expect(perTask).toEqual([['chunk.js'], ['a.js'], ['b.js']]);
    // imported once the styles have loaded, not before
    expect(importChunk).not.toHaveBeenCalled();
    styleLink('a.css').dispatchEvent(new Event('load'));
    await runNextTask();
    expect(importChunk).not.toHaveBeenCalled();
    styleLink('chunk.css').dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toEqual({ default: 'chunk' });
    expect(importChunk).toHaveBeenCalledOnce();
    const scripts = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(scripts).toHaveLength(3);
    for (const link of scripts) {
      expect(link.as).toBe('script');
      expect(link.crossOrigin).toBe('');
    }
  });

  it('are linked once when two chunks that share a file are asked for in the same task', async () => {
    const first = __vitePreload(() => Promise.resolve(1), [file('one.js'), file('shared.js')]);
    const second = __vitePreload(() => Promise.resolve(2), [file('shared.js'), file('two.js')]);
    await runAllTasks();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(
      links()
        .map(([, name]) => name)
        .sort(),
    ).toEqual(['one.js', 'shared.js', 'two.js']);
  });

  it('a stylesheet the page linked (the prerendered page’s mark) is neither linked nor waited for', async () => {
    const mark = document.createElement('link');
    mark.rel = 'stylesheet';
    mark.disabled = true;
    mark.href = absolute('page.css');
    document.head.append(mark);
    const importChunk = vi.fn(() => Promise.resolve('chunk'));
    const loaded = __vitePreload(importChunk, [file('page.css')]);
    await expect(loaded).resolves.toBe('chunk');
    expect(links()).toEqual([['stylesheet', 'page.css']]);
  });

  it('are linked once: not again for another chunk, nor when the page linked them', async () => {
    const page = document.createElement('link');
    page.rel = 'modulepreload';
    page.href = absolute('entry.js');
    document.head.append(page);
    const first = __vitePreload(() => Promise.resolve(1), [file('entry.js'), file('shared.js')]);
    await runAllTasks();
    await expect(first).resolves.toBe(1);
    const second = __vitePreload(() => Promise.resolve(2), [file('shared.js'), file('own.js')]);
    await runAllTasks();
    await expect(second).resolves.toBe(2);
    expect(links()).toEqual([
      ['modulepreload', 'entry.js'],
      ['modulepreload', 'shared.js'],
      ['modulepreload', 'own.js'],
    ]);
  });

  it('a stylesheet still loading is waited for by every chunk that needs it', async () => {
    const first = vi.fn(() => Promise.resolve('first'));
    const second = vi.fn(() => Promise.resolve('second'));
    const one = __vitePreload(first, [file('shared.css')]);
    const two = __vitePreload(second, [file('shared.css')]);
    await runAllTasks();
    expect(links()).toEqual([['stylesheet', 'shared.css']]);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    styleLink('shared.css').dispatchEvent(new Event('load'));
    await expect(Promise.all([one, two])).resolves.toEqual(['first', 'second']);
  });

  it('a stylesheet that fails is reported (vite:preloadError), and asked for again next time', async () => {
    const reported: unknown[] = [];
    const listener = (event: Event) =>
      reported.push((event as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    try {
      const importChunk = vi.fn(() => Promise.resolve('chunk'));
      const failing = __vitePreload(importChunk, [file('broken.css')]);
      const failed = styleLink('broken.css');
      failed.dispatchEvent(new Event('error'));
      await expect(failing).rejects.toThrow(`Unable to preload CSS for ${absolute('broken.css')}`);
      expect(importChunk).not.toHaveBeenCalled();
      expect(reported).toHaveLength(1);

      const again = __vitePreload(importChunk, [file('broken.css')]);
      // the failed link is gone, and a new one asks again
      const links = document.head.querySelectorAll(`link[href="${absolute('broken.css')}"]`);
      expect(links).toHaveLength(1);
      expect(links[0]).not.toBe(failed);
      links[0]!.dispatchEvent(new Event('load'));
      await expect(again).resolves.toBe('chunk');
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });

  it('a chunk that fails to import is reported; a listener that takes it over gets nothing back', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(failure), [])).rejects.toBe(failure);

    const takeOver = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', takeOver);
    try {
      await expect(__vitePreload(() => Promise.reject(failure), [])).resolves.toBeUndefined();
    } finally {
      window.removeEventListener('vite:preloadError', takeOver);
    }
  });
});
