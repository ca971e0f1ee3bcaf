// The entry chunk carries V8's compile hint on its first line, minified, with its source map moved
// one line down to match; a lazy chunk carries none. A small app built with and without the plugin.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint, shiftedMap } from './compile-hint-plugin.ts';

const app = mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));

afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('the compile-hint plugin', () => {
  it('moves a source map one line down', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(shiftedMap(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';AAAA;AACA',
    });
  });

  it('marks the entry, minified, and moves its source map with it', async () => {
    const files = {
      'index.html':
        '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
      'main.js': [
        'export function greet(name) {',
        "  return 'hello-entry ' + name;",
        '}',
        "document.title = greet('x');",
        "import('./lazy.js').then((m) => m.run());",
        "import('./other.js').then((m) => m.run());",
        '',
      ].join('\n'),
      // two lazy chunks share a third: the entry gets Vite's list of their files at its top
      'shared.js': "export const shared = 'shared-part';\n",
      'lazy.js':
        "import { shared } from './shared.js';\nexport const run = () => { document.title = 'hello-lazy' + shared; };\n",
      'other.js':
        "import { shared } from './shared.js';\nexport const run = () => { document.body.title = shared; };\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(app, name), text);
    /** The built scripts (entry, lazy) and the entry's source map, with the plugin or without. */
    async function built(hinted: boolean) {
      const outDir = path.join(app, hinted ? 'hinted' : 'plain');
      await build({
        root: app,
        configFile: false,
        logLevel: 'silent',
        plugins: hinted ? [compileHint()] : [],
        build: { outDir, sourcemap: 'hidden' },
      });
      const assets = path.join(outDir, 'assets');
      const read = (file: string) => readFileSync(path.join(assets, file), 'utf8');
      const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
      const entry = scripts.find((file) => read(file).includes('hello-entry'))!;
      const lazy = scripts.find((file) => read(file).includes('hello-lazy'))!;
      const map = JSON.parse(read(`${entry}.map`)) as { mappings: string };
      return { entry: read(entry), lazy: read(lazy), mappings: map.mappings };
    }
    const plain = await built(false);
    const hinted = await built(true);
    expect(plain.entry).toContain('__vite__mapDeps');
    expect(hinted.entry).toBe(`${COMPILE_HINT}\n${plain.entry}`);
    expect(hinted.lazy).toBe(plain.lazy);
    expect(hinted.lazy).not.toContain(COMPILE_HINT);
    expect(hinted.mappings).toBe(`;${plain.mappings}`);
  });
});
