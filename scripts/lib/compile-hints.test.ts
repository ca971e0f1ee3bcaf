// The build puts Chrome's compile hint on the first line of the entry chunk, and on no other.
import { expect, it } from 'vitest';
import { COMPILE_HINT, entryCompileHint } from './compile-hints.ts';
import { buildSmallAppChunks } from './small-app-build.ts';

it("starts the entry chunk with the compile hint, before Vite's list of files to preload, and leaves the lazy chunks as they are", async () => {
  const chunks = await buildSmallAppChunks(
    {
      // two lazy chunks that share a third: the entry gets Vite's list of files to preload
      'main.js': `import('./later.js').then((later) => later.run());\nimport('./other.js');`,
      'later.js': `import { shared } from './shared.js';\nexport function run() { return shared('later'); }`,
      'other.js': `import { shared } from './shared.js';\nexport const other = shared('other');`,
      'shared.js': `export function shared(name) { return name + ' ' + document.title; }`,
    },
    { plugins: [entryCompileHint()] },
  );
  const names = Object.keys(chunks);
  const entry = names.find((name) => name.startsWith('index-')) ?? 'no entry';
  expect(names).toHaveLength(4);
  expect(chunks[entry]).toContain('__vite__mapDeps');
  expect(chunks[entry]?.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  expect(chunks[entry]?.split(COMPILE_HINT)).toHaveLength(2);
  for (const name of names.filter((other) => other !== entry)) {
    expect(chunks[name], name).not.toContain(COMPILE_HINT);
  }
}, 120_000);
